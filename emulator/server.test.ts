import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { commitDocs, readStats, wipe } from './client';
import { type RunningEmulator, startEmulator } from './server';

let emulator: RunningEmulator;
let base: string;
const project = 'demo-server';
const docs = `projects/${project}/databases/(default)/documents`;

/** Posts as the SDK does: JSON in a text/plain body, with an API key in the query string. */
const post = (method: string, body: unknown, path = docs) =>
  fetch(`${base}/v1/${path}:${method}?key=fake`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const query = (structuredQuery: unknown) => post('runQuery', { structuredQuery });

const count = (collectionId: string, count: unknown = {}) =>
  post('runAggregationQuery', {
    structuredAggregationQuery: {
      aggregations: [{ alias: 'total', count }],
      structuredQuery: { from: [{ collectionId }] },
    },
  });

const totalOf = async (response: Response) => {
  const [answer] = await response.json();
  return answer.result.aggregateFields.total.integerValue as string;
};

const getDoc = async (path: string) => (await fetch(`${base}/v1/${docs}/${path}`)).json();

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

describe('startEmulator', () => {
  it('listens on a free port on 127.0.0.1 when asked for port 0', () => {
    expect(emulator.host).toBe('127.0.0.1');
    expect(emulator.port).toBeGreaterThan(0);
    expect(emulator.address).toBe(`127.0.0.1:${emulator.port}`);
  });

  it('fails to start on a port already taken', async () => {
    await expect(startEmulator({ port: emulator.port })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});

describe('HTTP surface', () => {
  it('answers GET / with Ok, and unknown paths with a Firestore NOT_FOUND body', async () => {
    const root = await fetch(`${base}/`);
    expect([root.status, await root.text()]).toEqual([200, 'Ok']);
    for (const [method, path] of [
      ['GET', '/v2/nothing'],
      ['PUT', `/v1/${docs}/vagas/v1`],
      ['POST', `/v1/${docs}:listen`],
    ]) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
    }
  });

  it('answers malformed requests with INVALID_ARGUMENT and keeps serving', async () => {
    const bad = [
      '{not json',
      '[]',
      '"text"',
      { structuredQuery: { from: [] } },
      { structuredQuery: { from: [{ collectionId: 'vagas' }], whre: {} } },
      { structuredQuery: { from: [{ collectionId: 'vagas' }], where: { fieldFilter: null } } },
      { structuredQuery: { from: [{ collectionId: 'vagas' }], orderBy: [{}] } },
      {
        structuredQuery: {
          from: [{ collectionId: 'vagas' }],
          where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'LIKE', value: { nope: 1 } } },
        },
      },
    ];
    for (const body of bad) {
      const response = await post('runQuery', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 400, message: expect.any(String), status: 'INVALID_ARGUMENT' },
      });
    }
    expect((await post('commit', { writes: [{ update: { name: 'x' } }] })).status).toBe(400);
    expect((await post('batchGet', { documents: 'x' })).status).toBe(400);
    expect(await totalOf(await count('vagas'))).toBe('2');
  });

  it('rejects a body over 10 MiB with a 400, sized or streamed, and keeps serving', async () => {
    const megabytes = (n: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < n; i++) controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
          controller.close();
        },
      });
    const sized = await post('commit', ' '.repeat(11 * 1024 * 1024));
    const streamed = await fetch(`${base}/v1/${docs}:commit`, {
      method: 'POST',
      body: megabytes(11),
      duplex: 'half',
    } as RequestInit);
    for (const response of [sized, streamed]) {
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/exceeds the limit/);
    }
    expect(await totalOf(await count('vagas'))).toBe('2');
  });

  it('decodes percent-encoded paths', async () => {
    const encoded = `projects/${project}/databases/%28default%29/documents`;
    const response = await post(
      'runQuery',
      { structuredQuery: { from: [{ collectionId: 'vagas' }] } },
      encoded,
    );
    expect(
      (await response.json()).map((r: { document: { name: string } }) => r.document.name),
    ).toEqual([`${docs}/vagas/v1`, `${docs}/vagas/v2`]);
    expect((await fetch(`${base}/v1/${docs}/vagas/%E0%A4%A`)).status).toBe(400);
  });

  it('answers CORS preflights, and allows the origin on every answer', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${base}/v1/${docs}:runQuery`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-goog-api-client,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'x-goog-api-client,content-type',
    );
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const answer = await fetch(`${base}/v1/${docs}/vagas/none`, { headers: { Origin: origin } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect((await fetch(`${base}/`)).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('reads', () => {
  it('serves a document by GET, and 404s a missing one', async () => {
    expect(await getDoc('vagas/v1')).toEqual({
      name: `${docs}/vagas/v1`,
      fields: { titulo: { stringValue: 'Um' }, n: { integerValue: '1' } },
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      updateTime: expect.stringMatching(/\.\d{6}Z$/),
    });
    const missing = await fetch(`${base}/v1/${docs}/vagas/none`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
  });

  it('answers batchGet in the order asked, reporting missing documents', async () => {
    const response = await post('batchGet', {
      documents: [`${docs}/vagas/none`, `${docs}/vagas/v2`, `${docs}/vagas/none`],
    });
    const answers = await response.json();
    expect(answers).toEqual([
      { missing: `${docs}/vagas/none`, readTime: expect.any(String) },
      {
        found: expect.objectContaining({ name: `${docs}/vagas/v2` }),
        readTime: expect.any(String),
      },
    ]);
  });

  it('answers a query with no match with a lone readTime', async () => {
    const response = await query({ from: [{ collectionId: 'nada' }] });
    expect(await response.json()).toEqual([{ readTime: expect.any(String), done: true }]);
  });

  it('returns only the selected fields', async () => {
    const response = await query({
      from: [{ collectionId: 'vagas' }],
      select: { fields: [{ fieldPath: 'n' }] },
      limit: 1,
    });
    const [{ document }] = await response.json();
    expect(document.fields).toEqual({ n: { integerValue: '1' } });
  });

  it('counts under each alias, honouring upTo', async () => {
    expect(await totalOf(await count('vagas'))).toBe('2');
    expect(await totalOf(await count('vagas', { upTo: '1' }))).toBe('1');
    expect(await totalOf(await count('none'))).toBe('0');
  });
});

describe('writes', () => {
  it('deletes documents through commit', async () => {
    await post('commit', { writes: [{ delete: `${docs}/vagas/v1` }] });
    expect(await totalOf(await count('vagas'))).toBe('1');
  });

  it('merges only the masked fields, nested ones included', async () => {
    await post('commit', {
      writes: [
        {
          update: {
            name: `${docs}/vagas/v1`,
            fields: {
              m: { mapValue: { fields: { a: { integerValue: '5' } } } },
              n: { integerValue: '9' },
            },
          },
          updateMask: { fieldPaths: ['m.a', 'titulo'] },
        },
      ],
    });
    expect((await getDoc('vagas/v1')).fields).toEqual({
      n: { integerValue: '1' },
      m: { mapValue: { fields: { a: { integerValue: '5' } } } },
    });
  });

  it('applies no write of a commit whose precondition fails', async () => {
    const response = await post('commit', {
      writes: [
        { update: { name: `${docs}/vagas/v3`, fields: {} } },
        { delete: `${docs}/vagas/v1` },
        { update: { name: `${docs}/vagas/v2`, fields: {} }, currentDocument: { exists: false } },
      ],
    });
    expect(response.status).toBe(409);
    expect(await totalOf(await count('vagas'))).toBe('2');
  });

  it('sets server timestamps to the commit time', async () => {
    const response = await post('commit', {
      writes: [
        {
          update: { name: `${docs}/vagas/v1`, fields: {} },
          updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
        },
      ],
    });
    const { commitTime } = await response.json();
    const { fields } = await getDoc('vagas/v1');
    expect(Date.parse(fields.at.timestampValue)).toBe(Date.parse(commitTime));
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
    await count('users', { upTo: 10 }); // 1
    await query({ from: [{ collectionId: 'none' }] }); // 1
    await query({ from: [{ collectionId: 'users' }], limit: 4 }); // 4
    await query({ from: [{ collectionId: 'users' }], offset: 3, limit: 2 }); // 3 skipped + 2
    await post('batchGet', { documents: [`${docs}/users/u1`, `${docs}/users/nope`] }); // 2
    await fetch(`${base}/v1/${docs}/users/u2`); // 1
    expect((await readStats(emulator.address, project)).reads).toBe(17);
    expect((await readStats(emulator.address, 'another-project')).reads).toBe(0);

    await wipe(emulator.address, project);
    expect((await readStats(emulator.address, project)).reads).toBe(0);
    expect(await totalOf(await count('users'))).toBe('0');
  });
});
