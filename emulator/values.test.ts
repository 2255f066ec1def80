import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { compareNames, compareStrings, compareValues, type Value, valuesEqual } from './values';

const root = 'projects/p/databases/(default)/documents';

describe('compareValues', () => {
  it('orders across types as Firestore does', () => {
    const ordered: Value[] = [
      { nullValue: null },
      { booleanValue: false },
      { booleanValue: true },
      { doubleValue: 'NaN' },
      { doubleValue: '-Infinity' },
      { integerValue: '-5' },
      { doubleValue: 1.5 },
      { integerValue: '2' },
      { doubleValue: 'Infinity' },
      { timestampValue: '2024-01-01T00:00:00Z' },
      { timestampValue: '2024-01-01T00:00:00.000001Z' },
      { stringValue: '' },
      { stringValue: 'a' },
      { bytesValue: 'AA==' },
      { referenceValue: `${root}/a/b` },
      { geoPointValue: { latitude: -23.5, longitude: -46.6 } },
      { arrayValue: {} },
      { arrayValue: { values: [{ integerValue: '1' }] } },
      { mapValue: {} },
      { mapValue: { fields: { a: { integerValue: '1' } } } },
    ];
    expect([...ordered].reverse().sort(compareValues)).toEqual(ordered);
  });

  it('compares integers and doubles by exact value, even beyond 2^53', () => {
    expect(compareValues({ integerValue: '1' }, { doubleValue: 1 })).toBe(0);
    expect(compareValues({ integerValue: '0' }, { doubleValue: -0 })).toBe(0);
    // 2^53 + 1 has no double: a comparison through doubles would call these equal.
    expect(compareValues({ integerValue: '9007199254740993' }, { doubleValue: 2 ** 53 })).toBe(1);
    expect(compareValues({ doubleValue: 2 ** 53 }, { integerValue: '9007199254740993' })).toBe(-1);
    expect(compareValues({ integerValue: '-3' }, { doubleValue: -2.5 })).toBe(-1);
    expect(compareValues({ doubleValue: 'Infinity' }, { doubleValue: 'Infinity' })).toBe(0);
  });

  it('compares timestamps by instant, whatever their offset or precision', () => {
    const utc = { timestampValue: '2024-06-01T12:00:00Z' };
    expect(compareValues({ timestampValue: '2024-06-01T09:00:00-03:00' }, utc)).toBe(0);
    expect(compareValues({ timestampValue: '2024-06-01T12:00:00.100Z' }, utc)).toBe(1);
    expect(compareValues({ timestampValue: '2024-06-01T11:59:59.999999Z' }, utc)).toBe(-1);
  });

  it('compares strings by UTF-8 bytes, not UTF-16 units', () => {
    // U+FFFF is one UTF-16 unit above the surrogates of 😀, but its UTF-8 bytes sort lower.
    expect(compareValues({ stringValue: '\uffff' }, { stringValue: '😀' })).toBe(-1);
    expect(compareValues({ stringValue: 'Z' }, { stringValue: 'a' })).toBe(-1);
    expect(compareValues({ stringValue: 'é' }, { stringValue: 'z' })).toBe(1);
  });

  it('compares arrays and maps element by element, then by length', () => {
    const list = (...n: string[]): Value => ({
      arrayValue: { values: n.map((integerValue) => ({ integerValue })) },
    });
    expect(compareValues(list('1', '2'), list('1', '3'))).toBe(-1);
    expect(compareValues(list('2'), list('1', '9'))).toBe(1);
    expect(compareValues(list('1'), list('1', '0'))).toBe(-1);
    const map = (fields: Record<string, string>): Value => ({
      mapValue: {
        fields: Object.fromEntries(
          Object.entries(fields).map(([k, integerValue]) => [k, { integerValue }]),
        ),
      },
    });
    expect(compareValues(map({ b: '0' }), map({ a: '9' }))).toBe(1);
    expect(compareValues(map({ b: '1', a: '1' }), map({ a: '1', b: '2' }))).toBe(-1);
  });
});

describe('compareNames', () => {
  it('compares document names segment by segment', () => {
    expect(compareNames(`${root}/c/a/s/b`, `${root}/c/a`)).toBe(1);
    expect(compareNames(`${root}/c/a/s/b`, `${root}/c/b`)).toBe(-1);
    // Plain string order would put "c/a-x" before "c/a/…" ("-" < "/").
    expect(compareNames(`${root}/c/a/s/b`, `${root}/c/a-x`)).toBe(-1);
  });

  // The reference: names split into segments, each compared as UTF-8 bytes.
  const utf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  const bySegments = (a: string, b: string) => {
    const [as, bs] = [a.split('/'), b.split('/')];
    for (let i = 0; i < Math.min(as.length, bs.length); i++) {
      const c = utf8(as[i], bs[i]);
      if (c) return c;
    }
    return Math.sign(as.length - bs.length);
  };
  // Slashes, characters on both sides of '/', accents, U+E000-U+FFFF, emoji and lone surrogates.
  const unit = fc.constantFrom(
    '/',
    '-',
    '0',
    'a',
    'é',
    '\ue000',
    '\uffff',
    '😀',
    '\ud83d',
    '\ude00',
  );
  const name = fc.array(unit, { maxLength: 8 }).map((units) => units.join(''));

  it('orders any two names, and any two strings, as UTF-8 bytes segment by segment do', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(compareNames(a, b)).toBe(bySegments(a, b));
        expect(compareStrings(a, b)).toBe(utf8(a, b));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('valuesEqual', () => {
  it('equates integers and doubles of one value', () => {
    expect(valuesEqual({ integerValue: '3' }, { doubleValue: 3 })).toBe(true);
  });

  it('never equates NaN, null or values of different types', () => {
    expect(valuesEqual({ doubleValue: 'NaN' }, { doubleValue: 'NaN' })).toBe(false);
    expect(valuesEqual({ nullValue: null }, { nullValue: null })).toBe(false);
    expect(valuesEqual({ stringValue: '1' }, { integerValue: '1' })).toBe(false);
  });
});
