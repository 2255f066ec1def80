import { type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jobsQueryOptions } from '@/features/jobs';
import { getJob } from '@/features/jobs/api/get-job';
import { getLabels } from '@/features/jobs/api/get-labels';
import { getOwner } from '@/features/jobs/api/get-owner';
import { getSimilarJobs } from '@/features/jobs/api/get-similar-jobs';
import type { Job } from '@/features/jobs/model';
import { labels, makeJob, makeOwner } from '@/testing/data';

import { createQueryClient } from './provider';
import { declaredReads, startReads } from './reads';
import { matchUrl, readMatches } from './router';

vi.mock('@/features/jobs/api/get-job', () => ({ getJob: vi.fn() }));
vi.mock('@/features/jobs/api/get-owner', () => ({ getOwner: vi.fn() }));
vi.mock('@/features/jobs/api/get-labels', () => ({ getLabels: vi.fn() }));
vi.mock('@/features/jobs/api/get-similar-jobs', () => ({ getSimilarJobs: vi.fn() }));

beforeEach(() => {
  vi.mocked(getJob).mockReset();
  vi.mocked(getOwner).mockReset().mockResolvedValue(makeOwner());
  vi.mocked(getLabels).mockReset().mockResolvedValue(labels);
  vi.mocked(getSimilarJobs).mockReset().mockResolvedValue([]);
});

/** The keys a URL's routes read, answering each job read from `jobs`. */
async function keysRead(
  pathname: string,
  jobs: Job[],
  which: 'all' | 'now' = 'all',
): Promise<QueryKey[]> {
  const get = async <T>({ queryKey }: { queryKey: QueryKey }) =>
    (jobs.find((job) => queryKey[0] === 'job' && job.id === queryKey[1]) ?? null) as T;
  const reads = declaredReads(
    readMatches(matchUrl(pathname)),
    { queryClient: createQueryClient(), get },
    which,
  );
  return (await Promise.all(reads)).flatMap((read) => (read ? [read.queryKey] : []));
}

describe('what each route reads', () => {
  it('the landing reads its counts and top categories', async () => {
    expect(await keysRead('/', [])).toEqual([['stats'], ['top-categories']]);
  });

  it('the list reads the newest jobs and the labels', async () => {
    expect(await keysRead('/vagas', [])).toEqual([['jobs'], ['labels']]);
  });

  it('the legal pages and an unknown path read nothing', async () => {
    for (const path of ['/termos', '/privacidade', '/nada/aqui']) {
      expect(await keysRead(path, [])).toEqual([]);
    }
  });

  it('a job page reads the job, the labels, its similar jobs and its owner', async () => {
    const job = makeJob({ id: 'v1', ownerId: 'dono' });
    expect(await keysRead('/vagas/v1', [job])).toEqual([
      ['job', 'v1'],
      ['labels'],
      ['similar', 'v1'],
      ['owner', 'dono'],
    ]);
  });

  it('leaves the similar jobs to the page in the browser: it reads them once needed', async () => {
    const job = makeJob({ id: 'v1', ownerId: 'dono' });
    expect(await keysRead('/vagas/v1', [job], 'now')).toEqual([
      ['job', 'v1'],
      ['labels'],
      ['owner', 'dono'],
    ]);
  });

  it('reads no owner for a job without one, and nothing after a job that does not exist', async () => {
    expect(await keysRead('/vagas/v1', [makeJob({ id: 'v1', ownerId: null })])).toEqual([
      ['job', 'v1'],
      ['labels'],
      ['similar', 'v1'],
    ]);
    expect(await keysRead('/vagas/v1', [])).toEqual([['job', 'v1'], ['labels']]);
  });

  it('reads the job whose id holds an encoded slash', async () => {
    const job = makeJob({ id: 'a%2Fb', ownerId: null });
    expect((await keysRead('/vagas/a%252Fb', [job]))[0]).toEqual(['job', 'a%2Fb']);
  });
});

describe('starting a page’s reads in the browser', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('opened from the list, a job page reads only its owner', async () => {
    const job = makeJob({ id: 'v1', ownerId: 'dono' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(jobsQueryOptions().queryKey, [job]);
    queryClient.setQueryData(['labels'], labels);

    startReads(readMatches(matchUrl('/vagas/v1')), queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(['owner', 'dono'])).toBeDefined());
    await flush();

    expect(getOwner).toHaveBeenCalledExactlyOnceWith('dono');
    expect(getJob).not.toHaveBeenCalled();
    expect(getLabels).not.toHaveBeenCalled();
    expect(getSimilarJobs).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['job', 'v1'])).toEqual(job);
  });

  it('opened on its own, a job page reads the job and the labels at once, then the owner', async () => {
    const job = makeJob({ id: 'v1', ownerId: 'dono' });
    let answer: (job: Job) => void = () => {};
    vi.mocked(getJob).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const queryClient = createQueryClient();

    startReads(readMatches(matchUrl('/vagas/v1')), queryClient);
    await vi.waitFor(() => expect(getLabels).toHaveBeenCalledOnce());
    expect(getJob).toHaveBeenCalledExactlyOnceWith('v1');
    expect(getOwner).not.toHaveBeenCalled();

    answer(job);
    await vi.waitFor(() => expect(getOwner).toHaveBeenCalledExactlyOnceWith('dono'));
    await flush();
    expect(getJob).toHaveBeenCalledOnce();
    expect(getSimilarJobs).not.toHaveBeenCalled();
  });

  it('a job that cannot be read is left to the page, which shows its error', async () => {
    vi.mocked(getJob).mockRejectedValue(new Error('offline'));
    const queryClient = createQueryClient();
    queryClient.setQueryDefaults(['job'], { retry: false });

    startReads(readMatches(matchUrl('/vagas/v1')), queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryState(['job', 'v1'])?.status).toBe('error'));
    expect(getOwner).not.toHaveBeenCalled();
  });
});
