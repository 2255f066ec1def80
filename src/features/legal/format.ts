// The months as pt-BR writes them (Intl's 'long' month names, which a test compares against):
// a fixed list spares the legal pages building a date formatter, which costs a phone tens of
// milliseconds while they hydrate.
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/**
 * '2024-06-01' → '1º de junho de 2024'. Brazilian usage writes the first day of a month as an
 * ordinal. The date is a calendar date, not an instant: no time zone can move it.
 */
export function formatEffectiveDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const date = match ? new Date(Date.UTC(year, month - 1, day)) : null;
  if (!date || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Expected an ISO date (yyyy-mm-dd), got "${isoDate}".`);
  }
  return `${day === 1 ? '1º' : day} de ${MONTHS[month - 1]} de ${year}`;
}

/**
 * Splits `text` around each occurrence of `token`, so the caller can render the token as a link
 * without building HTML: odd indexes of the result are the token itself.
 */
export function splitAround(text: string, token: string): string[] {
  if (!token) return [text];
  return text.split(token).flatMap((part, index) => (index === 0 ? [part] : [token, part]));
}
