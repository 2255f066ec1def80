import { common } from '@mui/material/colors';
import { ptBR } from '@mui/material/locale';
import { createTheme, type CSSObject, type Theme } from '@mui/material/styles';

import { lazyValue } from '@/lib/lazy-value';

import { brand, fontFamily, radius } from './primitives';

const px = (value: number) => `${value}px`;

/**
 * The site's theme, built on first use rather than when the module loads: in a prerendered page
 * that is during hydration, which yields to the browser, instead of inside the one long task
 * that evaluates the entry script.
 */
export const appTheme = lazyValue(createAppTheme);

function createAppTheme(): Theme {
  // What the overrides below share, known before the theme is built.
  const focusRing: CSSObject = {
    outline: `2px solid var(--focus-ring-color, ${brand.teal.main})`,
    outlineOffset: 2,
  };

  // A pressed button's layer: its own text colour, faint (one colour, as a two-stop gradient).
  const pressLayer = 'color-mix(in srgb, currentColor 16%, transparent)';

  // One pass: building the theme a second time on top of the first (to derive the variants from
  // MUI's computed h1–h3 and body1) cost a phone about as much again, inside hydration.
  const theme = createTheme(
    {
      palette: {
        primary: brand.teal,
        secondary: brand.coral,
        text: { primary: brand.ink, secondary: brand.inkSoft },
        background: { default: brand.mist, paper: brand.paper },
        medal: brand.medal,
        gradient: {
          hero: `linear-gradient(150deg, ${brand.teal.dark} 0%, ${brand.teal.main} 100%)`,
        },
      },
      shape: {
        borderRadius: radius.control,
        control: px(radius.control),
        card: px(radius.card),
        panel: px(radius.panel),
        pill: px(radius.pill),
        phone: px(radius.phone),
        phoneScreen: px(radius.phoneScreen),
      },
      typography: {
        // Named once on the root (MuiCssBaseline below): the stack is repeated in every text
        // style, and written out it was about 2.3 KB of each page's inline CSS.
        fontFamily: 'var(--font)',
        h1: { fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.15 },
        h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 },
        h3: { fontSize: '1.25rem', fontWeight: 700 },
        subtitle1: { fontWeight: 700 },
        overline: { fontWeight: 700, letterSpacing: '2px' },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      mixins: {
        focusRing,
        // A card's title link stretched over the whole card (one tap target on a phone); the ring
        // moves from the title to the card.
        stretchedLink: {
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            borderRadius: px(radius.card),
          },
          '&:focus-visible': { outline: 'none' },
          '&:focus-visible::after': focusRing,
        },
        darkSurface: {
          color: common.white,
          '--focus-ring-color': common.white,
        },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        // Every button, icon button, clickable chip and link shows the same ring, drawn on the
        // browser's :focus-visible: a button whose prerendered HTML React adopts, or one tapped
        // before hydration, shows it too. A press shows
        // as a layer of the button's own text colour, drawn by the browser: MUI's ripple renders
        // with React inside the tap (about 22 ms of it at 4× CPU on a phone).
        MuiButtonBase: {
          defaultProps: { disableRipple: true },
          styleOverrides: {
            root: {
              '&:focus-visible': focusRing,
              '&:active': { backgroundImage: `linear-gradient(${pressLayer}, ${pressLayer})` },
            },
          },
        },
        MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
        MuiTypography: {
          defaultProps: {
            variantMapping: {
              display: 'h1',
              sectionTitle: 'h2',
              cardTitle: 'h3',
              panelTitle: 'h3',
              lead: 'p',
              displayLead: 'p',
            },
          },
        },
        MuiCssBaseline: {
          // No global smooth scrolling: route changes and back/forward must jump, and in-page
          // scrolls animate through src/lib/scroll.ts, which honours reduced motion.
          styleOverrides: { html: { scrollPaddingTop: 80, '--font': fontFamily } },
        },
      },
    },
    ptBR,
  );

  // The site's own variants, each built on the MUI variant it extends as computed above.
  const desktop = theme.breakpoints.up('md');
  const { h1, h2, h3, body1 } = theme.typography;
  Object.assign(theme.typography, {
    h1: { ...h1, [desktop]: { fontSize: '2.5rem' } },
    display: { ...h1, fontSize: '2.25rem', [desktop]: { fontSize: '3.25rem' } },
    sectionTitle: { ...h2, fontSize: '1.35rem' },
    cardTitle: { ...h3, fontSize: '1.125rem' },
    panelTitle: { ...h3, fontSize: '1rem' },
    lead: { ...body1, fontSize: '1rem', [desktop]: { fontSize: '1.125rem' } },
    displayLead: { ...body1, fontSize: '1.05rem', [desktop]: { fontSize: '1.25rem' } },
  });
  return theme;
}
