import { describe, expect, it } from 'vitest';

import { commitDocs, readStats, wipe } from '../scripts/emulators';
import { docs, project, restClient, useEmulator } from './testing';

const running = useEmulator();
const { post, query, count, total, getDoc } = restClient(running);

describe('reads', () => {
  it('serves a document by GET, and 404s a missing one', async () => {
    expect(await getDoc('vagas/v1')).toEqual({
      name: `${docs}/vagas/v1`,
      fields: { titulo: { stringValue: 'Um' }, n: { integerValue: '1' } },
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      updateTime: expect.stringMatching(/\.\d{6}Z$/),
    });
    const missing = await fetch(`${running.base}/v1/${docs}/vagas/none`);
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
    expect(await total('vagas')).toBe('2');
    expect(await total('vagas', { upTo: '1' })).toBe('1');
    expect(await total('none')).toBe('0');
  });
});

describe('writes', () => {
  it('deletes documents through commit', async () => {
    await post('commit', { writes: [{ delete: `${docs}/vagas/v1` }] });
    expect(await total('vagas')).toBe('1');
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
    expect(await total('vagas')).toBe('2');
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
    await wipe(running.emulator.address, project);
    const many = Array.from({ length: 2500 }, (_, i) => ({
      collection: 'users',
      id: `u${i}`,
      data: { i },
    }));
    await commitDocs(running.emulator.address, project, many);
    expect((await readStats(running.emulator.address, project)).reads).toBe(0);

    await count('users'); // 2,500 matches: 3 reads
    await count('users', { upTo: 10 }); // 1
    await query({ from: [{ collectionId: 'none' }] }); // 1
    await query({ from: [{ collectionId: 'users' }], limit: 4 }); // 4
    await query({ from: [{ collectionId: 'users' }], offset: 3, limit: 2 }); // 3 skipped + 2
    await post('batchGet', { documents: [`${docs}/users/u1`, `${docs}/users/nope`] }); // 2
    await fetch(`${running.base}/v1/${docs}/users/u2`); // 1
    expect((await readStats(running.emulator.address, project)).reads).toBe(17);
    expect((await readStats(running.emulator.address, 'another-project')).reads).toBe(0);

    await wipe(running.emulator.address, project);
    expect((await readStats(running.emulator.address, project)).reads).toBe(0);
    expect(await total('users')).toBe('0');
  });
});
