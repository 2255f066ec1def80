import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { oneTheme, SITE_THEME } from './one-theme.ts';

const transform = (code: string, id: string) => {
  const hook = oneTheme().transform;
  if (typeof hook !== 'function') throw new Error('no transform hook');
  return hook.call({} as never, code, id) as { code: string } | null;
};

const STYLES_INDEX = '/app/node_modules/@mui/material/esm/styles/index.js';

/** Where the plugin sends `source` imported by `importer`, and what that module holds. */
async function resolve(source: string, importer: string) {
  const { resolveId, load } = oneTheme();
  if (typeof resolveId !== 'function' || typeof load !== 'function') throw new Error('no hooks');
  // Vite's own resolution of MUI's styles index, as the plugin asks for it.
  const context = { resolve: async () => ({ id: STYLES_INDEX }) };
  const id = (await resolveId.call(context as never, source, importer, {
    attributes: {},
    isEntry: false,
  })) as string | null;
  return id && (load.call({} as never, id) as string);
}

/** Every MUI module (ESM build) that builds a theme with no options, by path. */
function defaultThemeModules(): string[] {
  const found: string[] = [];
  for (const pkg of ['material', 'system']) {
    const root = join('node_modules', '@mui', pkg, 'esm');
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const path = join(process.cwd(), root, file);
      if (file.endsWith('.js') && /=\s*createTheme\(\s*\)/.test(readFileSync(path, 'utf8'))) {
        found.push(path);
      }
    }
  }
  return found;
}

it("gives every MUI module that builds a default theme as it loads the site's theme", () => {
  const modules = defaultThemeModules();
  // material's styles/defaultTheme and Box; @mui/system's useTheme, createStyled, Grid, Stack and
  // Container. A new MUI version that builds one elsewhere, or another way, fails here.
  expect(modules).toHaveLength(7);
  for (const path of modules) {
    const result = transform(readFileSync(path, 'utf8'), path);
    expect(result?.code, path).toContain(`import { appTheme as siteTheme } from "${SITE_THEME}"`);
    expect(result?.code, path).not.toMatch(/=\s*createTheme\(\s*\)/);
    expect(result?.code, path).toMatch(/^(export )?const \w+ = siteTheme\(\);$/m);
  }
});

it('leaves every other module as it is', () => {
  const code = 'import createTheme from "./createTheme.js";\nconst theme = createTheme();\n';
  expect(transform(code, '/app/src/theme/theme.ts')).toBeNull();
  expect(transform(code, '/app/node_modules/other/esm/index.js')).toBeNull();
  const options = 'const theme = createTheme({ spacing: 4 });\n';
  expect(transform(options, '/app/node_modules/@mui/material/esm/x/x.js')).toBeNull();
});

it("gives the site's theme MUI's theme builder alone, and everyone else MUI's styles index", async () => {
  expect(await resolve('@mui/material/styles', SITE_THEME)).toBe(
    'export { default as createTheme } from "/app/node_modules/@mui/material/esm/styles/createTheme.js";',
  );
  expect(await resolve('@mui/material/styles', '/app/src/app/provider.tsx')).toBeNull();
  expect(await resolve('@mui/material/colors', SITE_THEME)).toBeNull();
});
