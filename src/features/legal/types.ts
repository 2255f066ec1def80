/** What the legal texts need from the site configuration, so no name or address is hard-coded. */
export interface LegalContext {
  product: string;
  email: string;
}

export interface LegalSection {
  /** The heading without its number; the renderer numbers sections in order. */
  title: string;
  paragraphs: string[];
  /** A bulleted list shown after the paragraphs. */
  items?: string[];
  /** Paragraphs shown after the list. */
  closing?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO calendar date (yyyy-mm-dd) on which this version takes effect. */
  effectiveDate: string;
  /** Rendered as a mailto link wherever it appears in the text. */
  contactEmail: string;
  intro?: string;
  sections: LegalSection[];
}
