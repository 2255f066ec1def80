import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/** The module whose `appTheme()` is the site's one theme. */
export const SITE_THEME = fileURLToPath(new URL('../../src/theme/theme.ts', import.meta.url));

const MUI_MODULE = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/]esm[\\/].+\.js$/;
const DEFAULT_THEME = /^(export )?const (\w+) = createTheme\(\);$/m;
const BUILDER = '\0mui-theme-builder:';
const samePath = (a: string, b: string) => a.replaceAll('\\', '/') === b.replaceAll('\\', '/');

/**
 * Seven of MUI's modules build a default theme as they load (material's styles/defaultTheme and
 * Box; @mui/system's useTheme, createStyled, Grid, Stack and Container), for components rendered
 * outside a ThemeProvider. The site renders every component inside its own, so none of them is
 * ever used, yet each was built while the page's code was evaluated. In a build, each of these
 * modules takes the site's theme instead: one theme, built once, as the first of them loads.
 * That is six theme builds fewer before a page answers: in a profile at 4× CPU they were 25–30 ms
 * of the task that evaluates MUI (the profiler's overhead included); in alternated loads at 4×
 * the evaluation of a page's modules fell by 2–28 ms (medians of 8–12 pairs a route).
 *
 * MUI's styles index imports those modules, so the site's theme takes `createTheme` from MUI's
 * builder module itself, which imports none of them: otherwise the theme would be built before
 * its own module had run. The dev server and the tests keep MUI as it is.
 */
export function oneTheme(): Plugin {
  return {
    name: 'one-theme',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@mui/material/styles' || !importer || !samePath(importer, SITE_THEME)) {
        return null;
      }
      const index = await this.resolve(source, importer, { skipSelf: true });
      return index && `${BUILDER}${join(dirname(index.id), 'createTheme.js')}`;
    },
    load(id) {
      if (!id.startsWith(BUILDER)) return null;
      return `export { default as createTheme } from ${JSON.stringify(id.slice(BUILDER.length))};`;
    },
    transform(code, id) {
      if (!MUI_MODULE.test(id) || !DEFAULT_THEME.test(code)) return null;
      const site = `import { appTheme as siteTheme } from ${JSON.stringify(SITE_THEME)};\n`;
      return { code: site + code.replace(DEFAULT_THEME, '$1const $2 = siteTheme();'), map: null };
    },
  };
}
