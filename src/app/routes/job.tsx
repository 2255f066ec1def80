import { useParams } from 'react-router-dom';

import type { HeadContext, RouteHandle } from '@/app/head';
import { paths } from '@/config/paths';
import {
  JobDetail,
  jobQueryOptions,
  labelsQueryOptions,
  NO_LABELS,
  ownerQueryOptions,
} from '@/features/jobs';
import { jobErrorHead, jobHead, jobLoadingHead, jobNotFoundHead } from '@/features/seo';

/** The head follows the page's state: loading, not found, error, or the job itself. */
function head({ params, queryClient, site }: HeadContext) {
  const id = paths.job.idFrom(params);
  const job = queryClient.getQueryState(jobQueryOptions(id).queryKey);
  if (job?.data === null) return jobNotFoundHead(id, site);
  if (!job?.data)
    return job?.status === 'error' ? jobErrorHead(id, site) : jobLoadingHead(id, site);
  const labels = queryClient.getQueryData(labelsQueryOptions().queryKey) ?? NO_LABELS;
  const owner = queryClient.getQueryData(ownerQueryOptions(job.data.ownerId).queryKey) ?? null;
  return jobHead(job.data, labels, owner, site);
}

export const handle: RouteHandle = { head };

export function Component() {
  const id = paths.job.idFrom(useParams());
  // A new key per job resets local state (dialog, toast) when history moves from one job to another.
  return <JobDetail key={id} jobId={id} />;
}
