import type { CSSObject } from '@mui/material/styles';

// The project's own theme keys, so components read them typed (theme.shape.card, …).

declare module '@mui/material/styles' {
  interface Shape {
    control: string;
    card: string;
    panel: string;
    pill: string;
    phone: string;
    phoneScreen: string;
  }
  interface ShapeOptions {
    control?: string;
    card?: string;
    panel?: string;
    pill?: string;
    phone?: string;
    phoneScreen?: string;
  }
  interface Palette {
    medal: { gold: string; silver: string; bronze: string };
    gradient: { hero: string };
  }
  interface PaletteOptions {
    medal?: { gold: string; silver: string; bronze: string };
    gradient?: { hero: string };
  }
  interface Mixins {
    /** The one focus ring; its colour is --focus-ring-color where a surface sets it. */
    focusRing: CSSObject;
    stretchedLink: CSSObject;
    /** White text and white focus rings, for the dark bands (heroes, footer, clear navbar). */
    darkSurface: CSSObject;
  }
  interface TypographyVariants {
    /** The landing page's headline, larger than a page title. */
    display: CSSObject;
    /** A heading inside a section of a page ('Sobre a vaga'). */
    sectionTitle: CSSObject;
    /** A job card's title. */
    cardTitle: CSSObject;
    /** The title of a small side panel (the job's policies). */
    panelTitle: CSSObject;
    /** The paragraph under a page's title. */
    lead: CSSObject;
    /** The paragraph under the display headline. */
    displayLead: CSSObject;
  }
  interface TypographyVariantsOptions {
    display?: CSSObject;
    sectionTitle?: CSSObject;
    cardTitle?: CSSObject;
    panelTitle?: CSSObject;
    lead?: CSSObject;
    displayLead?: CSSObject;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    display: true;
    sectionTitle: true;
    cardTitle: true;
    panelTitle: true;
    lead: true;
    displayLead: true;
  }
}
