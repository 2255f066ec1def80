import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { type Job, type Labels, NO_LABELS } from '../model';
import { jobsQueryOptions, labelsQueryOptions } from './queries';

export type JobListState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; jobs: Job[]; labels: Labels };

/**
 * How long the list waits for the lookups once it has its jobs. Labels usually arrive with the
 * jobs (both are read in parallel); waiting a moment avoids chips and category options that flash
 * raw codes and then re-sort, while a slow lookup never holds the list back for long.
 */
export const LABELS_GRACE_MS = 1200;

function useLabelsWithGrace(): Labels | undefined {
  const { data } = useQuery(labelsQueryOptions());
  const [waitedEnough, setWaitedEnough] = useState(false);

  useEffect(() => {
    if (data) return;
    const timer = setTimeout(() => setWaitedEnough(true), LABELS_GRACE_MS);
    return () => clearTimeout(timer);
  }, [data]);

  return data ?? (waitedEnough ? NO_LABELS : undefined);
}

/** The jobs (newest first, at most 50) and their labels, once both can be shown. */
export function useJobList(): JobListState {
  const jobs = useQuery(jobsQueryOptions());
  const labels = useLabelsWithGrace();

  // A failed background refetch keeps the jobs already shown.
  if (jobs.data === undefined) return { status: jobs.isError ? 'error' : 'loading' };
  if (labels === undefined) return { status: 'loading' };
  return { status: 'ready', jobs: jobs.data, labels };
}
