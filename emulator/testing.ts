/** Test helpers: a fresh emulator per test file, seeded before each test, and REST calls to it. */
import { request } from 'node:http';

import { afterAll, beforeAll, beforeEach } from 'vitest';

import { commitDocs, wipe } from '../scripts/emulators';
import { type RunningEmulator, startEmulator } from './server';

export const project = 'demo-server';
export const docs = `projects/${project}/databases/(default)/documents`;

export interface TestEmulator {
  /** The running emulator; set once the file's beforeAll has run. */
  emulator: RunningEmulator;
  /** `http://127.0.0.1:PORT` */
  base: string;
}

/** Starts an emulator for the file and seeds two `vagas` before each test. */
export function useEmulator(): TestEmulator {
  const running = {} as TestEmulator;
  beforeAll(async () => {
    running.emulator = await startEmulator({ port: 0 });
    running.base = `http://${running.emulator.address}`;
  });
  afterAll(() => running.emulator.close());
  beforeEach(async () => {
    await wipe(running.emulator.address, project);
    await commitDocs(running.emulator.address, project, [
      { collection: 'vagas', id: 'v1', data: { titulo: 'Um', n: 1 } },
      { collection: 'vagas', id: 'v2', data: { titulo: 'Dois', n: 2 } },
    ]);
  });
  return running;
}

/** REST calls as the SDK makes them: JSON in a text/plain body, an API key in the query. */
export function restClient(running: TestEmulator) {
  const post = (method: string, body: unknown, path = docs) =>
    fetch(`${running.base}/v1/${path}:${method}?key=fake`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const count = (collectionId: string, count: unknown = {}) =>
    post('runAggregationQuery', {
      structuredAggregationQuery: {
        aggregations: [{ alias: 'total', count }],
        structuredQuery: { from: [{ collectionId }] },
      },
    });
  return {
    post,
    count,
    query: (structuredQuery: unknown) => post('runQuery', { structuredQuery }),
    /** The `total` alias of a count answer. */
    total: async (collectionId: string, upTo: unknown = {}) => {
      const [answer] = await (await count(collectionId, upTo)).json();
      return answer.result.aggregateFields.total.integerValue as string;
    },
    getDoc: async (path: string) => (await fetch(`${running.base}/v1/${docs}/${path}`)).json(),
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with headers fetch will not send as given (`Host`), as a browser or attacker would. */
export function rawRequest(
  running: TestEmulator,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port: running.emulator.port, method, path, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
