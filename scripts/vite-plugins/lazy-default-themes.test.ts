import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { LAZY_THEME, lazyDefaultThemes } from './lazy-default-themes.ts';
import { muiModules } from './mui-modules.ts';

const transform = (code: string, id: string) => {
  const hook = lazyDefaultThemes().transform;
  if (typeof hook !== 'function') throw new Error('no transform hook');
  const result = hook.call({} as never, code, id) as { code: string } | null;
  return result?.code ?? null;
};

it('leaves none of the MUI modules the site bundles building a theme as it loads', () => {
  const changed: string[] = [];
  for (const file of muiModules()) {
    const code = readFileSync(file, 'utf8');
    const lazy = transform(code, file) ?? code;
    expect(lazy, file).not.toMatch(/^[^/\n]*= createTheme\(\);/m);
    if (lazy !== code) changed.push(file.split('/esm/')[1]);
  }
  expect(changed.sort()).toEqual([
    'Box/Box.js',
    'Container/createContainer.js',
    'Grid/createGrid.js',
    'Stack/createStack.js',
    'createStyled/createStyled.js',
    'styles/defaultTheme.js',
    'useTheme/useTheme.js',
  ]);
});

it('keeps the module as it was but for the theme, and touches nothing outside MUI', () => {
  const code =
    'import createTheme from "./createTheme.js";\nexport const t = createTheme();\nf();\n';
  const mui = '/app/node_modules/@mui/system/esm/useTheme/useTheme.js';
  expect(transform(code, mui)).toBe(
    'import createTheme from "./createTheme.js";\n' +
      'export const t = /* @__PURE__ */ lazyTheme(createTheme);\nf();\n\n' +
      `import { lazyTheme } from ${JSON.stringify(LAZY_THEME)};\n`,
  );
  expect(transform(code, '/app/src/theme/theme.ts')).toBeNull();
  expect(transform('const t = createTheme({ a: 1 });\n', mui)).toBeNull();
});
