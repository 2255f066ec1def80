import { lazyValue } from '@/lib/lazy-value';

const monthName = lazyValue(
  () => new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }),
);

/**
 * '2024-06-01' → '1º de junho de 2024'. Brazilian usage writes the first day of a month as an
 * ordinal. The date is read and formatted in UTC because it is a calendar date, not an instant.
 */
export function formatEffectiveDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Expected an ISO date (yyyy-mm-dd), got "${isoDate}".`);
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${day === 1 ? '1º' : day} de ${monthName().format(date)} de ${year}`;
}

/**
 * Splits `text` around each occurrence of `token`, so the caller can render the token as a link
 * without building HTML: odd indexes of the result are the token itself.
 */
export function splitAround(text: string, token: string): string[] {
  if (!token) return [text];
  return text.split(token).flatMap((part, index) => (index === 0 ? [part] : [token, part]));
}
