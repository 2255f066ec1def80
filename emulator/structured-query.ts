/**
 * Reads a REST `structuredQuery` into a checked, typed query, refusing what the official
 * emulator refuses (unknown keys, operators, empty paths, negative limits, reserved collection
 * ids, filters nested too deep) with 400s.
 */
import { readInteger, readList, readObject } from './body';
import { invalid } from './errors';
import { type FieldPath, parseFieldPath } from './fieldpath';
import { collectionId as checkCollectionId } from './names';
import { normalizeValue, type Value } from './normalize';
import { arrayItems } from './values';

export const FIELD_OPS = [
  'EQUAL',
  'NOT_EQUAL',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'IN',
  'NOT_IN',
  'ARRAY_CONTAINS',
  'ARRAY_CONTAINS_ANY',
] as const;
export const UNARY_OPS = ['IS_NULL', 'IS_NOT_NULL', 'IS_NAN', 'IS_NOT_NAN'] as const;
const LIST_OPS = ['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY'];

export interface FieldRef {
  fieldPath: string;
  path: FieldPath;
}
export type Filter =
  | { kind: 'field'; field: FieldRef; op: (typeof FIELD_OPS)[number]; value: Value }
  | { kind: 'unary'; field: FieldRef; op: (typeof UNARY_OPS)[number] }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] };
export interface Order {
  field: FieldRef;
  descending: boolean;
}
export interface Query {
  collectionId: string;
  allDescendants: boolean;
  where?: Filter;
  orderBy: Order[];
  offset: number;
  limit?: number;
  /** Field paths to return; undefined returns whole documents. */
  select?: FieldPath[];
}

function readField(raw: unknown, where: string): FieldRef {
  const { fieldPath } = readObject(raw, where, ['fieldPath']);
  return { fieldPath: String(fieldPath ?? ''), path: parseFieldPath(fieldPath) };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], what: string): T {
  if (!allowed.includes(value as T)) throw invalid(`Unknown ${what}: ${JSON.stringify(value)}`);
  return value as T;
}

/**
 * The official emulator's request parser stops 100 protobuf messages deep: with the request at
 * depth 0, a filter's field or value (two messages below its Filter) must sit at depth 100 or
 * less. Checking before descending keeps a hostile 20,000-deep filter off the call stack.
 */
export const MAX_MESSAGE_DEPTH = 100;

function readFilter(raw: unknown, where: string, depth: number): Filter {
  if (depth + 2 > MAX_MESSAGE_DEPTH) {
    throw invalid("Payload isn't valid for request: its filters are nested too deep.");
  }
  const filter = readObject(raw, where, ['fieldFilter', 'unaryFilter', 'compositeFilter']);
  const kinds = Object.keys(filter);
  if (kinds.length !== 1) throw invalid(`${where} must hold exactly one filter type`);
  if ('fieldFilter' in filter) {
    const at = `${where}.fieldFilter`;
    const f = readObject(filter.fieldFilter, at, ['field', 'op', 'value']);
    const op = oneOf(f.op, FIELD_OPS, 'FieldFilter operator');
    const value = normalizeValue(f.value, `${at}.value`);
    if (LIST_OPS.includes(op) && (!('arrayValue' in value) || arrayItems(value).length === 0)) {
      throw invalid(`'${op}' requires a non-empty ArrayValue.`);
    }
    return { kind: 'field', field: readField(f.field, `${at}.field`), op, value };
  }
  if ('unaryFilter' in filter) {
    const at = `${where}.unaryFilter`;
    const f = readObject(filter.unaryFilter, at, ['field', 'op']);
    const op = oneOf(f.op, UNARY_OPS, 'UnaryFilter operator');
    return { kind: 'unary', field: readField(f.field, `${at}.field`), op };
  }
  const at = `${where}.compositeFilter`;
  const f = readObject(filter.compositeFilter, at, ['op', 'filters']);
  const op = oneOf(f.op, ['AND', 'OR'] as const, 'CompositeFilter operator');
  const filters = readList(f.filters, `${at}.filters`).map((item, i) =>
    readFilter(item, `${at}.filters[${i}]`, depth + 2),
  );
  return { kind: 'composite', op, filters };
}

function readOrder(raw: unknown, where: string): Order {
  const order = readObject(raw, where, ['field', 'direction']);
  const direction = oneOf(
    order.direction ?? 'ASCENDING',
    ['ASCENDING', 'DESCENDING', 'DIRECTION_UNSPECIFIED'] as const,
    'direction',
  );
  return {
    field: readField(order.field, `${where}.field`),
    descending: direction === 'DESCENDING',
  };
}

/** `limit` is an Int32Value: proto3 JSON sends a bare number, some hand-written calls `{value}`. */
function readLimit(raw: unknown): number | undefined {
  const inner =
    raw && typeof raw === 'object'
      ? readObject(raw, 'structuredQuery.limit', ['value']).value
      : raw;
  const limit = readInteger(inner, 'structuredQuery.limit');
  if (limit !== undefined && limit < 0) throw invalid('limit is negative');
  return limit;
}

/** `depth` is the protobuf message depth of the StructuredQuery in its request. */
export function readStructuredQuery(raw: unknown, depth = 1): Query {
  if (raw === undefined) throw invalid('only structured queries are supported');
  const query = readObject(
    raw,
    'structuredQuery',
    ['select', 'from', 'where', 'orderBy', 'offset', 'limit'],
    ['startAt', 'endAt', 'findNearest'],
  );
  const from = readList(query.from, 'structuredQuery.from');
  if (from.length !== 1) {
    throw invalid('StructuredQuery.from must name exactly one collection selector.');
  }
  const selector = readObject(from[0], 'structuredQuery.from[0]', [
    'collectionId',
    'allDescendants',
  ]);
  const collectionId = checkCollectionId(selector.collectionId);
  const offset = readInteger(query.offset, 'structuredQuery.offset') ?? 0;
  if (offset < 0) throw invalid('offset is negative');
  const select =
    query.select === undefined
      ? undefined
      : readList(
          readObject(query.select, 'structuredQuery.select', ['fields']).fields,
          'structuredQuery.select.fields',
        ).map((field, i) => readField(field, `structuredQuery.select.fields[${i}]`).path);
  return {
    collectionId,
    allDescendants: selector.allDescendants === true,
    where:
      query.where === undefined || query.where === null
        ? undefined
        : readFilter(query.where, 'structuredQuery.where', depth + 1),
    orderBy: readList(query.orderBy, 'structuredQuery.orderBy').map((order, i) =>
      readOrder(order, `structuredQuery.orderBy[${i}]`),
    ),
    offset,
    limit: readLimit(query.limit),
    select,
  };
}
