import { queryOptions } from '@tanstack/react-query';

import { getJob } from './get-job';
import { getJobs } from './get-jobs';
import { getLabels } from './get-labels';
import { getOwner } from './get-owner';
import { getStats } from './get-stats';
import { getTopCategories } from './get-top-categories';

/**
 * Cache keys and lifetimes of every read. Kept apart from the reads so component tests can fake
 * a read module while the cache behaviour stays real.
 */

const FIVE_MINUTES = 5 * 60_000;

export const statsQueryOptions = () =>
  queryOptions({ queryKey: ['stats'], queryFn: () => getStats(), staleTime: Infinity });

export const topCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['top-categories'],
    queryFn: () => getTopCategories(),
    staleTime: Infinity,
  });

/** List → detail → back must not read Firestore again within a visit. */
export const jobsQueryOptions = () =>
  queryOptions({ queryKey: ['jobs'], queryFn: () => getJobs(), staleTime: FIVE_MINUTES });

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['job', id], queryFn: () => getJob(id), staleTime: FIVE_MINUTES });

export const ownerQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['owner', id],
    queryFn: () => (id ? getOwner(id) : null),
    staleTime: Infinity,
  });

/** Lookups change rarely: read once a visit. getLabels never rejects (it falls back to codes). */
export const labelsQueryOptions = () =>
  queryOptions({ queryKey: ['labels'], queryFn: () => getLabels(), staleTime: Infinity });
