import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The files under `dir` (recursively) whose names match `name`, as paths. */
const sourceFiles = (dir: string, name: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file))
    .map((file) => join(dir, file));

/** The modules of MUI's ES build that the site bundles: @mui/material's and @mui/system's. */
export const muiModules = (): string[] =>
  ['material', 'system'].flatMap((pkg) =>
    sourceFiles(join(ROOT, 'node_modules/@mui', pkg, 'esm'), /\.js$/),
  );

/** The site's own code. */
export const siteModules = (): string[] => sourceFiles(join(ROOT, 'src'), /\.tsx?$/);
