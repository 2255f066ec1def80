/**
 * Firestore's total order over values: null < boolean < number < timestamp < string < bytes <
 * reference < geopoint < array < map. Works on the normalized REST JSON of normalize.ts.
 */
import { type Fields, parseTimestamp, type Value } from './normalize';

export type { Fields, Value } from './normalize';

const TYPE_ORDER: Record<string, number> = {
  nullValue: 0,
  booleanValue: 1,
  integerValue: 2,
  doubleValue: 2,
  timestampValue: 3,
  stringValue: 4,
  bytesValue: 5,
  referenceValue: 6,
  geoPointValue: 7,
  arrayValue: 8,
  mapValue: 9,
};

export const typeOrder = (value: Value): number => TYPE_ORDER[Object.keys(value)[0]];

export const isNull = (value: Value): boolean => 'nullValue' in value;

export const isNaNValue = (value: Value): boolean =>
  'doubleValue' in value && Number.isNaN(Number(value.doubleValue));

const sign = (a: number | bigint, b: number | bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** Exact, unlike converting the integer to a double: 2^53 + 1 is above the double 2^53. */
function compareDoubleToInteger(d: number, i: bigint): number {
  if (d === Infinity) return 1;
  if (d === -Infinity) return -1;
  const floor = Math.floor(d);
  return sign(BigInt(floor), i) || (d > floor ? 1 : 0);
}

/** NaN sorts below every other number, as in Firestore. */
function compareNumbers(a: Value, b: Value): number {
  if (isNaNValue(a) || isNaNValue(b)) return Number(!isNaNValue(a)) - Number(!isNaNValue(b));
  const ai = 'integerValue' in a ? BigInt(a.integerValue as string) : undefined;
  const bi = 'integerValue' in b ? BigInt(b.integerValue as string) : undefined;
  if (ai !== undefined && bi !== undefined) return sign(ai, bi);
  if (ai !== undefined) return -compareDoubleToInteger(Number(b.doubleValue), ai) || 0;
  if (bi !== undefined) return compareDoubleToInteger(Number(a.doubleValue), bi);
  return sign(Number(a.doubleValue), Number(b.doubleValue));
}

/** Sorting compares each timestamp many times; parsing it once per text keeps sorts cheap. */
const parsedTimes = new Map<string, { seconds: number; nanos: number }>();
function instant(text: unknown) {
  let parsed = parsedTimes.get(text as string);
  if (!parsed) {
    if (parsedTimes.size >= 10_000) parsedTimes.clear();
    parsed = parseTimestamp(text)!;
    parsedTimes.set(text as string, parsed);
  }
  return parsed;
}

function compareTimestamps(a: unknown, b: unknown): number {
  const at = instant(a);
  const bt = instant(b);
  return sign(at.seconds, bt.seconds) || sign(at.nanos, bt.nanos);
}

const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;

/**
 * Where `a` and `b` first differ, with the code units there (-1 past the end), or undefined
 * when UTF-16 order could differ from UTF-8 order there (a surrogate is involved).
 */
function firstDifference(a: string, b: string): [number, number] | undefined {
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  const ca = i < a.length ? a.charCodeAt(i) : -1;
  const cb = i < b.length ? b.charCodeAt(i) : -1;
  if (isSurrogate(ca) || isSurrogate(cb) || (i > 0 && isSurrogate(a.charCodeAt(i - 1)))) {
    return undefined;
  }
  return [ca, cb];
}

/**
 * Firestore orders strings by their UTF-8 bytes, which differs from UTF-16 above U+FFFF. Code
 * units give the same order away from surrogates, without encoding both strings on every call.
 */
export function compareStrings(a: string, b: string): number {
  const units = firstDifference(a, b);
  if (units) return sign(units[0], units[1]);
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** Document names compare segment by segment, so `c/a/s/b` sorts after `c/a` and before `c/b`. */
export function compareNames(a: string, b: string): number {
  const units = firstDifference(a, b);
  // The end of a name sorts before the end of a segment, which sorts before any character.
  const rank = (unit: number) => (unit === 0x2f ? -0.5 : unit);
  if (units) return sign(rank(units[0]), rank(units[1]));
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const c = compareStrings(as[i], bs[i]);
    if (c) return c;
  }
  return sign(as.length, bs.length);
}

export function arrayItems(value: Value): Value[] {
  return (value.arrayValue as { values?: Value[] } | undefined)?.values ?? [];
}

const mapFields = (value: Value): Fields => (value.mapValue as { fields?: Fields }).fields ?? {};

function compareLists(a: Value[], b: Value[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareValues(a[i], b[i]);
    if (c) return c;
  }
  return sign(a.length, b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const ak = Object.keys(a).sort(compareStrings);
  const bk = Object.keys(b).sort(compareStrings);
  for (let i = 0; i < Math.min(ak.length, bk.length); i++) {
    const c = compareStrings(ak[i], bk[i]) || compareValues(a[ak[i]], b[bk[i]]);
    if (c) return c;
  }
  return sign(ak.length, bk.length);
}

export function compareValues(a: Value, b: Value): number {
  const byType = sign(typeOrder(a), typeOrder(b));
  if (byType) return byType;
  switch (Object.keys(a)[0]) {
    case 'nullValue':
      return 0;
    case 'booleanValue':
      return sign(Number(a.booleanValue), Number(b.booleanValue));
    case 'integerValue':
    case 'doubleValue':
      return compareNumbers(a, b);
    case 'timestampValue':
      return compareTimestamps(a.timestampValue, b.timestampValue);
    case 'stringValue':
      return compareStrings(a.stringValue as string, b.stringValue as string);
    case 'bytesValue':
      return Buffer.compare(
        Buffer.from(a.bytesValue as string, 'base64'),
        Buffer.from(b.bytesValue as string, 'base64'),
      );
    case 'referenceValue':
      return compareNames(a.referenceValue as string, b.referenceValue as string);
    case 'geoPointValue': {
      const ag = a.geoPointValue as { latitude?: number; longitude?: number };
      const bg = b.geoPointValue as { latitude?: number; longitude?: number };
      return sign(ag.latitude ?? 0, bg.latitude ?? 0) || sign(ag.longitude ?? 0, bg.longitude ?? 0);
    }
    case 'arrayValue':
      return compareLists(arrayItems(a), arrayItems(b));
    default:
      return compareMaps(mapFields(a), mapFields(b));
  }
}

/** Equality as filters see it: same type class and equal; NaN and null equal nothing. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b) || isNull(a) || isNull(b)) return false;
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}
