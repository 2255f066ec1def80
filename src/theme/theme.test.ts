import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { appTheme } from './theme';

const theme = appTheme();

const ringColor = (surfaceVariable?: string) => {
  const outline = String(theme.mixins.focusRing.outline);
  const fallback = /var\(--focus-ring-color, ([^)]+)\)/.exec(outline)?.[1];
  return surfaceVariable ?? fallback;
};

describe('theme', () => {
  it('draws one focus ring on every ButtonBase and every link', () => {
    const buttonBase = theme.components?.MuiButtonBase?.styleOverrides?.root;
    const link = theme.components?.MuiLink?.styleOverrides?.root;
    expect(buttonBase).toMatchObject({ '&:focus-visible': theme.mixins.focusRing });
    expect(link).toEqual({ '&:focus-visible': theme.mixins.focusRing });
    expect(theme.mixins.focusRing.outline).toMatch(/^2px solid var\(--focus-ring-color, #/);
  });

  it('keeps the ring visible (3:1) on light pages and, through the variable, on dark bands', () => {
    const light = ringColor();
    const dark = ringColor(String(theme.mixins.darkSurface['--focus-ring-color']));
    expect(light).toBe(theme.palette.primary.main);
    expect(getContrastRatio(light!, theme.palette.background.default)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(light!, theme.palette.background.paper)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(dark!, theme.palette.primary.main)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(dark!, theme.palette.grey[900])).toBeGreaterThanOrEqual(3);
  });

  it('names every corner radius, smallest to pill', () => {
    const { control, card, panel, pill, phone, phoneScreen } = theme.shape;
    const sizes = [control, card, panel, pill].map((value) => parseInt(value, 10));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
    expect(parseInt(phoneScreen, 10)).toBeLessThan(parseInt(phone, 10));
    for (const value of [control, card, panel, pill, phone, phoneScreen]) {
      expect(value).toMatch(/^\d+px$/);
    }
  });

  it('has the hero gradient as one palette token, in the brand colours', () => {
    expect(theme.palette.gradient.hero).toContain(theme.palette.primary.dark);
    expect(theme.palette.gradient.hero).toContain(theme.palette.primary.main);
  });

  it('declares the typography variants components pick, each mapped to a heading or paragraph', () => {
    const mapping = theme.components?.MuiTypography?.defaultProps?.variantMapping ?? {};
    const variants = [
      'display',
      'displayLead',
      'sectionTitle',
      'cardTitle',
      'panelTitle',
      'lead',
    ] as const;
    for (const variant of variants) {
      expect(theme.typography[variant].fontSize).toMatch(/rem$/);
      expect(mapping[variant]).toMatch(/^(h[1-6]|p)$/);
    }
    const desktop = theme.breakpoints.up('md');
    expect(theme.typography.h1[desktop]).toEqual({ fontSize: '2.5rem' });
    expect(theme.typography.display[desktop]).toEqual({ fontSize: '3.25rem' });
  });
});
