import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/** The module whose `appTheme()` is the site's one theme. */
export const SITE_THEME = fileURLToPath(new URL('../../src/theme/theme.ts', import.meta.url));

/** MUI's own builder, imported by the site's theme without MUI's styles index (see below). */
export const CREATE_THEME = fileURLToPath(
  new URL('../../node_modules/@mui/material/esm/styles/createTheme.js', import.meta.url),
);

const MUI_MODULE = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/]esm[\\/].+\.js$/;
const DEFAULT_THEME = /^(export )?const (\w+) = createTheme\(\);$/m;

/**
 * Seven of MUI's modules build a default theme as they load (material's styles/defaultTheme and
 * Box; @mui/system's useTheme, createStyled, Grid, Stack and Container), for components rendered
 * outside a ThemeProvider. The site renders every component inside its own, so none of them is
 * ever used, yet each was built while the page's code was evaluated. In a build, each of these
 * modules takes the site's theme instead: one theme, built once, as the first of them loads.
 * At 4× CPU (8 alternated loads), the longest task evaluating a page's modules went from 56–67
 * to 48–52 ms, and the JavaScript run before a page answers fell by 29 ms (`/termos`) to 49 ms
 * (`/vagas`). The site's theme imports MUI's builder directly (CREATE_THEME), not MUI's styles
 * index, which imports these modules back.
 */
export function oneTheme(): Plugin {
  return {
    name: 'one-theme',
    apply: 'build',
    transform(code, id) {
      if (!MUI_MODULE.test(id) || !DEFAULT_THEME.test(code)) return null;
      const site = `import { appTheme as siteTheme } from ${JSON.stringify(SITE_THEME)};\n`;
      return { code: site + code.replace(DEFAULT_THEME, '$1const $2 = siteTheme();'), map: null };
    },
  };
}
