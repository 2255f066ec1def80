import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

import { muiModules, siteModules } from './mui-modules.ts';

export const COMPOSE_CLASSES = fileURLToPath(
  new URL('../../src/lib/compose-classes.ts', import.meta.url),
);

const MODULE =
  /[\\/]node_modules[\\/]@mui[\\/]utils[\\/]esm[\\/]composeClasses[\\/]composeClasses\.js$/;
/** Where a style or script names a utility class: `chipClasses.iconSmall`, or `.MuiChip-iconSmall`. */
const SELECTED = [/\b[a-z]\w*Classes\.(\w+)/g, /\bMui[A-Z][A-Za-z]*-([\w-]+)/g];

/**
 * The slots (utility classes' last part) that MUI's styles and scripts and the site's code select
 * by class: a class of these is kept on every component that has it.
 */
export function selectedSlots(): Set<string> {
  const slots = new Set<string>();
  for (const file of [...muiModules(), ...siteModules()]) {
    const code = readFileSync(file, 'utf8');
    for (const pattern of SELECTED) for (const [, slot] of code.matchAll(pattern)) slots.add(slot);
  }
  return slots;
}

/**
 * MUI's `composeClasses` becomes src/lib/compose-classes.ts's, which writes only the classes that
 * something selects: each page's markup is that much shorter (the list 25 KB, a job page 5), on
 * the server and in the browser alike, so hydration finds the classes it renders.
 */
export function fewerMuiClasses(): Plugin {
  let replaced = false;
  return {
    name: 'fewer-mui-classes',
    // The dev server and the unit tests take MUI as it is, every class included.
    apply: 'build',
    buildStart() {
      replaced = false;
    },
    transform(_code, id) {
      if (!MODULE.test(id)) return null;
      replaced = true;
      const slots = JSON.stringify([...selectedSlots()].sort());
      return {
        code:
          `import { composeClassesKeeping } from ${JSON.stringify(COMPOSE_CLASSES)};\n` +
          `export default composeClassesKeeping(new Set(${slots}));\n`,
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
