/**
 * `modified_time` is written by another app and has been seen as a Firestore Timestamp, an ISO
 * string, a 'dd/mm/yyyy' string and epoch milliseconds. Anything else, or a date outside
 * 2000–2100 (a sign of seconds mistaken for milliseconds or of garbage), becomes null.
 */

const MIN = Date.UTC(2000, 0, 1);
const MAX = Date.UTC(2100, 0, 1);
// Brazil has had no daylight saving time since 2019: a calendar day starts at 03:00 UTC.
const SAO_PAULO_OFFSET_HOURS = 3;

function valid(ms: number): Date | null {
  return Number.isFinite(ms) && ms >= MIN && ms < MAX ? new Date(ms) : null;
}

function calendarDay(year: number, month: number, day: number): Date | null {
  const ms = Date.UTC(year, month - 1, day, SAO_PAULO_OFFSET_HOURS);
  const date = new Date(ms);
  // Reject 31/02/2024 and the like instead of letting Date roll them over.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return valid(ms);
}

function fromString(value: string): Date | null {
  const text = value.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (br) return calendarDay(Number(br[3]), Number(br[2]), Number(br[1]));
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (isoDay) return calendarDay(Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3]));
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  return valid(Date.parse(text));
}

function hasToDate(value: object): value is { toDate: () => unknown } {
  return typeof (value as { toDate?: unknown }).toDate === 'function';
}

export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return valid(value.getTime());
  if (typeof value === 'number') return valid(value);
  if (typeof value === 'string') return fromString(value);
  if (value && typeof value === 'object') {
    if (hasToDate(value)) {
      try {
        const date = value.toDate();
        return date instanceof Date ? valid(date.getTime()) : null;
      } catch {
        return null;
      }
    }
    const { seconds } = value as { seconds?: unknown };
    if (typeof seconds === 'number') return valid(seconds * 1000);
  }
  return null;
}
