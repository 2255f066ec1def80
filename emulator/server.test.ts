import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { commitDocs, readStats, wipe } from './client';
import { type RunningEmulator, startEmulator } from './server';

let emulator: RunningEmulator;
let base: string;
const project = 'demo-server';
const docs = `projects/${project}/databases/(default)/documents`;

const post = (method: string, body: unknown) =>
  fetch(`${base}/v1/${docs}:${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const count = (collectionId: string) =>
  post('runAggregationQuery', {
    structuredAggregationQuery: {
      aggregations: [{ alias: 'total', count: {} }],
      structuredQuery: { from: [{ collectionId }] },
    },
  });

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  base = `http://${emulator.address}`;
});

afterAll(() => emulator.close());

beforeEach(async () => {
  await wipe(emulator.address, project);
  await commitDocs(emulator.address, project, [
    { collection: 'vagas', id: 'v1', data: { titulo: 'Um', n: 1 } },
    { collection: 'vagas', id: 'v2', data: { titulo: 'Dois', n: 2 } },
  ]);
});

describe('HTTP surface', () => {
  it('answers GET / and 404s unknown paths with a Firestore error body', async () => {
    expect((await fetch(`${base}/`)).status).toBe(200);
    const response = await fetch(`${base}/v2/nothing`);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
  });

  it('answers bad JSON and bad queries with INVALID_ARGUMENT, and keeps serving', async () => {
    for (const body of ['{not json', '[]', { structuredQuery: { from: [] } }]) {
      const response = await post('runQuery', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 400, message: expect.any(String), status: 'INVALID_ARGUMENT' },
      });
    }
    const bad = await post('runQuery', {
      structuredQuery: {
        from: [{ collectionId: 'vagas' }],
        where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'EQUAL', value: { nope: 1 } } },
      },
    });
    expect(bad.status).toBe(400);
    expect((await count('vagas')).status).toBe(200);
  });

  it('answers CORS preflights from another localhost port', async () => {
    const response = await fetch(`${base}/v1/${docs}:runQuery`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-goog-api-client,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-goog-api-client');
  });

  it('serves a document by GET, and 404s a missing one', async () => {
    const found = await fetch(`${base}/v1/${docs}/vagas/v1`);
    expect(await found.json()).toMatchObject({
      name: `${docs}/vagas/v1`,
      fields: { titulo: { stringValue: 'Um' }, n: { integerValue: '1' } },
      createTime: expect.stringMatching(/\.\d{6}Z$/),
    });
    expect((await fetch(`${base}/v1/${docs}/vagas/none`)).status).toBe(404);
  });

  it('reports missing documents in batchGet, in the order asked', async () => {
    const response = await post('batchGet', {
      documents: [`${docs}/vagas/none`, `${docs}/vagas/v2`],
    });
    const [missing, found] = await response.json();
    expect(missing).toEqual({ missing: `${docs}/vagas/none`, readTime: expect.any(String) });
    expect(found.found.name).toBe(`${docs}/vagas/v2`);
  });

  it('answers an empty query with a lone readTime', async () => {
    const response = await post('runQuery', {
      structuredQuery: { from: [{ collectionId: 'nada' }] },
    });
    expect(await response.json()).toEqual([{ readTime: expect.any(String) }]);
  });

  it('deletes documents through commit', async () => {
    await post('commit', { writes: [{ delete: `${docs}/vagas/v1` }] });
    const [result] = await (await count('vagas')).json();
    expect(result.result.aggregateFields.total).toEqual({ integerValue: '1' });
  });
});

describe('billable reads', () => {
  it('counts like Firestore bills, and resets on wipe', async () => {
    await wipe(emulator.address, project);
    const many = Array.from({ length: 2500 }, (_, i) => ({
      collection: 'users',
      id: `u${i}`,
      data: { i },
    }));
    await commitDocs(emulator.address, project, many);
    expect((await readStats(emulator.address, project)).reads).toBe(0);

    await count('users'); // 2,500 matches: 3 reads
    await post('runQuery', { structuredQuery: { from: [{ collectionId: 'none' }] } }); // 1
    await post('runQuery', { structuredQuery: { from: [{ collectionId: 'users' }], limit: 4 } }); // 4
    await post('batchGet', { documents: [`${docs}/users/u1`, `${docs}/users/nope`] }); // 2
    expect((await readStats(emulator.address, project)).reads).toBe(10);

    await wipe(emulator.address, project);
    expect((await readStats(emulator.address, project)).reads).toBe(0);
  });
});
