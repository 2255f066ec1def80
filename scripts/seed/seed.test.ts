/**
 * `seed` end to end, through REST, against FIRESTORE_EMULATOR_HOST when it is set (e.g. the
 * official emulator) and otherwise against this project's emulator on a free port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { commitDocs, documentsPath, startEmulator } from '../emulators/index.ts';
import {
  buildDataset,
  CATEGORY_JOB_COUNTS,
  countByCollection,
  FLAWED_JOB_IDS,
  seed,
  SEED_COLLECTIONS,
} from './index.ts';

const projectId = 'demo-seed-test';
let host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
let close: (() => Promise<void>) | undefined;
let counts: Record<string, number>;

beforeAll(async () => {
  if (!host) {
    const emulator = await startEmulator({ kind: 'project' });
    host = emulator.address;
    close = emulator.stop;
  }
  // A leftover document, to show that seeding starts from an empty project.
  await commitDocs(host, projectId, [{ collection: 'vagas', id: 'stray', data: { titulo: 'x' } }]);
  counts = await seed(host, projectId);
}, 30_000);

afterAll(async () => {
  await close?.();
});

async function post(method: string, body: unknown): Promise<unknown> {
  const url = `http://${host}/v1/${documentsPath(projectId)}:${method}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** The count the landing asks for: documents in a collection, optionally with field == value. */
async function count(collectionId: string, where?: { field: string; value: string }) {
  const structuredQuery = {
    from: [{ collectionId }],
    ...(where && {
      where: {
        fieldFilter: {
          field: { fieldPath: where.field },
          op: 'EQUAL',
          value: { stringValue: where.value },
        },
      },
    }),
  };
  const result = (await post('runAggregationQuery', {
    structuredAggregationQuery: { aggregations: [{ alias: 'n', count: {} }], structuredQuery },
  })) as { result: { aggregateFields: { n: { integerValue: string } } } }[];
  return Number(result[0].result.aggregateFields.n.integerValue);
}

describe('seed', () => {
  it('replaces whatever the project held with the demo dataset', async () => {
    expect(counts).toEqual(countByCollection(buildDataset()));
    for (const collection of SEED_COLLECTIONS) {
      expect(await count(collection), collection).toBe(counts[collection]);
    }
    const lookup = (await post('batchGet', {
      documents: [`${documentsPath(projectId)}/vagas/stray`],
    })) as { missing?: string }[];
    expect(lookup[0].missing).toBeDefined();
  });

  it('gives the landing its category counts and the list its newest jobs', async () => {
    for (const [code, expected] of Object.entries(CATEGORY_JOB_COUNTS)) {
      expect(await count('vagas', { field: 'categoria', value: code }), code).toBe(expected);
    }
    const list = (await post('runQuery', {
      structuredQuery: {
        from: [{ collectionId: 'vagas' }],
        orderBy: [{ field: { fieldPath: 'modified_time' }, direction: 'DESCENDING' }],
        limit: 50,
      },
    })) as { document: { name: string; fields: Record<string, unknown> } }[];
    expect(list).toHaveLength(50);
    const ids = list.map((row) => row.document.name.split('/').at(-1));
    // Strings sort after timestamps, so the string-dated jobs come first.
    expect(ids.slice(0, 3).sort()).toEqual(
      [
        FLAWED_JOB_IDS.modifiedTimeGarbage,
        FLAWED_JOB_IDS.modifiedTimeBrazilianString,
        FLAWED_JOB_IDS.modifiedTimeIsoString,
      ].sort(),
    );
    expect(ids).toContain(FLAWED_JOB_IDS.titleLong);
    expect(ids).not.toContain(FLAWED_JOB_IDS.modifiedTimeMissing);
    expect(ids).not.toContain(FLAWED_JOB_IDS.modifiedTimeEpochMillis);
  });
});
