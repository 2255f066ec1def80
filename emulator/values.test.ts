import { describe, expect, it } from 'vitest';

import { compareValues, InvalidArgument, validateFields, type Value, valuesEqual } from './values';

describe('compareValues', () => {
  it('orders across types as Firestore does', () => {
    const ordered: Value[] = [
      { nullValue: null },
      { booleanValue: false },
      { booleanValue: true },
      { doubleValue: Number.NaN },
      { integerValue: '-5' },
      { doubleValue: 1.5 },
      { integerValue: '2' },
      { timestampValue: '2024-01-01T00:00:00Z' },
      { timestampValue: '2024-01-01T00:00:00.000001Z' },
      { stringValue: '' },
      { stringValue: 'a' },
      { bytesValue: 'AA==' },
      { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
      { geoPointValue: { latitude: -23.5, longitude: -46.6 } },
      { arrayValue: {} },
      { arrayValue: { values: [{ integerValue: '1' }] } },
      { mapValue: {} },
    ];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort(compareValues)).toEqual(ordered);
  });

  it('compares integers and doubles numerically, and big integers exactly', () => {
    expect(compareValues({ integerValue: '1' }, { doubleValue: 1 })).toBe(0);
    expect(
      compareValues({ integerValue: '9007199254740993' }, { integerValue: '9007199254740992' }),
    ).toBe(1);
  });

  it('compares timestamps by instant, whatever their offset or precision', () => {
    expect(
      compareValues(
        { timestampValue: '2024-06-01T09:00:00-03:00' },
        { timestampValue: '2024-06-01T12:00:00.000000Z' },
      ),
    ).toBe(0);
  });

  it('compares strings by UTF-8 bytes, not UTF-16 units', () => {
    expect(compareValues({ stringValue: '\uffff' }, { stringValue: '😀' })).toBe(-1);
    expect(compareValues({ stringValue: 'Z' }, { stringValue: 'a' })).toBe(-1);
  });
});

describe('valuesEqual', () => {
  it('never equates NaN or values of different types', () => {
    expect(valuesEqual({ doubleValue: Number.NaN }, { doubleValue: Number.NaN })).toBe(false);
    expect(valuesEqual({ stringValue: '1' }, { integerValue: '1' })).toBe(false);
    expect(valuesEqual({ integerValue: '3' }, { doubleValue: 3 })).toBe(true);
  });
});

describe('validateFields', () => {
  it.each([
    [{ a: { what: 1 } }],
    [{ a: { stringValue: 'x', integerValue: '1' } }],
    [{ a: { integerValue: '1.5' } }],
    [{ a: { timestampValue: 'ontem' } }],
    [{ a: { arrayValue: { values: [{}] } } }],
    [[]],
  ])('rejects malformed fields %j', (fields) => {
    expect(() => validateFields(fields)).toThrow(InvalidArgument);
  });
});
