import { describe, expect, it } from 'vitest';

import { runQuery, type StructuredQuery } from './query';
import type { StoredDocument } from './store';
import type { Fields, Value } from './values';

const root = 'projects/p/databases/(default)/documents/c';
const doc = (id: string, fields: Fields): StoredDocument => ({
  name: `${root}/${id}`,
  fields,
  createTime: '2024-01-01T00:00:00.000000Z',
  updateTime: '2024-01-01T00:00:00.000000Z',
});

const docs = [
  doc('a', { n: { integerValue: '1' }, tags: { arrayValue: { values: [{ stringValue: 'x' }] } } }),
  doc('b', { n: { doubleValue: 2.5 }, s: { stringValue: 'b' } }),
  doc('c', { n: { stringValue: '3' } }),
  doc('d', { n: { nullValue: null } }),
  doc('e', { s: { stringValue: 'e' } }),
  doc('f', {
    n: { integerValue: '1' },
    m: { mapValue: { fields: { k: { booleanValue: true } } } },
  }),
];

const ids = (query: Partial<StructuredQuery>) =>
  runQuery(docs, { from: [{ collectionId: 'c' }], ...query }).map((d) => d.name.split('/').pop());

const where = (fieldPath: string, op: string, value: Value) => ({
  where: { fieldFilter: { field: { fieldPath }, op, value } },
});

describe('filters', () => {
  it.each([
    ['EQUAL', { integerValue: '1' }, ['a', 'f']],
    ['NOT_EQUAL', { integerValue: '1' }, ['b', 'c']],
    ['LESS_THAN', { integerValue: '3' }, ['a', 'f', 'b']],
    ['LESS_THAN_OR_EQUAL', { doubleValue: 2.5 }, ['a', 'f', 'b']],
    ['GREATER_THAN', { integerValue: '1' }, ['b']],
    ['GREATER_THAN_OR_EQUAL', { stringValue: '' }, ['c']],
    ['IN', { arrayValue: { values: [{ stringValue: '3' }, { doubleValue: 2.5 }] } }, ['b', 'c']],
  ])('%s compares within one type and skips documents without the field', (op, value, expected) => {
    expect(ids(where('n', op, value as Value))).toEqual(expected);
  });

  it('ARRAY_CONTAINS matches array members only', () => {
    expect(ids(where('tags', 'ARRAY_CONTAINS', { stringValue: 'x' }))).toEqual(['a']);
  });

  it('reads nested fields by dotted path and combines filters with AND', () => {
    expect(ids(where('m.k', 'EQUAL', { booleanValue: true }))).toEqual(['f']);
    const both = {
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            where('n', 'EQUAL', { integerValue: '1' }).where,
            where('tags', 'ARRAY_CONTAINS', { stringValue: 'x' }).where,
          ],
        },
      },
    };
    expect(ids(both)).toEqual(['a']);
  });

  it('rejects an unknown operator', () => {
    expect(() => ids(where('n', 'LIKE', { stringValue: 'x' }))).toThrow(/LIKE/);
  });
});

describe('ordering', () => {
  it('orders across types, leaves out documents without the field, and breaks ties by name', () => {
    expect(ids({ orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }] })).toEqual([
      'd',
      'a',
      'f',
      'b',
      'c',
    ]);
    expect(
      ids({
        orderBy: [
          { field: { fieldPath: 'n' }, direction: 'DESCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
        ],
      }),
    ).toEqual(['c', 'b', 'f', 'a', 'd']);
  });

  it('applies offset and limit after ordering', () => {
    const order = { orderBy: [{ field: { fieldPath: 'n' } }] };
    expect(ids({ ...order, limit: 2 })).toEqual(['d', 'a']);
    expect(ids({ ...order, offset: 1, limit: { value: 2 } })).toEqual(['a', 'f']);
  });

  it('orders by name when nothing else is asked', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
