/**
 * The structuredQuery engine: filters, ordering (with Firestore's cross-type order and the
 * implicit `__name__` tie-break), offset and limit, over one collection's documents.
 */
import type { StoredDocument } from './store';
import {
  arrayItems,
  compareReferences,
  compareValues,
  type Fields,
  InvalidArgument,
  isNaNValue,
  typeOrder,
  type Value,
  valuesEqual,
} from './values';

interface FieldReference {
  fieldPath: string;
}
interface Order {
  field: FieldReference;
  direction?: 'ASCENDING' | 'DESCENDING' | 'DIRECTION_UNSPECIFIED';
}
type Filter =
  | { fieldFilter: { field: FieldReference; op: string; value: Value } }
  | { unaryFilter: { field: FieldReference; op: string } }
  | { compositeFilter: { op: string; filters: Filter[] } };

export interface StructuredQuery {
  from?: { collectionId: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  limit?: number | { value: number };
  offset?: number;
  startAt?: unknown;
  endAt?: unknown;
  select?: unknown;
}

const NAME = '__name__';

function splitPath(path: string): string[] {
  const segments: string[] = [];
  const pattern = /`((?:[^`\\]|\\.)*)`|([^.`]+)/g;
  for (const match of path.matchAll(pattern)) {
    segments.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]);
  }
  return segments;
}

function fieldValue(doc: StoredDocument, path: string): Value | undefined {
  if (path === NAME) return { referenceValue: doc.name };
  let fields: Fields | undefined = doc.fields;
  let value: Value | undefined;
  for (const segment of splitPath(path)) {
    value = fields?.[segment];
    if (value === undefined) return undefined;
    fields = (value.mapValue as { fields?: Fields } | undefined)?.fields;
  }
  return value;
}

const INEQUALITIES = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

function listOf(value: Value, op: string): Value[] {
  if (!value || !('arrayValue' in value)) throw new InvalidArgument(`${op} needs an array value`);
  return arrayItems(value);
}

function matchField(found: Value | undefined, op: string, value: Value): boolean {
  if (found === undefined) return false;
  const sameType =
    typeOrder(found) === typeOrder(value) && !isNaNValue(found) && !isNaNValue(value);
  const c = () => compareValues(found, value);
  switch (op) {
    case 'EQUAL':
      return valuesEqual(found, value);
    case 'NOT_EQUAL':
      return !('nullValue' in found) && !valuesEqual(found, value);
    case 'LESS_THAN':
      return sameType && c() < 0;
    case 'LESS_THAN_OR_EQUAL':
      return sameType && c() <= 0;
    case 'GREATER_THAN':
      return sameType && c() > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return sameType && c() >= 0;
    case 'IN':
      return listOf(value, op).some((item) => valuesEqual(found, item));
    case 'NOT_IN':
      return !('nullValue' in found) && !listOf(value, op).some((item) => valuesEqual(found, item));
    case 'ARRAY_CONTAINS':
      return 'arrayValue' in found && arrayItems(found).some((item) => valuesEqual(item, value));
    case 'ARRAY_CONTAINS_ANY': {
      const wanted = listOf(value, op);
      return (
        'arrayValue' in found &&
        arrayItems(found).some((item) => wanted.some((w) => valuesEqual(item, w)))
      );
    }
    default:
      throw new InvalidArgument(`Unsupported field filter operator: ${op}`);
  }
}

function matchUnary(found: Value | undefined, op: string): boolean {
  if (found === undefined) return false;
  switch (op) {
    case 'IS_NULL':
      return 'nullValue' in found;
    case 'IS_NOT_NULL':
      return !('nullValue' in found);
    case 'IS_NAN':
      return isNaNValue(found);
    case 'IS_NOT_NAN':
      return !isNaNValue(found) && !('nullValue' in found);
    default:
      throw new InvalidArgument(`Unsupported unary filter operator: ${op}`);
  }
}

function matches(doc: StoredDocument, filter: Filter): boolean {
  if ('fieldFilter' in filter) {
    const { field, op, value } = filter.fieldFilter;
    return matchField(fieldValue(doc, field.fieldPath), op, value);
  }
  if ('unaryFilter' in filter) {
    const { field, op } = filter.unaryFilter;
    return matchUnary(fieldValue(doc, field.fieldPath), op);
  }
  if ('compositeFilter' in filter) {
    const { op, filters } = filter.compositeFilter;
    if (op === 'AND') return (filters ?? []).every((f) => matches(doc, f));
    if (op === 'OR') return (filters ?? []).some((f) => matches(doc, f));
    throw new InvalidArgument(`Unsupported composite filter operator: ${op}`);
  }
  throw new InvalidArgument('Unknown filter type');
}

function inequalityFields(filter: Filter | undefined, out: string[] = []): string[] {
  if (!filter) return out;
  if ('fieldFilter' in filter && INEQUALITIES.has(filter.fieldFilter.op)) {
    if (!out.includes(filter.fieldFilter.field.fieldPath))
      out.push(filter.fieldFilter.field.fieldPath);
  } else if ('compositeFilter' in filter) {
    (filter.compositeFilter.filters ?? []).forEach((f) => inequalityFields(f, out));
  }
  return out;
}

/** The order Firestore applies: explicit orders, inequality fields, then `__name__`. */
function effectiveOrder(query: StructuredQuery): Order[] {
  const orders = [...(query.orderBy ?? [])];
  for (const field of inequalityFields(query.where)) {
    if (!orders.some((o) => o.field.fieldPath === field))
      orders.push({ field: { fieldPath: field } });
  }
  if (!orders.some((o) => o.field.fieldPath === NAME)) {
    orders.push({ field: { fieldPath: NAME }, direction: orders.at(-1)?.direction });
  }
  return orders;
}

function limitOf(query: StructuredQuery): number | undefined {
  const raw = typeof query.limit === 'object' ? query.limit?.value : query.limit;
  if (raw === undefined || raw === null) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgument(`Invalid limit: ${String(raw)}`);
  return n;
}

export function validateQuery(query: unknown): StructuredQuery {
  if (!query || typeof query !== 'object') throw new InvalidArgument('structuredQuery is required');
  const q = query as StructuredQuery;
  if (
    !Array.isArray(q.from) ||
    q.from.length !== 1 ||
    typeof q.from[0]?.collectionId !== 'string'
  ) {
    throw new InvalidArgument('structuredQuery.from must name exactly one collection');
  }
  if (q.from[0].allDescendants)
    throw new InvalidArgument('Collection group queries are not supported');
  if (q.startAt || q.endAt) throw new InvalidArgument('Query cursors are not supported');
  return q;
}

/** Runs the query over the collection's documents; `applyLimit` is off for counts with upTo. */
export function runQuery(docs: StoredDocument[], query: StructuredQuery): StoredDocument[] {
  const orders = effectiveOrder(query);
  const rows = docs
    .filter((doc) => !query.where || matches(doc, query.where))
    .filter((doc) => orders.every((o) => fieldValue(doc, o.field.fieldPath) !== undefined))
    .sort((a, b) => {
      for (const order of orders) {
        const path = order.field.fieldPath;
        const c =
          path === NAME
            ? compareReferences(a.name, b.name)
            : compareValues(fieldValue(a, path)!, fieldValue(b, path)!);
        if (c) return order.direction === 'DESCENDING' ? -c : c;
      }
      return 0;
    });
  const offset = Number(query.offset ?? 0);
  const limit = limitOf(query);
  return rows.slice(offset, limit === undefined ? undefined : offset + limit);
}
