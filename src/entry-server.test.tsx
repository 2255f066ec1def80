import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { decodeQueryState } from './app/query-state';
import { answerFrom, renderPage, similarFinder, type SiteData } from './entry-server';
import { similarJobs } from './features/jobs';
import { labels, makeJob, makeOwner } from './testing/data';

const job = fc
  .record({
    categoryCode: fc.option(fc.constantFrom('1', '2', '3'), { freq: 4 }),
    city: fc.option(fc.constantFrom('Campinas', 'Santos'), { freq: 4 }),
    state: fc.option(fc.constantFrom('SP', 'GO'), { freq: 4 }),
    day: fc.option(fc.integer({ min: 1, max: 6 }), { freq: 5 }),
  })
  .map(({ day, ...rest }) =>
    makeJob({ ...rest, modifiedAt: day === null ? null : new Date(Date.UTC(2026, 0, day)) }),
  );

describe('similar jobs in the build', () => {
  it('picks what similarJobs picks from every job', () => {
    fc.assert(
      fc.property(fc.array(job, { maxLength: 40 }), (drawn) => {
        const all = drawn.map((each, i) => ({ ...each, id: `v${i}` }));
        const find = similarFinder(all);
        for (const each of all) expect(find(each)).toEqual(similarJobs(each, all));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the build’s answer to each read', () => {
  const newer = makeJob({ id: 'nova', ownerId: 'dono', modifiedAt: new Date('2024-03-13') });
  const older = makeJob({ id: 'antiga', ownerId: 'sumido' });
  const owner = makeOwner();
  const data: SiteData = {
    readAt: 1_000,
    stats: { professionals: 10, jobs: 2 },
    topCategories: [{ code: 'cd', name: 'Cirurgião-Dentista', count: 2 }],
    labels,
    newest: [newer],
    all: [newer, older],
    byId: new Map([newer, older].map((job) => [job.id, job])),
    owners: new Map([
      ['dono', owner],
      ['sumido', null],
    ]),
  };

  it('answers each read from what the build read', () => {
    expect(answerFrom(data, ['stats'])).toBe(data.stats);
    expect(answerFrom(data, ['top-categories'])).toBe(data.topCategories);
    expect(answerFrom(data, ['jobs'])).toEqual([newer]);
    expect(answerFrom(data, ['labels'])).toBe(labels);
    expect(answerFrom(data, ['job', 'antiga'])).toBe(older);
    expect(answerFrom(data, ['owner', 'dono'])).toBe(owner);
    expect(answerFrom(data, ['similar', 'antiga'])).toEqual(similarJobs(older, data.all));
    expect((answerFrom(data, ['similar', 'antiga']) as { id: string }[])[0]?.id).toBe('nova');
  });

  it('answers null for an owner the build could not read, nothing for what it never read', () => {
    expect(answerFrom(data, ['owner', 'sumido'])).toBeNull();
    expect(answerFrom(data, ['owner', 'outro'])).toBeUndefined();
    expect(answerFrom(data, ['job', 'outra'])).toBeUndefined();
    expect(answerFrom(data, ['similar', 'outra'])).toBeUndefined();
  });

  it('fails on a read it has no answer for', () => {
    expect(() => answerFrom(data, ['favorites', 'dono'])).toThrow(/no answer/);
  });

  it('embeds in a job page what its route reads, as of when the data was read', async () => {
    const state = decodeQueryState((await renderPage('/vagas/antiga', data)).state, data.readAt);
    expect(state.queries.map(({ queryKey }) => queryKey)).toEqual([
      ['job', 'antiga'],
      ['labels'],
      ['similar', 'antiga'],
      ['owner', 'sumido'],
    ]);
    expect(state.queries.every(({ state }) => state.dataUpdatedAt === data.readAt)).toBe(true);
  });
});
