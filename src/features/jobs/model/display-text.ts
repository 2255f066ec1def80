/**
 * Text from another app's documents, made safe to show beside other text. Three things in it
 * would otherwise reach past their own words:
 * - directional embeddings, overrides and isolates reorder everything after them once the site
 *   joins texts ('bairro - cidade, UF', 'Nome (Fantasia)'), so a name could spoof its line;
 *   plain marks (LRM/RLM) have no such reach and stay;
 * - piles of combining marks ("zalgo") draw far above and below the line, over other content;
 *   no spelling needs more than four on a letter;
 * - a lone UTF-16 surrogate becomes U+FFFD in the prerendered HTML but not in the client's
 *   data, and that mismatch costs the page its hydration.
 * A text with nothing visible left is no text at all, so callers fall back as for a missing one.
 */

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
const MARK_PILE = /(\p{M}{4})\p{M}+/gu;
const LONE_SURROGATE = /\p{Cs}/gu;
// Whitespace, controls, format characters, marks alone and the Hangul/Braille blanks draw nothing.
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * Most texts hold only printable ASCII, Latin letters, line breaks and common punctuation ('–',
 * '…', '“'): nothing above to remove, and any of it but whitespace draws. They skip the Unicode
 * classes, whose first use cost a slow phone 20–30 ms in the task that reads a page's fresh data.
 */
const PLAIN = /^[\t\n\r\u0020-\u007e\u00a0-\u00ac\u00ae-\u02ff\u2010-\u2027\u2030-\u205e]*$/;
const DRAWN = /\S/;

/** Whether `text` draws anything: a code or name of format characters alone is no code or name. */
export function hasVisible(text: string): boolean {
  return PLAIN.test(text) ? DRAWN.test(text) : VISIBLE.test(text);
}

export function displayText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const cleaned = PLAIN.test(value)
    ? value.trim()
    : value
        .replace(BIDI_CONTROLS, '')
        .replace(MARK_PILE, '$1')
        .replace(LONE_SURROGATE, '\uFFFD')
        .trim();
  return hasVisible(cleaned) ? cleaned : null;
}
