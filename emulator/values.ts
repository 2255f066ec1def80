/**
 * Firestore values as REST JSON, and Firestore's total order over them: null < boolean < number
 * < timestamp < string < bytes < reference < geopoint < array < map.
 */

export type Value = Record<string, unknown>;
export type Fields = Record<string, Value>;

export class InvalidArgument extends Error {}

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

export function kind(value: Value): string {
  const keys = Object.keys(value ?? {});
  if (keys.length !== 1 || !(keys[0] in TYPE_ORDER)) {
    throw new InvalidArgument(`Invalid value: ${JSON.stringify(value)}`);
  }
  return keys[0];
}

export const typeOrder = (value: Value): number => TYPE_ORDER[kind(value)];

export function validateFields(fields: unknown): Fields {
  if (fields === undefined) return {};
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new InvalidArgument('fields must be an object');
  }
  for (const value of Object.values(fields as Fields)) validateValue(value);
  return fields as Fields;
}

function validateValue(value: Value): void {
  const type = kind(value);
  const inner = value[type];
  if (type === 'arrayValue') {
    ((inner as { values?: Value[] })?.values ?? []).forEach(validateValue);
  } else if (type === 'mapValue') {
    validateFields((inner as { fields?: Fields })?.fields);
  } else if (type === 'timestampValue' && Number.isNaN(timestamp(inner as string)[0])) {
    throw new InvalidArgument(`Invalid timestamp: ${String(inner)}`);
  } else if (type === 'integerValue' && !/^-?\d+$/.test(String(inner))) {
    throw new InvalidArgument(`Invalid integer: ${String(inner)}`);
  }
}

/** [epoch seconds, nanoseconds] of an RFC 3339 timestamp. */
function timestamp(text: string): [number, number] {
  const match = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/.exec(String(text));
  if (!match) return [Number.NaN, 0];
  const seconds = Date.parse(`${match[1]}${match[3]}`) / 1000;
  return [seconds, Number((match[2] ?? '').padEnd(9, '0'))];
}

function number(value: Value): number | bigint {
  if ('integerValue' in value) return BigInt(value.integerValue as string);
  return Number(value.doubleValue);
}

function compareNumbers(a: number | bigint, b: number | bigint): number {
  const aNaN = typeof a === 'number' && Number.isNaN(a);
  const bNaN = typeof b === 'number' && Number.isNaN(b);
  if (aNaN || bNaN) return aNaN && bNaN ? 0 : aNaN ? -1 : 1;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  return Math.sign(Number(a) - Number(b));
}

const utf8 = (text: unknown) => Buffer.from(String(text), 'utf8');

export function compareStrings(a: string, b: string): number {
  return Buffer.compare(utf8(a), utf8(b));
}

export function compareReferences(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const c = compareStrings(as[i], bs[i]);
    if (c) return c;
  }
  return Math.sign(as.length - bs.length);
}

export function compareValues(a: Value, b: Value): number {
  const byType = typeOrder(a) - typeOrder(b);
  if (byType) return Math.sign(byType);
  const type = kind(a);
  switch (type) {
    case 'nullValue':
      return 0;
    case 'booleanValue':
      return Number(a.booleanValue) - Number(b.booleanValue);
    case 'integerValue':
    case 'doubleValue':
      return compareNumbers(number(a), number(b));
    case 'timestampValue': {
      const [as, an] = timestamp(a.timestampValue as string);
      const [bs, bn] = timestamp(b.timestampValue as string);
      return Math.sign(as - bs) || Math.sign(an - bn);
    }
    case 'stringValue':
      return compareStrings(a.stringValue as string, b.stringValue as string);
    case 'bytesValue':
      return Buffer.compare(
        Buffer.from(String(a.bytesValue), 'base64'),
        Buffer.from(String(b.bytesValue), 'base64'),
      );
    case 'referenceValue':
      return compareReferences(a.referenceValue as string, b.referenceValue as string);
    case 'geoPointValue': {
      const ag = a.geoPointValue as { latitude?: number; longitude?: number };
      const bg = b.geoPointValue as { latitude?: number; longitude?: number };
      return (
        Math.sign((ag.latitude ?? 0) - (bg.latitude ?? 0)) ||
        Math.sign((ag.longitude ?? 0) - (bg.longitude ?? 0))
      );
    }
    case 'arrayValue':
      return compareLists(arrayItems(a), arrayItems(b));
    default:
      return compareMaps(
        (a.mapValue as { fields?: Fields }).fields ?? {},
        (b.mapValue as { fields?: Fields }).fields ?? {},
      );
  }
}

export function arrayItems(value: Value): Value[] {
  return (value.arrayValue as { values?: Value[] } | undefined)?.values ?? [];
}

function compareLists(a: Value[], b: Value[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareValues(a[i], b[i]);
    if (c) return c;
  }
  return Math.sign(a.length - b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const ak = Object.keys(a).sort(compareStrings);
  const bk = Object.keys(b).sort(compareStrings);
  for (let i = 0; i < Math.min(ak.length, bk.length); i++) {
    const c = compareStrings(ak[i], bk[i]) || compareValues(a[ak[i]], b[bk[i]]);
    if (c) return c;
  }
  return Math.sign(ak.length - bk.length);
}

export const isNaNValue = (value: Value) =>
  'doubleValue' in value && Number.isNaN(Number(value.doubleValue));

/** Equality as filters see it: same type class, equal, and NaN never equal. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}
