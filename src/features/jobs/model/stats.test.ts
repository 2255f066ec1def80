import { describe, expect, it } from 'vitest';

import { parseStats } from './stats';

describe('parseStats', () => {
  it('reads the users and vagas counts', () => {
    expect(parseStats({ users: 1240, vagas: 160, updated: 'x' })).toEqual({
      professionals: 1240,
      jobs: 160,
    });
  });

  it.each([
    ['missing fields', {}],
    ['text', { users: '1240', vagas: '160' }],
    ['negative or infinite numbers', { users: -5, vagas: Infinity }],
    ['not a document', null],
  ])('reads %s as zero', (_, raw) => {
    expect(parseStats(raw)).toEqual({ professionals: 0, jobs: 0 });
  });

  it('drops fractions a counter left behind', () => {
    expect(parseStats({ users: 120.7, vagas: 100 })).toEqual({ professionals: 120, jobs: 100 });
  });
});
