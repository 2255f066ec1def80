import { describe, expect, it } from 'vitest';

import { bareJob } from '@/testing/data';

import { similarJobs } from './similar';
import type { Job } from './types';

const day = (n: number) => new Date(Date.UTC(2024, 0, n, 12));
const ids = (jobs: Job[]) => jobs.map((item) => item.id);

const current = bareJob('now', {
  categoryCode: 'cd',
  state: 'SP',
  city: 'Campinas',
  modifiedAt: day(5),
});

describe('similarJobs', () => {
  it('ranks the same category first, then the same city, then the newest', () => {
    const candidates = [
      bareJob('newest', { categoryCode: 'asb', state: 'MG', city: 'Uberaba', modifiedAt: day(30) }),
      bareJob('city', { categoryCode: 'asb', state: 'SP', city: 'Campinas', modifiedAt: day(1) }),
      bareJob('category', { categoryCode: 'cd', state: 'RJ', city: 'Niterói', modifiedAt: day(2) }),
      bareJob('both', { categoryCode: 'cd', state: 'SP', city: 'Campinas', modifiedAt: day(1) }),
    ];
    expect(ids(similarJobs(current, candidates))).toEqual(['both', 'category', 'city']);
    expect(ids(similarJobs(current, candidates, 4))).toEqual([
      'both',
      'category',
      'city',
      'newest',
    ]);
  });

  it('orders jobs of equal rank newest first, undated last', () => {
    const candidates = [
      bareJob('undated', { categoryCode: 'cd' }),
      bareJob('old', { categoryCode: 'cd', modifiedAt: day(1) }),
      bareJob('new', { categoryCode: 'cd', modifiedAt: day(9) }),
    ];
    expect(ids(similarJobs(current, candidates))).toEqual(['new', 'old', 'undated']);
  });

  it('never offers the job itself, nor a job twice', () => {
    const twin = bareJob('twin', { categoryCode: 'cd', modifiedAt: day(3) });
    expect(ids(similarJobs(current, [current, twin, twin, bareJob('other')]))).toEqual([
      'twin',
      'other',
    ]);
  });

  it('tells same-named cities of different states apart', () => {
    const candidates = [
      bareJob('rj', { state: 'RJ', city: 'Campinas', modifiedAt: day(9) }),
      bareJob('sp', { state: 'SP', city: 'Campinas', modifiedAt: day(1) }),
    ];
    expect(ids(similarJobs(current, candidates))).toEqual(['sp', 'rj']);
  });

  it('does not count a missing category or city as shared', () => {
    const bare = bareJob('bare', { modifiedAt: day(5) });
    const candidates = [
      bareJob('also-bare', { modifiedAt: day(1) }),
      bareJob('newer', { categoryCode: 'asb', city: 'Campinas', modifiedAt: day(2) }),
    ];
    expect(ids(similarJobs(bare, candidates))).toEqual(['newer', 'also-bare']);
  });

  it('keeps what a suggestion shows and drops the long texts it does not', () => {
    const full = bareJob('full', {
      categoryCode: 'cd',
      description: 'Texto longo. '.repeat(500),
      specialtyCodes: ['orto'],
      workFormatCodes: ['clt'],
      materialCodes: ['1'],
      state: 'SP',
      city: 'Campinas',
      neighbourhood: 'Cambuí',
      modifiedAt: day(3),
    });
    expect(similarJobs(current, [full])).toEqual([
      { ...full, description: '', specialtyCodes: [], workFormatCodes: [], materialCodes: [] },
    ]);
  });

  it('offers none when there is no other job', () => {
    expect(similarJobs(current, [current])).toEqual([]);
    expect(similarJobs(current, [])).toEqual([]);
  });
});
