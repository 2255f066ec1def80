import { describe, expect, it } from 'vitest';

import { commitDocs, readStats, wipe } from '../scripts/emulators';
import { docs, rawRequest, restClient, useEmulator } from './testing';

const running = useEmulator();
const { post, total } = restClient(running);

const leaf =
  '{"fieldFilter":{"field":{"fieldPath":"n"},"op":"EQUAL","value":{"integerValue":"1"}}}';
/** A filter `depth` composite levels deep, built as text: JSON.stringify overflows on 20,000. */
const nested = (depth: number) =>
  '{"compositeFilter":{"op":"AND","filters":['.repeat(depth) + leaf + ']}}'.repeat(depth);
const runQuery = (depth: number) =>
  post(
    'runQuery',
    `{"structuredQuery":{"from":[{"collectionId":"vagas"}],"where":${nested(depth)}}}`,
  );
const count = (depth: number) =>
  post(
    'runAggregationQuery',
    `{"structuredAggregationQuery":{"aggregations":[{"count":{}}],"structuredQuery":{"from":[{"collectionId":"vagas"}],"where":${nested(depth)}}}}`,
  );

async function expectInvalid(response: Response, message: string | RegExp) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: {
      code: 400,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
      status: 'INVALID_ARGUMENT',
    },
  });
}

describe('filter nesting', () => {
  it('runs filters as deep as the official emulator parses (48 levels, 47 in a count)', async () => {
    expect((await (await runQuery(48)).json())[0].document.name).toBe(`${docs}/vagas/v1`);
    const [answer] = await (await count(47)).json();
    expect(answer.result.aggregateFields.field_1).toEqual({ integerValue: '1' });
  });

  it('answers one level more, and 20,000 levels, with its 400 and keeps serving', async () => {
    for (const response of [await runQuery(49), await count(48), await runQuery(20_000)]) {
      await expectInvalid(response, /^Payload isn't valid for request/);
    }
    expect(await total('vagas')).toBe('2');
  });
});

describe('document and collection ids', () => {
  const write = (path: string) =>
    post('commit', { writes: [{ update: { name: `${docs}/${path}`, fields: {} } }] });
  const batchGet = (path: string) => post('batchGet', { documents: [`${docs}/${path}`] });
  const get = (path: string) => rawRequest(running, 'GET', `/v1/${docs}/${path}`);
  const long = 'é'.repeat(751);

  it.each([
    [
      'vagas/.',
      `Document name "${docs}/vagas/." contains a resource id "." at index ${docs.length + 7}.`,
    ],
    [
      'vagas/..',
      `Document name "${docs}/vagas/.." contains a resource id ".." at index ${docs.length + 7}.`,
    ],
    [
      '../x',
      `Document name "${docs}/../x" contains a collection id ".." at index ${docs.length + 1}.`,
    ],
    ['vagas/__x__', 'Resource id "__x__" is invalid because it is reserved.'],
    ['__x__/a', 'Collection id "__x__" is invalid because it is reserved.'],
    ['vagas/v1/__y__/b', 'Collection id "__y__" is invalid because it is reserved.'],
  ])(
    'refuses %s on commit, batchGet and GET as the official emulator does',
    async (path, message) => {
      await expectInvalid(await write(path), message);
      await expectInvalid(await batchGet(path), message);
      const answer = await get(path);
      expect([answer.status, JSON.parse(answer.body).error.message]).toEqual([400, message]);
      expect(await total('vagas')).toBe('2');
    },
  );

  it('stores ids up to 1,500 UTF-8 bytes and refuses longer ones on writes', async () => {
    expect((await write(`vagas/${'é'.repeat(750)}`)).status).toBe(200);
    expect((await write('vagas/____')).status).toBe(200);
    await expectInvalid(
      await write(`vagas/${long}`),
      /^The key path element name is longer than 1500 bytes\.$/,
    );
    await expectInvalid(
      await write(`${long}/a`),
      /^The key path element kind is longer than 1500 bytes\.$/,
    );
    expect(await total('vagas')).toBe('4');
  });

  it('reads a too-long id as missing, as the official emulator does', async () => {
    const [answer] = await (await batchGet(`vagas/${long}`)).json();
    expect(answer).toEqual({ missing: `${docs}/vagas/${long}`, readTime: expect.any(String) });
    expect((await get(`vagas/${encodeURIComponent(long)}`)).status).toBe(404);
  });

  it('refuses reserved and too-long collection ids in queries and query parents', async () => {
    const query = (collectionId: string, parent = docs) =>
      post('runQuery', { structuredQuery: { from: [{ collectionId }] } }, parent);
    for (const id of ['.', '..', '__x__']) {
      await expectInvalid(
        await query(id),
        `Collection id "${id}" is invalid because it is reserved.`,
      );
    }
    await expectInvalid(await query(long.repeat(2)), /^The query kind is longer than 1500 bytes/);
    await expectInvalid(await query('c', `${docs}/vagas/__x__`), /^Resource id "__x__" is invalid/);
  });
});

describe('projects', () => {
  const other = (n: number) => `demo-bound-${n}`;
  const address = () => running.emulator.address;

  it('reads or wipes an unknown project without keeping it; writes stop at 32 projects', async () => {
    for (let n = 0; n < 40; n++) {
      const answer = await post(
        'runQuery',
        { structuredQuery: { from: [{ collectionId: 'vagas' }] } },
        `projects/${other(n)}/databases/(default)/documents`,
      );
      expect(await answer.json()).toEqual([{ readTime: expect.any(String), done: true }]);
    }
    expect((await readStats(address(), other(0))).reads).toBe(0);
    await wipe(address(), other(50));
    // Reads kept nothing: 31 more projects still fit beside the seeded one.
    for (let n = 0; n < 31; n++) {
      await commitDocs(address(), other(n), [{ collection: 'vagas', id: 'a', data: {} }]);
    }
    const refused = await post(
      'commit',
      {
        writes: [
          { update: { name: `projects/${other(99)}/databases/(default)/documents/vagas/a` } },
        ],
      },
      `projects/${other(99)}/databases/(default)/documents`,
    );
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toEqual({
      code: 429,
      message: expect.stringMatching(/at most 32 projects.*restart/),
      status: 'RESOURCE_EXHAUSTED',
    });
    await commitDocs(address(), other(30), [{ collection: 'vagas', id: 'b', data: {} }]);
    expect(await total('vagas')).toBe('2');
  });
});
