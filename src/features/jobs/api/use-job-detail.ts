import { useQuery, useQueryClient } from '@tanstack/react-query';

import { type Job, type Labels, NO_LABELS } from '../model';
import { jobFromListQueryOptions, labelsQueryOptions } from './queries';

export type JobDetailState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'not-found' }
  | { status: 'found'; job: Job; labels: Labels };

/**
 * The job and the labels it needs. A job already in the list cache is shown at once, so list →
 * detail costs no read; labels are waited for so the chips never flash raw codes.
 */
export function useJobDetail(jobId: string): JobDetailState {
  const queryClient = useQueryClient();
  const job = useQuery(jobFromListQueryOptions(queryClient, jobId));
  const labels = useQuery(labelsQueryOptions());

  // A failed background refetch keeps what was already shown.
  if (job.data === undefined) return { status: job.isError ? 'error' : 'loading' };
  if (job.data === null) return { status: 'not-found' };
  if (labels.isPending) return { status: 'loading' };
  return { status: 'found', job: job.data, labels: labels.data ?? NO_LABELS };
}
