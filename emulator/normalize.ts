/**
 * Checks Firestore values given as REST JSON and stores them in the one form the official
 * emulator answers with, so a value read back looks the same from both: integers as decimal
 * strings, doubles as numbers (NaN and ±Infinity as strings, as proto3 JSON has it), timestamps
 * in UTC cut to microseconds, and no empty `values` or `fields`.
 */
import { readList, readObject } from './body';
import { invalid } from './errors';

export type Value = Record<string, unknown>;
export type Fields = Record<string, Value>;

const INT64 = 2n ** 63n;
const MAX_DEPTH = 20;
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

export interface Instant {
  seconds: number;
  nanos: number;
}

/** An RFC 3339 timestamp as seconds and nanoseconds since the epoch, or undefined if invalid. */
export function parseTimestamp(text: unknown): Instant | undefined {
  const match = typeof text === 'string' ? RFC3339.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second);
  // Date rolls 30 February over into March: a field that moved means the input was invalid.
  if (
    year < 1 ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    date.getUTCHours() !== hour ||
    date.getUTCMinutes() !== minute ||
    date.getUTCSeconds() !== second
  ) {
    return undefined;
  }
  const offset = match[8] ? (match[8] === '-' ? -1 : 1) * (+match[9] * 3600 + +match[10] * 60) : 0;
  const seconds = date.getTime() / 1000 - offset;
  // Firestore's range: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z.
  if (seconds < -62_135_596_800 || seconds > 253_402_300_799) return undefined;
  return { seconds, nanos: Number((match[7] ?? '').padEnd(9, '0')) };
}

/** Firestore keeps microseconds and prints 0, 3 or 6 fraction digits, as proto3 JSON does. */
export function formatTimestamp({ seconds, nanos }: Instant): string {
  const micros = Math.floor(nanos / 1000);
  const base = new Date(seconds * 1000).toISOString().slice(0, 19);
  const fraction =
    micros === 0
      ? ''
      : micros % 1000 === 0
        ? `.${String(micros / 1000).padStart(3, '0')}`
        : `.${String(micros).padStart(6, '0')}`;
  return `${base}${fraction}Z`;
}

function readDouble(inner: unknown): number | undefined {
  if (typeof inner === 'number') return inner;
  if (inner === 'NaN' || inner === 'Infinity' || inner === '-Infinity') return Number(inner);
  return typeof inner === 'string' && DECIMAL.test(inner) ? Number(inner) : undefined;
}

function readInt64(inner: unknown): string | undefined {
  if (typeof inner !== 'string' && typeof inner !== 'number') return undefined;
  if (!/^-?\d+$/.test(String(inner))) return undefined;
  const n = BigInt(inner);
  return n >= -INT64 && n < INT64 ? n.toString() : undefined;
}

function readGeoPoint(inner: unknown, where: string): Value | undefined {
  const point = readObject(inner, where, ['latitude', 'longitude']);
  const latitude = readDouble(point.latitude ?? 0);
  const longitude = readDouble(point.longitude ?? 0);
  if (latitude === undefined || longitude === undefined) return undefined;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return undefined;
  // proto3 JSON leaves out zeros, as the official emulator's answers do.
  return {
    geoPointValue: { ...(latitude ? { latitude } : {}), ...(longitude ? { longitude } : {}) },
  };
}

function normalizeOfType(
  type: string,
  inner: unknown,
  where: string,
  depth: number,
): Value | undefined {
  switch (type) {
    case 'nullValue':
      return inner === null || inner === 'NULL_VALUE' ? { nullValue: null } : undefined;
    case 'booleanValue':
      return typeof inner === 'boolean' ? { booleanValue: inner } : undefined;
    case 'integerValue': {
      const text = readInt64(inner);
      return text === undefined ? undefined : { integerValue: text };
    }
    case 'doubleValue': {
      const n = readDouble(inner);
      if (n === undefined) return undefined;
      return { doubleValue: Number.isFinite(n) ? n : String(n) };
    }
    case 'timestampValue': {
      const instant = parseTimestamp(inner);
      return instant && { timestampValue: formatTimestamp(instant) };
    }
    case 'stringValue':
    case 'referenceValue':
      return typeof inner === 'string' ? { [type]: inner } : undefined;
    case 'bytesValue':
      return typeof inner === 'string' && /^[A-Za-z0-9+/_-]*={0,2}$/.test(inner)
        ? { bytesValue: inner }
        : undefined;
    case 'geoPointValue':
      return readGeoPoint(inner, `${where}.geoPointValue`);
    case 'arrayValue': {
      const array = readObject(inner, `${where}.arrayValue`, ['values']);
      const values = readList(array.values, `${where}.arrayValue.values`).map((item, i) =>
        normalizeValue(item, `${where}.arrayValue.values[${i}]`, depth + 1),
      );
      return { arrayValue: values.length ? { values } : {} };
    }
    case 'mapValue': {
      const map = readObject(inner, `${where}.mapValue`, ['fields']);
      const fields = normalizeFields(map.fields, `${where}.mapValue.fields`, depth + 1);
      return { mapValue: Object.keys(fields).length ? { fields } : {} };
    }
    default:
      throw invalid(`${where} has an unknown value type "${type}"`);
  }
}

export function normalizeValue(value: unknown, where: string, depth = 0): Value {
  // Firestore's own limit, which also keeps a hostile body from exhausting the stack.
  if (depth > MAX_DEPTH) throw invalid(`${where} is nested deeper than ${MAX_DEPTH} levels`);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid(`${where} is not a Firestore value`);
  }
  const keys = Object.keys(value);
  if (keys.length !== 1) {
    throw invalid(`${where} must hold exactly one value type, not ${keys.length}`);
  }
  const [type] = keys;
  const inner = (value as Value)[type];
  const normalized = normalizeOfType(type, inner, where, depth);
  if (!normalized) throw invalid(`${where} has an invalid ${type}: ${JSON.stringify(inner)}`);
  return normalized;
}

export function normalizeFields(fields: unknown, where: string, depth = 0): Fields {
  if (fields === undefined || fields === null) return {};
  if (typeof fields !== 'object' || Array.isArray(fields)) {
    throw invalid(`${where} must be an object`);
  }
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      normalizeValue(value, `${where}.${key}`, depth),
    ]),
  );
}
