import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';

import { formatDate } from './format';
import { parseDate } from './parse-date';

describe('parseDate', () => {
  it('reads a Firestore Timestamp', () => {
    const date = parseDate(Timestamp.fromMillis(Date.UTC(2024, 5, 1, 15)));
    expect(date?.toISOString()).toBe('2024-06-01T15:00:00.000Z');
  });

  it('reads a plain {seconds} object, as a Timestamp arrives after serialisation', () => {
    expect(parseDate({ seconds: 1717254000, nanoseconds: 0 })?.toISOString()).toBe(
      '2024-06-01T15:00:00.000Z',
    );
  });

  it('reads ISO date-times and keeps a date-only ISO string on the same Brazilian day', () => {
    expect(parseDate('2024-06-01T10:30:00-03:00')?.toISOString()).toBe('2024-06-01T13:30:00.000Z');
    expect(formatDate(parseDate('2024-06-01'))).toBe('01/06/2024');
  });

  it('reads dd/mm/yyyy as that day in São Paulo', () => {
    expect(formatDate(parseDate('05/03/2025'))).toBe('05/03/2025');
    expect(formatDate(parseDate('5/3/2025'))).toBe('05/03/2025');
  });

  it('reads epoch milliseconds', () => {
    expect(parseDate(Date.UTC(2025, 0, 2, 12))?.toISOString()).toBe('2025-01-02T12:00:00.000Z');
  });

  it.each([
    ['garbage text', 'ontem'],
    ['an impossible day', '31/02/2024'],
    ['epoch seconds mistaken for milliseconds', 1717254000],
    ['NaN', Number.NaN],
    ['an invalid Date', new Date('nope')],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an array', [2024, 6, 1]],
    [
      'a throwing toDate',
      {
        toDate: () => {
          throw new Error('bad');
        },
      },
    ],
  ])('gives null for %s', (_label, value) => {
    expect(parseDate(value)).toBeNull();
  });
});
