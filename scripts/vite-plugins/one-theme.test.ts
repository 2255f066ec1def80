import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { oneTheme, SITE_THEME } from './one-theme.ts';

const transform = (code: string, id: string) => {
  const hook = oneTheme().transform;
  if (typeof hook !== 'function') throw new Error('no transform hook');
  return hook.call({} as never, code, id) as { code: string } | null;
};

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
