import { describe, expect, it } from 'vitest';

import { formatEffectiveDate, splitAround } from './format';

describe('formatEffectiveDate', () => {
  it('writes the first of the month as an ordinal', () => {
    expect(formatEffectiveDate('2024-06-01')).toBe('1º de junho de 2024');
  });

  it('writes other days as cardinals, whatever the local time zone', () => {
    expect(formatEffectiveDate('2025-03-15')).toBe('15 de março de 2025');
    expect(formatEffectiveDate('2024-12-31')).toBe('31 de dezembro de 2024');
  });

  it('names every month as Intl does in pt-BR', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const iso = `2024-${String(month).padStart(2, '0')}-15`;
      expect(formatEffectiveDate(iso)).toBe(`15 de ${intl.format(new Date(iso))} de 2024`);
    }
  });

  it('rejects anything but an ISO calendar date', () => {
    expect(() => formatEffectiveDate('01/06/2024')).toThrow(RangeError);
    expect(() => formatEffectiveDate('2024-13-01')).toThrow(RangeError);
    expect(() => formatEffectiveDate('2024-02-30')).toThrow(RangeError);
  });
});

describe('splitAround', () => {
  it('puts each occurrence of the token at an odd index', () => {
    expect(splitAround('Escreva para a@b.co ou a@b.co.', 'a@b.co')).toEqual([
      'Escreva para ',
      'a@b.co',
      ' ou ',
      'a@b.co',
      '.',
    ]);
  });

  it('returns the text alone when the token is absent or empty', () => {
    expect(splitAround('sem contato', 'a@b.co')).toEqual(['sem contato']);
    expect(splitAround('sem contato', '')).toEqual(['sem contato']);
  });
});
