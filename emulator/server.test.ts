import { describe, expect, it } from 'vitest';

import { startEmulator } from './server';
import { docs, project, restClient, useEmulator } from './testing';

const running = useEmulator();
const { post, total } = restClient(running);

describe('startEmulator', () => {
  it('listens on a free port on 127.0.0.1 when asked for port 0', () => {
    expect(running.emulator.host).toBe('127.0.0.1');
    expect(running.emulator.port).toBeGreaterThan(0);
    expect(running.emulator.address).toBe(`127.0.0.1:${running.emulator.port}`);
  });

  it('fails to start on a port already taken', async () => {
    await expect(startEmulator({ port: running.emulator.port })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});

describe('HTTP surface', () => {
  it('answers GET / with Ok, and unknown paths with a Firestore NOT_FOUND body', async () => {
    const root = await fetch(`${running.base}/`);
    expect([root.status, await root.text()]).toEqual([200, 'Ok']);
    for (const [method, path] of [
      ['GET', '/v2/nothing'],
      ['PUT', `/v1/${docs}/vagas/v1`],
      ['POST', `/v1/${docs}:listen`],
    ]) {
      const response = await fetch(`${running.base}${path}`, { method });
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
    expect(await total('vagas')).toBe('2');
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
    const streamed = await fetch(`${running.base}/v1/${docs}:commit`, {
      method: 'POST',
      body: megabytes(11),
      duplex: 'half',
    } as RequestInit);
    for (const response of [sized, streamed]) {
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/exceeds the limit/);
    }
    expect(await total('vagas')).toBe('2');
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
    expect((await fetch(`${running.base}/v1/${docs}/vagas/%E0%A4%A`)).status).toBe(400);
  });

  it('answers CORS preflights from a local page, and allows its origin on every answer', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${running.base}/v1/${docs}:runQuery`, {
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
    const answer = await fetch(`${running.base}/v1/${docs}/vagas/none`, {
      headers: { Origin: origin },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect((await fetch(`${running.base}/`)).headers.get('access-control-allow-origin')).toBeNull();
  });
});
