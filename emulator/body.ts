/**
 * Request bodies: JSON objects of at most Firestore's 10 MiB, and the strict readers of their
 * parts the handlers use.
 */
import type { IncomingMessage } from 'node:http';

import { invalid } from './errors';

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

/** Firestore's own limit on a request. */
const MAX_BODY = 10 * 1024 * 1024;

/** The SDK sends JSON as text/plain (to dodge preflights in some setups): ignore the type. */
export function readBody(request: IncomingMessage): Promise<Json> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => invalid(`Request payload size exceeds the limit: ${MAX_BODY} bytes.`);
    if (Number(request.headers['content-length']) > MAX_BODY) return reject(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else if (chunks.length) {
        chunks.length = 0;
        reject(tooLarge());
      }
    });
    request.on('error', reject);
    request.on('end', () => {
      try {
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (body && typeof body === 'object' && !Array.isArray(body)) resolve(body as Json);
        else reject(invalid('The request body must be a JSON object.'));
      } catch {
        reject(invalid("Payload isn't valid for request: not JSON."));
      }
    });
  });
}
