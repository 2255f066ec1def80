import { describe, expect, it } from 'vitest';

import { newestFirst } from './order';
import { parseJob } from './parse';

describe('newestFirst', () => {
  it('orders by parsed date whatever type it was stored as, undated last, stable', () => {
    const jobs = [
      parseJob('string-old', { modified_time: '01/01/2024' }),
      parseJob('undated-a', {}),
      parseJob('timestamp-new', { modified_time: new Date('2024-06-01T00:00:00Z') }),
      parseJob('undated-b', { modified_time: 'ontem' }),
      parseJob('millis-mid', { modified_time: Date.UTC(2024, 2, 1) }),
    ];
    expect(newestFirst(jobs).map((job) => job.id)).toEqual([
      'timestamp-new',
      'millis-mid',
      'string-old',
      'undated-a',
      'undated-b',
    ]);
  });
});
