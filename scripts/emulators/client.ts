/**
 * A small REST client for any Firestore emulator (this project's or the official one):
 * seeding, wiping and reading the billable-read counter. Used by scripts and tests.
 */

export type FirestoreValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

export interface SeedDoc {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

const BATCH = 500;

export function toValue(value: unknown): FirestoreValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) {
    return value.length ? { arrayValue: { values: value.map(toValue) } } : { arrayValue: {} };
  }
  if (typeof value === 'object')
    return { mapValue: { fields: toFields(value as Record<string, unknown>) } };
  throw new TypeError(`Cannot encode ${typeof value} as a Firestore value`);
}

export function toFields(data: Record<string, unknown>): Record<string, FirestoreValue> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)]));
}

export function documentsPath(projectId: string): string {
  return `projects/${projectId}/databases/(default)/documents`;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) {
    throw new Error(`${init.method} ${url} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/** Writes the documents through `:commit`, at most 500 writes a call. */
export async function commitDocs(host: string, projectId: string, docs: SeedDoc[]): Promise<void> {
  const root = documentsPath(projectId);
  for (let start = 0; start < docs.length; start += BATCH) {
    const writes = docs.slice(start, start + BATCH).map((doc) => ({
      update: { name: `${root}/${doc.collection}/${doc.id}`, fields: toFields(doc.data) },
    }));
    await send(`http://${host}/v1/${root}:commit`, {
      method: 'POST',
      body: JSON.stringify({ writes }),
    });
  }
}

/** Deletes every document of the project (and, on this project's emulator, resets its counters). */
export async function wipe(host: string, projectId: string): Promise<void> {
  await send(`http://${host}/emulator/v1/${documentsPath(projectId)}`, { method: 'DELETE' });
}

/** Billable reads counted by this project's emulator since the last wipe. */
export async function readStats(host: string, projectId: string): Promise<{ reads: number }> {
  const response = await send(`http://${host}/emulator/v1/projects/${projectId}/stats`, {
    method: 'GET',
  });
  return (await response.json()) as { reads: number };
}
