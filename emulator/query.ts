/**
 * Runs a checked structured query over one collection's documents the way Firestore does:
 * filters, the order (explicit, then inequality fields, then `__name__`), offset and limit.
 */
import { getField } from './fieldpath';
import type { StoredDocument } from './store';
import type { FieldRef, Filter, Order, Query } from './structured-query';
import {
  arrayItems,
  compareNames,
  compareStrings,
  compareValues,
  isNaNValue,
  isNull,
  typeOrder,
  type Value,
  valuesEqual,
} from './values';

const NAME = '__name__';

const INEQUALITIES = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NULL',
  'IS_NOT_NAN',
]);

function fieldValue(doc: StoredDocument, field: FieldRef): Value | undefined {
  return field.fieldPath === NAME ? { referenceValue: doc.name } : getField(doc.fields, field.path);
}

/** A range filter only matches values of its own type class, and never NaN or null. */
function inRange(found: Value, value: Value, test: (c: number) => boolean): boolean {
  if (typeOrder(found) !== typeOrder(value) || isNull(value)) return false;
  if (isNaNValue(found) || isNaNValue(value)) return false;
  return test(compareValues(found, value));
}

/** A null operand matches nothing, as in the official emulator (the SDK sends IS_NULL instead). */
function matchField(found: Value, filter: Extract<Filter, { kind: 'field' }>): boolean {
  const { op, value } = filter;
  const list = arrayItems(value);
  switch (op) {
    case 'EQUAL':
      return valuesEqual(found, value);
    case 'NOT_EQUAL':
      return !isNull(value) && !isNull(found) && !valuesEqual(found, value);
    case 'LESS_THAN':
      return inRange(found, value, (c) => c < 0);
    case 'LESS_THAN_OR_EQUAL':
      return inRange(found, value, (c) => c <= 0);
    case 'GREATER_THAN':
      return inRange(found, value, (c) => c > 0);
    case 'GREATER_THAN_OR_EQUAL':
      return inRange(found, value, (c) => c >= 0);
    case 'IN':
      return list.some((item) => valuesEqual(found, item));
    case 'NOT_IN':
      return !isNull(found) && !list.some(isNull) && !list.some((item) => valuesEqual(found, item));
    case 'ARRAY_CONTAINS':
      return arrayItems(found).some((item) => valuesEqual(item, value));
    case 'ARRAY_CONTAINS_ANY':
      return arrayItems(found).some((item) => list.some((wanted) => valuesEqual(item, wanted)));
  }
}

function matchUnary(found: Value, op: Extract<Filter, { kind: 'unary' }>['op']): boolean {
  switch (op) {
    case 'IS_NULL':
      return isNull(found);
    case 'IS_NOT_NULL':
      return !isNull(found);
    case 'IS_NAN':
      return isNaNValue(found);
    case 'IS_NOT_NAN':
      return !isNaNValue(found) && !isNull(found);
  }
}

/** A filter on a field never matches a document that lacks the field. */
function matches(doc: StoredDocument, filter: Filter): boolean {
  if (filter.kind === 'composite') {
    return filter.op === 'AND'
      ? filter.filters.every((f) => matches(doc, f))
      : filter.filters.some((f) => matches(doc, f));
  }
  const found = fieldValue(doc, filter.field);
  if (found === undefined) return false;
  return filter.kind === 'field' ? matchField(found, filter) : matchUnary(found, filter.op);
}

function inequalityFields(filter: Filter | undefined, out = new Map<string, FieldRef>()) {
  if (filter?.kind === 'composite') filter.filters.forEach((f) => inequalityFields(f, out));
  else if (filter && INEQUALITIES.has(filter.op)) out.set(filter.field.fieldPath, filter.field);
  return out;
}

/**
 * Firestore appends the inequality fields not already ordered (sorted by path), then
 * `__name__`, each in the direction of the last explicit order.
 */
function effectiveOrder(query: Query): Order[] {
  const orders = [...query.orderBy];
  const descending = orders.at(-1)?.descending ?? false;
  const ordered = new Set(orders.map((o) => o.field.fieldPath));
  const implicit = [...inequalityFields(query.where).values()]
    .filter((field) => !ordered.has(field.fieldPath))
    .sort((a, b) => compareStrings(a.fieldPath, b.fieldPath));
  for (const field of implicit) orders.push({ field, descending });
  if (!ordered.has(NAME)) orders.push({ field: { fieldPath: NAME, path: [NAME] }, descending });
  return orders;
}

function compareBy(orders: Order[]) {
  return (a: StoredDocument, b: StoredDocument): number => {
    for (const { field, descending } of orders) {
      const c =
        field.fieldPath === NAME
          ? compareNames(a.name, b.name)
          : compareValues(fieldValue(a, field)!, fieldValue(b, field)!);
      if (c) return descending ? -c : c;
    }
    return 0;
  };
}

/**
 * The matching documents in order, after offset and limit, and how many the offset skipped
 * (Firestore bills skipped documents as reads).
 */
/** Documents without a field the query orders by are left out, as Firestore's indexes do. */
function matching(docs: StoredDocument[], query: Query, orders: Order[]): StoredDocument[] {
  return docs
    .filter((doc) => !query.where || matches(doc, query.where))
    .filter((doc) => orders.every((o) => fieldValue(doc, o.field) !== undefined));
}

export function runQuery(
  docs: StoredDocument[],
  query: Query,
): { documents: StoredDocument[]; skipped: number } {
  const orders = effectiveOrder(query);
  const rows = matching(docs, query, orders).sort(compareBy(orders));
  const end = query.limit === undefined ? undefined : query.offset + query.limit;
  return {
    documents: rows.slice(query.offset, end),
    skipped: Math.min(query.offset, rows.length),
  };
}

/** How many documents `runQuery` would return, without sorting them. */
export function countQuery(docs: StoredDocument[], query: Query): number {
  const rows = matching(docs, query, effectiveOrder(query)).length;
  return Math.max(0, Math.min(rows - query.offset, query.limit ?? Infinity));
}
