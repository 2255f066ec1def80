import { describe, expect, it } from 'vitest';

import type { Fields, Value } from './normalize';
import { runQuery } from './query';
import type { StoredDocument } from './store';
import { readStructuredQuery } from './structured-query';

const root = 'projects/p/databases/(default)/documents/c';
const doc = (id: string, fields: Fields): StoredDocument => ({
  name: `${root}/${id}`,
  fields,
  createTime: '2024-01-01T00:00:00.000000Z',
  updateTime: '2024-01-01T00:00:00.000000Z',
});
const list = (...values: Value[]): Value => ({ arrayValue: { values } });
const int = (n: number): Value => ({ integerValue: String(n) });
const str = (stringValue: string): Value => ({ stringValue });

const docs = [
  doc('a', { n: int(1), tags: list(str('x'), str('y')) }),
  doc('b', { n: { doubleValue: 2.5 }, s: str('b') }),
  doc('c', { n: str('3'), tags: list(str('z')) }),
  doc('d', { n: { nullValue: null }, tags: list({ nullValue: null }) }),
  doc('e', { s: str('e') }),
  doc('f', { n: int(1), m: { mapValue: { fields: { k: { booleanValue: true } } } } }),
  doc('g', { n: { doubleValue: 'NaN' } }),
];

/** Runs a REST structuredQuery (checked as the server checks it) and returns document ids. */
const ids = (query: Record<string, unknown> = {}) =>
  runQuery(docs, readStructuredQuery({ from: [{ collectionId: 'c' }], ...query })).documents.map(
    (d) => d.name.split('/').pop(),
  );

const fieldFilter = (fieldPath: string, op: string, value: Value) => ({
  fieldFilter: { field: { fieldPath }, op, value },
});
const where = (fieldPath: string, op: string, value: Value) => ({
  where: fieldFilter(fieldPath, op, value),
});
const byN = (direction = 'ASCENDING') => [{ field: { fieldPath: 'n' }, direction }];

describe('field filters', () => {
  it.each([
    ['EQUAL', int(1), ['a', 'f']],
    ['EQUAL', { doubleValue: 1 }, ['a', 'f']],
    ['NOT_EQUAL', int(1), ['g', 'b', 'c']],
    ['LESS_THAN', int(3), ['a', 'f', 'b']],
    ['LESS_THAN_OR_EQUAL', { doubleValue: 2.5 }, ['a', 'f', 'b']],
    ['GREATER_THAN', int(1), ['b']],
    ['GREATER_THAN_OR_EQUAL', str(''), ['c']],
    ['IN', list(str('3'), { doubleValue: 2.5 }), ['b', 'c']],
    ['NOT_IN', list(int(1), str('3')), ['g', 'b']],
  ])('%s %j: same type class only, documents without the field left out', (op, value, expected) => {
    expect(ids(where('n', op, value))).toEqual(expected);
  });

  it('ARRAY_CONTAINS and ARRAY_CONTAINS_ANY look inside arrays only', () => {
    expect(ids(where('tags', 'ARRAY_CONTAINS', str('y')))).toEqual(['a']);
    expect(ids(where('tags', 'ARRAY_CONTAINS_ANY', list(str('x'), str('z'))))).toEqual(['a', 'c']);
    expect(ids(where('s', 'ARRAY_CONTAINS', str('b')))).toEqual([]);
  });

  it('a null operand matches nothing, as in the official emulator', () => {
    const nil = { nullValue: null };
    expect(ids(where('n', 'EQUAL', nil))).toEqual([]);
    expect(ids(where('n', 'NOT_EQUAL', nil))).toEqual([]);
    expect(ids(where('n', 'IN', list(nil, int(1))))).toEqual(['a', 'f']);
    expect(ids(where('n', 'NOT_IN', list(nil, int(1))))).toEqual([]);
    expect(ids(where('tags', 'ARRAY_CONTAINS', nil))).toEqual([]);
  });

  it('NaN equals nothing and is in no range', () => {
    expect(ids(where('n', 'EQUAL', { doubleValue: 'NaN' }))).toEqual([]);
    expect(ids(where('n', 'GREATER_THAN', { doubleValue: '-Infinity' }))).toEqual(['a', 'f', 'b']);
  });

  it('reads nested fields by dotted path', () => {
    expect(ids(where('m.k', 'EQUAL', { booleanValue: true }))).toEqual(['f']);
  });

  it('filters by document name with __name__', () => {
    const ref = { referenceValue: `${root}/c` };
    expect(ids(where('__name__', 'EQUAL', ref))).toEqual(['c']);
    expect(ids(where('__name__', 'GREATER_THAN', ref))).toEqual(['d', 'e', 'f', 'g']);
  });
});

