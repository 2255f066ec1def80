/** The brand's raw colours; components use theme tokens (primary.main, …), never these directly. */
export const brand = {
  teal: { light: '#2a9aa5', main: '#0b6e79', dark: '#06474f', contrastText: '#ffffff' },
  coral: { light: '#ff9b85', main: '#e8684a', dark: '#b5442a', contrastText: '#1f1f1f' },
  ink: '#14252b',
  inkSoft: '#4a5c63',
  paper: '#ffffff',
  mist: '#f3f7f8',
  medal: { gold: '#c9a227', silver: '#9aa3ad', bronze: '#b0713b' },
} as const;

export const fontFamily =
  '"Inter", "Segoe UI", Roboto, system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif';

/** Corner radii in px, by role; components read them as theme.shape tokens. */
export const radius = {
  /** Small focusable things: links, the skip link. Also MUI's own base radius. */
  control: 12,
  card: 24,
  panel: 36,
  /** Larger than any pill-shaped element's half height, so the ends are always round. */
  pill: 999,
  phone: 72,
  phoneScreen: 60,
} as const;
