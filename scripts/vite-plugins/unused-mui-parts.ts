import type { Plugin } from 'vite';

interface UnusedPart {
  /** The MUI module that imports the part, as its path ends. */
  importer: string;
  /** The import, as written in that module. */
  source: string;
  /** What the importer takes from it, declared by the stub. */
  stub: string;
  /** Why the site never reaches it: the stub's error says so if it ever does. */
  because: string;
}

/**
 * Parts of MUI that the site's modules import but never run, each replaced, for that one importer,
 * by a stub that fails loudly if it ever runs. Left in, every page would download them and run
 * their module code (keyframes, `styled()` definitions) as its scripts load.
 */
export const UNUSED_MUI_PARTS: UnusedPart[] = [
  // The theme keeps MUI's CSS variables off (src/theme/theme.ts): createTheme never calls
  // createThemeWithVars, and ThemeProvider, given a theme without color schemes, never renders
  // CssVarsProvider (whose module also builds its provider as it loads). About 8 KB (gzip).
  {
    importer: '/esm/styles/createTheme.js',
    source: './createThemeWithVars.js',
    stub: 'export default function createThemeWithVars()',
    because: 'the theme turns on CSS variables',
  },
  {
    importer: '/esm/styles/ThemeProvider.js',
    source: './ThemeProviderWithVars.js',
    stub: 'export function CssVarsProvider()',
    because: 'the theme turns on CSS variables',
  },
  // The theme turns ripples off (MuiButtonBase's disableRipple): a press shows a layer the browser
  // draws. The ripple brings its keyframes and react-transition-group's TransitionGroup.
  {
    importer: '/esm/ButtonBase/ButtonBase.js',
    source: './TouchRipple.js',
    stub: 'export default function TouchRipple()',
    because: 'a button shows a ripple',
  },
  // A button's spinner, shown only with the `loading` prop, which no button of the site takes.
  {
    importer: '/esm/Button/Button.js',
    source: '../CircularProgress/index.js',
    stub: 'export default function CircularProgress()',
    because: 'a button is given `loading`',
  },
  {
    importer: '/esm/IconButton/IconButton.js',
    source: '../CircularProgress/index.js',
    stub: 'export default function CircularProgress()',
    because: 'an icon button is given `loading`',
  },
  // The list's fields are one line each; the selects are given their outlined input.
  {
    importer: '/esm/InputBase/InputBase.js',
    source: '../TextareaAutosize/index.js',
    stub: 'export default function TextareaAutosize()',
    because: 'a field is given `multiline`',
  },
  {
    importer: '/esm/NativeSelect/NativeSelect.js',
    source: '../Input/index.js',
    stub: 'export default function Input()',
    because: 'a NativeSelect is not given its `input`',
  },
];

const STUB = '\0unused-mui-part:';

export function unusedMuiParts(): Plugin {
  return {
    name: 'unused-mui-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/');
      const index = UNUSED_MUI_PARTS.findIndex(
        (part) => source === part.source && from?.endsWith(part.importer),
      );
      return index === -1 ? null : `${STUB}${index}`;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const { stub, because } = UNUSED_MUI_PARTS[Number(id.slice(STUB.length))];
      const message = `MUI ran a part the build left out, because ${because}: see scripts/vite-plugins/unused-mui-parts.ts`;
      return `${stub} {\n  throw new Error(${JSON.stringify(message)});\n}\n`;
    },
  };
}
