import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { similarFinder } from './entry-server';
import { similarJobs } from './features/jobs';
import { makeJob } from './testing/data';

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
