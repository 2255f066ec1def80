import { lazyValue } from './lazy-value';

// numeric: 'Zona 2' before 'Zona 10'; pt-BR: 'Águas Claras' next to 'Aracaju', not after 'Z'.
const collator = lazyValue(() => new Intl.Collator('pt-BR', { numeric: true }));

/**
 * Spaces and punctuation, in the collator's order: all of them before digits and letters. The
 * typographic apostrophe (’) is the straight one (') at this level.
 */
const PUNCTUATION = ' _-–—,;:!?.\'"()[]{}@*/\\&#%`´^+<=>|~$';
const ACCENTS = /[\u0300-\u036f]/g;
const TOKENS = /[0-9]+|[^0-9]/g;
const DIGITS = String.fromCharCode(PUNCTUATION.length + 1);

/**
 * A string that orders as the collator's first level orders `name` (letters without accents or
 * case, numbers by value), or null for a name with a character outside Latin letters, digits and
 * the punctuation above.
 */
function sortKey(name: string): string | null {
  const plain = name.normalize('NFD').replace(ACCENTS, '').replaceAll('’', "'").toLowerCase();
  let key = '';
  for (const [token] of plain.matchAll(TOKENS)) {
    if (token[0] >= '0' && token[0] <= '9') {
      const digits = token.replace(/^0+/, '');
      // ICU compares numbers of up to 254 digits by value; longer ones it splits.
      if (digits.length > 254) return null;
      key += DIGITS + String.fromCharCode(0x100 + digits.length) + digits;
    } else if (token >= 'a' && token <= 'z') {
      key += token;
    } else {
      const at = PUNCTUATION.indexOf(token);
      if (at < 0) return null;
      key += String.fromCharCode(at + 1);
    }
  }
  return key;
}

/**
 * `items` in the order of `Intl.Collator('pt-BR', { numeric: true })` on their names. The first
 * collator a page builds costs a phone 30–50 ms at 4× CPU (ICU loads its tables), and the list's
 * filters sort as the page hydrates; names of Latin letters, digits and punctuation whose first
 * level differs, as place and category names do, are put in the same order without it. Any other
 * list is sorted by the collator, names the collator holds equal by `tieBreak`.
 */
export function sortByName<T>(
  items: readonly T[],
  name: (item: T) => string,
  tieBreak: (item: T) => string = name,
): T[] {
  const keyed = items.map((item) => ({ item, key: sortKey(name(item)) }));
  const keys = new Set(keyed.map(({ key }) => key));
  if (keys.has(null) || keys.size < keyed.length) {
    const { compare } = collator();
    return [...items].sort(
      (a, b) => compare(name(a), name(b)) || compare(tieBreak(a), tieBreak(b)),
    );
  }
  return keyed.sort((a, b) => (a.key! < b.key! ? -1 : 1)).map(({ item }) => item);
}
