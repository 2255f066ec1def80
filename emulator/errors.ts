/** Errors that reach the caller as Firestore's JSON error body, and strict reading of JSON input. */

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new ApiError(400, 'INVALID_ARGUMENT', message);

export type Json = Record<string, unknown>;

/**
 * Reads a JSON object, rejecting keys outside `known` the way the official emulator's proto
 * parser does, so a typo in a request fails here as it would there. Keys in `unsupported` are
 * valid Firestore but beyond this emulator: they fail with a message saying so.
 */
export function readObject(
  value: unknown,
  where: string,
  known: readonly string[],
  unsupported: readonly string[] = [],
): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid(`${where} must be a JSON object`);
  }
  for (const key of Object.keys(value)) {
    if (unsupported.includes(key)) {
      throw invalid(`${where}.${key} is not supported by this emulator`);
    }
    if (!known.includes(key)) throw invalid(`Unknown field "${key}" in ${where}`);
  }
  return value as Json;
}

export function readList(value: unknown, where: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid(`${where} must be a list`);
  return value;
}

/** proto3 JSON integers arrive as numbers or decimal strings. */
export function readInteger(value: unknown, where: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    throw invalid(`${where} must be an integer`);
  }
  return n;
}
