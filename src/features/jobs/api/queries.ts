import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';

import type { Job } from '../model';

/**
 * Cache keys and lifetimes of every read. Each read module is imported when a query first runs,
 * so Firebase is only downloaded once a page needs data it does not already have: a prerendered
 * page shows its embedded data without it. Kept apart from the reads so component tests can fake
 * a read module while the cache behaviour stays real.
 */

const FIVE_MINUTES = 5 * 60_000;
const ONE_HOUR = 60 * 60_000;

/** Counts move slowly; a prerendered landing older than this refreshes them after it shows. */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: async () => (await import('./get-stats')).getStats(),
    staleTime: ONE_HOUR,
  });

export const topCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['top-categories'],
    queryFn: async () => (await import('./get-top-categories')).getTopCategories(),
    staleTime: ONE_HOUR,
  });

/** List → detail → back must not read Firestore again within a visit. */
export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs'],
    queryFn: async () => (await import('./get-jobs')).getJobs(),
    staleTime: FIVE_MINUTES,
  });

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job', id],
    queryFn: async () => (await import('./get-job')).getJob(id),
    staleTime: FIVE_MINUTES,
  });

/**
 * A job, taken from the list when the list holds it: list → detail costs no read. The page and
 * the reads its route declares share it.
 */
export const jobFromListQueryOptions = (queryClient: QueryClient, jobId: string) => {
  const listKey = jobsQueryOptions().queryKey;
  return queryOptions({
    ...jobQueryOptions(jobId),
    initialData: () => queryClient.getQueryData(listKey)?.find((item) => item.id === jobId),
    initialDataUpdatedAt: () => queryClient.getQueryState(listKey)?.dataUpdatedAt,
  });
};

/**
 * A job's similar jobs, keyed by the job. Never refreshed within a visit: they are suggestions,
 * and refreshing them would cost up to four reads on a page that otherwise costs one. A page
 * reached from the list picks them from the list instead (see the detail page).
 */
export const similarJobsQueryOptions = (job: Job) =>
  queryOptions({
    queryKey: ['similar', job.id],
    queryFn: async () => (await import('./get-similar-jobs')).getSimilarJobs(job),
    staleTime: Infinity,
  });

/** A job without an owner has no one to read: the query is skipped and stays pending. */
export const ownerQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['owner', id],
    queryFn: id === null ? skipToken : async () => (await import('./get-owner')).getOwner(id),
    staleTime: Infinity,
  });

/** Lookups change rarely: read once a visit. getLabels never rejects (it falls back to codes). */
export const labelsQueryOptions = () =>
  queryOptions({
    queryKey: ['labels'],
    queryFn: async () => (await import('./get-labels')).getLabels(),
    staleTime: Infinity,
  });