describe('unary and composite filters', () => {
  it.each([
    ['IS_NULL', ['d']],
    ['IS_NAN', ['g']],
    ['IS_NOT_NULL', ['g', 'a', 'f', 'b', 'c']],
    ['IS_NOT_NAN', ['a', 'f', 'b', 'c']],
  ])('%s', (op, expected) => {
    expect(ids({ where: { unaryFilter: { field: { fieldPath: 'n' }, op } } })).toEqual(expected);
  });

  it('combines filters with AND and OR, nested', () => {
    const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
    const or = (...filters: unknown[]) => ({ compositeFilter: { op: 'OR', filters } });
    const isOne = fieldFilter('n', 'EQUAL', int(1));
    expect(ids({ where: and(isOne, fieldFilter('tags', 'ARRAY_CONTAINS', str('x'))) })).toEqual([
      'a',
    ]);
    expect(ids({ where: or(isOne, fieldFilter('s', 'EQUAL', str('e'))) })).toEqual(['a', 'e', 'f']);
    expect(ids({ where: and(or(isOne, fieldFilter('s', 'EQUAL', str('b')))) })).toEqual([
      'a',
      'b',
      'f',
    ]);
  });
});

describe('ordering', () => {
  it('orders across types, leaving out documents without the field', () => {
    expect(ids({ orderBy: byN() })).toEqual(['d', 'g', 'a', 'f', 'b', 'c']);
  });

  it('breaks ties by name in the direction of the last order', () => {
    expect(ids({ orderBy: byN('DESCENDING') })).toEqual(['c', 'b', 'f', 'a', 'g', 'd']);
    const nameAscending = [...byN('DESCENDING'), { field: { fieldPath: '__name__' } }];
    expect(ids({ orderBy: nameAscending })).toEqual(['c', 'b', 'a', 'f', 'g', 'd']);
  });

  it('orders by the inequality field when no order is given', () => {
    expect(ids(where('n', 'NOT_EQUAL', str('3')))).toEqual(['g', 'a', 'f', 'b']);
  });

  it('orders by several fields', () => {
    const two = [
      { field: { fieldPath: 's' }, direction: 'DESCENDING' },
      { field: { fieldPath: 'n' } },
    ];
    expect(ids({ orderBy: two })).toEqual(['b']);
  });

  it('orders by name when nothing else is asked', () => {
    expect(ids()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });
});

describe('offset and limit', () => {
  it('apply after ordering, with limit as a number or {value}', () => {
    expect(ids({ orderBy: byN(), limit: 2 })).toEqual(['d', 'g']);
    expect(ids({ orderBy: byN(), offset: 1, limit: { value: 2 } })).toEqual(['g', 'a']);
    expect(ids({ limit: 0 })).toEqual([]);
  });

  it('report how many documents the offset skipped', () => {
    const query = readStructuredQuery({ from: [{ collectionId: 'c' }], offset: 5 });
    expect(runQuery(docs, query)).toMatchObject({ skipped: 5 });
    expect(runQuery(docs.slice(0, 2), query)).toEqual({ documents: [], skipped: 2 });
  });
});

describe('readStructuredQuery', () => {
  it.each([
    [{ from: [] }, /exactly one collection/],
    [{ from: [{ collectionId: 'c' }], bogus: 1 }, /Unknown field "bogus"/],
    [{ from: [{ collectionId: 'c' }], startAt: {} }, /not supported/],
    [{ from: [{ collectionId: 'c' }], ...where('n', 'LIKE', str('x')) }, /LIKE/],
    [{ from: [{ collectionId: 'c' }], ...where('', 'EQUAL', str('x')) }, /empty property path/],
    [{ from: [{ collectionId: 'c' }], ...where('n', 'IN', int(1)) }, /ArrayValue/],
    [{ from: [{ collectionId: 'c' }], where: {} }, /exactly one filter/],
    [{ from: [{ collectionId: 'c' }], orderBy: [{ direction: 'UP' }] }, /direction/],
    [{ from: [{ collectionId: 'c' }], limit: -1 }, /limit is negative/],
    [{ from: [{ collectionId: 'c' }], offset: 1.5 }, /integer/],
  ])('rejects %j', (query, message) => {
    expect(() => readStructuredQuery(query)).toThrow(message);
  });
});
