import { ptBR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

import { brand, fontFamily } from './primitives';

declare module '@mui/material/styles' {
  interface Palette {
    medal: { gold: string; silver: string; bronze: string };
  }
  interface PaletteOptions {
    medal?: { gold: string; silver: string; bronze: string };
  }
}

export const theme = createTheme(
  {
    palette: {
      primary: brand.teal,
      secondary: brand.coral,
      text: { primary: brand.ink, secondary: brand.inkSoft },
      background: { default: brand.mist, paper: brand.paper },
      medal: brand.medal,
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.25rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCssBaseline: {
        // No global smooth scrolling: route changes and back/forward must jump, and in-page
        // scrolls animate through src/lib/scroll.ts, which honours reduced motion.
        styleOverrides: { html: { scrollPaddingTop: 80 } },
      },
    },
  },
  ptBR,
);
