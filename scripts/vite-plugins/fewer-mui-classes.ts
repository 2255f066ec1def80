import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { Plugin } from 'vite';

import { reachableMuiModules, siteModules } from './mui-modules.ts';

export const COMPOSE_CLASSES = fileURLToPath(
  new URL('../../src/lib/compose-classes.ts', import.meta.url),
);

const MODULE =
  /[\\/]node_modules[\\/]@mui[\\/]utils[\\/]esm[\\/]composeClasses[\\/]composeClasses\.js$/;

/**
 * The utility classes (`MuiChip-iconSmall`) that the MUI modules the site reaches and the site's
 * own code select, by name or through MUI's class objects (`chipClasses.iconSmall`, each read from
 * its module, `chipClasses.js`, since some objects are spread from others). A name that is no
 * class object of those modules (`composedClasses.root`) is a component's own list of the classes
 * it writes, not a selector.
 */
export async function selectedClasses(): Promise<Set<string>> {
  const modules = reachableMuiModules();
  const objects = new Map<string, Record<string, unknown>>();
  for (const file of modules) {
    const name = /[\\/](\w+Classes)\.js$/.exec(file)?.[1];
    if (!name) continue;
    const module = (await import(pathToFileURL(file).href)) as { default: Record<string, unknown> };
    objects.set(name, module.default);
  }
  const selected = new Set<string>();
  for (const file of [...modules, ...siteModules()]) {
    const code = readFileSync(file, 'utf8');
    for (const [name] of code.matchAll(/\bMui[A-Z][A-Za-z]*-[\w-]+/g)) selected.add(name);
    for (const [, object, slot] of code.matchAll(/\b([a-z]\w*Classes)\.(\w+)/g)) {
      const name = objects.get(object)?.[slot];
      if (typeof name === 'string') selected.add(name);
    }
  }
  return selected;
}

/**
 * MUI's `composeClasses` becomes src/lib/compose-classes.ts's, which writes only the classes that
 * something selects: each page's markup is that much shorter (the list 38 KB, a job page 7.4), on
 * the server and in the browser alike, so hydration finds the classes it renders.
 */
export function fewerMuiClasses(): Plugin {
  let replaced = false;
  let kept: Set<string> = new Set();
  return {
    name: 'fewer-mui-classes',
    // The dev server and the unit tests take MUI as it is, every class included.
    apply: 'build',
    async buildStart() {
      replaced = false;
      kept = await selectedClasses();
    },
    transform(_code, id) {
      if (!MODULE.test(id)) return null;
      replaced = true;
      return {
        code:
          `import { composeClassesKeeping } from ${JSON.stringify(COMPOSE_CLASSES)};\n` +
          `export default composeClassesKeeping(new Set(${JSON.stringify([...kept].sort())}));\n`,
        map: null,
      };
    },
    buildEnd(error) {
      // MUI moved the module: pages would carry every class again, unnoticed.
      if (!error && !replaced) {
        this.error(
          'MUI’s composeClasses was not found: see scripts/vite-plugins/fewer-mui-classes.ts',
        );
      }
    },
  };
}
