import { describe, expect, it } from 'vitest';

import { ApiError } from './errors';
import { normalizeFields, normalizeValue, parseTimestamp } from './normalize';

const norm = (value: unknown) => normalizeValue(value, 'v');

describe('normalizeValue', () => {
  it('stores numbers the way the official emulator answers them', () => {
    expect(norm({ integerValue: 7 })).toEqual({ integerValue: '7' });
    expect(norm({ integerValue: '-0' })).toEqual({ integerValue: '0' });
    expect(norm({ doubleValue: '2.5' })).toEqual({ doubleValue: 2.5 });
    expect(norm({ doubleValue: 'NaN' })).toEqual({ doubleValue: 'NaN' });
    expect(norm({ doubleValue: '-Infinity' })).toEqual({ doubleValue: '-Infinity' });
  });

  it('stores timestamps in UTC, cut to microseconds, with 0, 3 or 6 fraction digits', () => {
    const ts = (timestampValue: string) => norm({ timestampValue }).timestampValue;
    expect(ts('2024-03-01T10:00:00.123456789-03:00')).toBe('2024-03-01T13:00:00.123456Z');
    expect(ts('2024-01-01T00:00:00.1Z')).toBe('2024-01-01T00:00:00.100Z');
    expect(ts('2024-01-01T00:00:00.000000Z')).toBe('2024-01-01T00:00:00Z');
    expect(ts('2024-01-01T00:00:00.00001Z')).toBe('2024-01-01T00:00:00.000010Z');
    expect(ts('0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00Z');
  });

  it('drops empty arrays and maps to their bare form, and reads NULL_VALUE', () => {
    expect(norm({ arrayValue: { values: [] } })).toEqual({ arrayValue: {} });
    expect(norm({ mapValue: { fields: {} } })).toEqual({ mapValue: {} });
    expect(norm({ nullValue: 'NULL_VALUE' })).toEqual({ nullValue: null });
    expect(norm({ geoPointValue: { latitude: 10, longitude: 0 } })).toEqual({
      geoPointValue: { latitude: 10 },
    });
  });

  it.each([
    [{ what: 1 }],
    [{ stringValue: 'x', integerValue: '1' }],
    [{ integerValue: '1.5' }],
    [{ integerValue: '9223372036854775808' }],
    [{ doubleValue: 'many' }],
    [{ timestampValue: 'ontem' }],
    [{ timestampValue: '2024-02-30T00:00:00Z' }],
    [{ timestampValue: '2024-01-01T00:00:00' }],
    [{ booleanValue: 'true' }],
    [{ stringValue: 1 }],
    [{ geoPointValue: { latitude: 91 } }],
    [{ arrayValue: { values: [{}] } }],
    [{ mapValue: { fields: { a: { nope: 1 } } } }],
    [null],
    ['text'],
  ])('rejects %j with INVALID_ARGUMENT', (value) => {
    expect(() => norm(value)).toThrow(ApiError);
  });
});

describe('nesting', () => {
  const nested = (levels: number): unknown =>
    levels === 0 ? { integerValue: '1' } : { mapValue: { fields: { a: nested(levels - 1) } } };

  it('allows 20 levels of maps, as Firestore does, and refuses 21', () => {
    expect(() => norm(nested(20))).not.toThrow();
    expect(() => norm(nested(21))).toThrow(/nested deeper than 20/);
  });

  it('refuses absurd nesting without exhausting the stack', () => {
    const json = '{"arrayValue":{"values":['.repeat(50_000) + 'null' + ']}}'.repeat(50_000);
    expect(() => norm(JSON.parse(json))).toThrow(ApiError);
  });
});

describe('normalizeFields', () => {
  it('keeps field order and rejects a list where fields belong', () => {
    const fields = normalizeFields({ b: { integerValue: 1 }, a: { booleanValue: true } }, 'f');
    expect(Object.keys(fields)).toEqual(['b', 'a']);
    expect(() => normalizeFields([], 'f')).toThrow(/must be an object/);
  });
});

describe('parseTimestamp', () => {
  it('reads instants before 1970 and nanoseconds', () => {
    expect(parseTimestamp('1969-12-31T23:59:59.5Z')).toEqual({ seconds: -1, nanos: 500_000_000 });
    expect(parseTimestamp('2024-01-01T00:00:00.000000001+00:00')?.nanos).toBe(1);
  });
});
