export const DESCRIPTION_MAX = 160;

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * One line of at most `max` characters, cut at a word boundary and ended with '…' when shortened,
 * so a search snippet or link preview never ends mid-word. Counts code points, so an emoji is
 * never split in half.
 */
export function truncateText(text: string, max = DESCRIPTION_MAX): string {
  const chars = Array.from(collapseWhitespace(text));
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  // A single very long word is cut where it must be rather than losing most of the text.
  const words = space >= cut.length / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s.,;:!?–—-]+$/u, '')}…`;
}

/** RFC 3339 / W3C date-time in UTC, without milliseconds (Atom, sitemaps). */
export function isoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

// Brazil has had no daylight saving time since 2019: São Paulo is always UTC−3.
const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;

/** The calendar day in São Paulo, 'YYYY-MM-DD': the day the page shows as 'Publicado em'. */
export function saoPauloDay(date: Date): string {
  return new Date(date.getTime() - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
