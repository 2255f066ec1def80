import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

export const LAZY_THEME = fileURLToPath(new URL('../../src/lib/lazy-theme.ts', import.meta.url));

/** A fallback theme as MUI builds it when its module loads: `[export ]const name = createTheme();`. */
const EAGER_THEME = /^((?:export )?const \w+ = )createTheme\(\);$/gm;
const MUI = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/]/;

/**
 * MUI's fallback themes (`const defaultTheme = createTheme();` in seven of its modules) are built
 * only if something reads them (src/lib/lazy-theme.ts), not while a page's code loads. Only the
 * line changes, so the rest of the module keeps its lines; the import goes last (imports are
 * hoisted).
 */
export function lazyDefaultThemes(): Plugin {
  return {
    name: 'lazy-default-themes',
    transform(code, id) {
      if (!MUI.test(id) || !code.includes('createTheme();')) return null;
      const lazy = code.replace(EAGER_THEME, '$1/* @__PURE__ */ lazyTheme(createTheme);');
      if (lazy === code) return null;
      return {
        code: `${lazy}\nimport { lazyTheme } from ${JSON.stringify(LAZY_THEME)};\n`,
        map: null,
      };
    },
  };
}
