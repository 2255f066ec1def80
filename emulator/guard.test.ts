import { describe, expect, it } from 'vitest';

import { docs, rawRequest, restClient, useEmulator } from './testing';

const running = useEmulator();
const { total } = restClient(running);
const wipePath = `/emulator/v1/${docs}`;
const commitBody = JSON.stringify({
  writes: [{ update: { name: `${docs}/vagas/v9`, fields: { n: { integerValue: '9' } } } }],
});
const allowHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-allow'));

describe('CORS', () => {
  it('gives pages on another site no Access-Control-Allow-* header, preflight or not', async () => {
    const origin = 'https://evil.example';
    const preflight = await rawRequest(running, 'OPTIONS', `/v1/${docs}:runQuery`, {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect(allowHeaders(preflight.headers)).toEqual([]);
    const read = await rawRequest(running, 'GET', `/v1/${docs}/vagas/v1`, { Origin: origin });
    expect(read.status).toBe(200);
    expect(allowHeaders(read.headers)).toEqual([]);
  });

  it.each(['http://localhost:5173', 'http://127.0.0.1:4173', 'https://[::1]:8443'])(
    'lets the local page %s read and wipe',
    async (origin) => {
      const read = await rawRequest(running, 'GET', `/v1/${docs}/vagas/v1`, { Origin: origin });
      expect(read.headers['access-control-allow-origin']).toBe(origin);
      // The SDK reads Firestore's error bodies too.
      const bad = await rawRequest(
        running,
        'POST',
        `/v1/${docs}:runQuery`,
        { Origin: origin },
        '[]',
      );
      expect([bad.status, bad.headers['access-control-allow-origin']]).toEqual([400, origin]);
      const wiped = await rawRequest(running, 'DELETE', wipePath, { Origin: origin });
      expect(wiped.status).toBe(200);
      expect(await total('vagas')).toBe('0');
    },
  );
});

describe('writes from another site', () => {
  it.each(['https://evil.example', 'null', 'http://localhost.evil.example'])(
    'refuses a wipe and a commit from %s with PERMISSION_DENIED, changing nothing',
    async (origin) => {
      for (const [method, path, body] of [
        ['DELETE', wipePath, undefined],
        ['POST', `/v1/${docs}:commit`, commitBody],
        // The emulator decodes paths: an encoded colon must not slip past the check.
        ['POST', `/v1/${docs}%3Acommit`, commitBody],
      ] as const) {
        const answer = await rawRequest(running, method, path, { Origin: origin }, body);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(JSON.parse(answer.body)).toEqual({
          error: {
            code: 403,
            message: expect.stringContaining(origin),
            status: 'PERMISSION_DENIED',
          },
        });
      }
      expect(await total('vagas')).toBe('2');
    },
  );

  it('still lets Node clients, which send no Origin, write and wipe', async () => {
    const commit = await rawRequest(running, 'POST', `/v1/${docs}:commit`, {}, commitBody);
    expect(commit.status).toBe(200);
    expect(await total('vagas')).toBe('3');
    expect((await rawRequest(running, 'DELETE', wipePath)).status).toBe(200);
    expect(await total('vagas')).toBe('0');
  });
});

describe('Host header (DNS rebinding)', () => {
  it.each(['evil.example', 'evil.example:8080', '127.0.0.1.nip.io', '192.168.1.20:8080'])(
    'refuses every request naming %s, preflights and wipes included',
    async (name) => {
      for (const [method, path] of [
        ['GET', '/'],
        ['GET', `/v1/${docs}/vagas/v1`],
        ['OPTIONS', `/v1/${docs}:runQuery`],
        ['DELETE', wipePath],
      ]) {
        const answer = await rawRequest(running, method, path, {
          Host: name,
          Origin: `http://${name}`,
        });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(JSON.parse(answer.body).error.status).toBe('PERMISSION_DENIED');
        expect(allowHeaders(answer.headers)).toEqual([]);
      }
      expect(await total('vagas')).toBe('2');
    },
  );

  it.each(['localhost', '[::1]', '127.0.0.1'])('serves %s with any port', async (name) => {
    const port = running.emulator.port;
    for (const value of [name, `${name}:${port}`]) {
      const answer = await rawRequest(running, 'GET', `/v1/${docs}/vagas/v1`, { Host: value });
      expect(answer.status).toBe(200);
    }
  });
});
