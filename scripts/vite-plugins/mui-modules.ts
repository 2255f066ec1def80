import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The files under `dir` (recursively) whose names match `name`, as paths. */
const sourceFiles = (dir: string, name: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file))
    .map((file) => join(dir, file));

/**
 * Every module of MUI's ES build, @mui/material's and @mui/system's: more than the site bundles
 * (`reachableMuiModules` below is what its code reaches).
 */
export const muiModules = (): string[] =>
  ['material', 'system'].flatMap((pkg) =>
    sourceFiles(join(ROOT, 'node_modules/@mui', pkg, 'esm'), /\.js$/),
  );

/** The site's own code. */
export const siteModules = (): string[] => sourceFiles(join(ROOT, 'src'), /\.tsx?$/);

const MUI = join(ROOT, 'node_modules/@mui');

/** Where an import (`@mui/<package>/<path>`, or relative) leads, if to a module of MUI's ES build. */
function resolveImport(specifier: string, from: string): string | undefined {
  const bare = /^@mui\/([\w-]+)(\/.*)?$/.exec(specifier);
  if (!bare && !specifier.startsWith('.')) return undefined;
  const base = bare ? join(MUI, bare[1], 'esm', bare[2] ?? '') : join(dirname(from), specifier);
  return [base, `${base}.js`, join(base, 'index.js')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']/g;

/**
 * The modules of MUI's ES build that the site's code reaches, following every static import from
 * the site's own: what its bundles hold is among them. A name imported from `@mui/material` is
 * the folder of that name (`Chip`), else one of the styles and utilities (`useTheme`, a type).
 */
export function reachableMuiModules(): string[] {
  const reached = new Set<string>();
  const queue: string[] = [];
  const reach = (file: string | undefined) => {
    if (file && !reached.has(file)) {
      reached.add(file);
      queue.push(file);
    }
  };
  for (const file of siteModules()) {
    const code = readFileSync(file, 'utf8');
    for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mui\/material'/g)) {
      for (const part of names.split(',')) {
        const name = /^(?:type\s+)?(\w+)/.exec(part.trim())?.[1];
        if (!name) continue;
        const folder = resolveImport(`@mui/material/${name}`, file);
        if (folder) reach(folder);
        else
          ['styles', 'utils'].forEach((dir) => reach(resolveImport(`@mui/material/${dir}`, file)));
      }
    }
    for (const [, specifier] of code.matchAll(/from\s*'(@mui\/[^']+)'/g)) {
      if (specifier !== '@mui/material') reach(resolveImport(specifier, file));
    }
  }
  for (let file = queue.pop(); file; file = queue.pop()) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      reach(resolveImport(specifier, file));
    }
  }
  return [...reached];
}
