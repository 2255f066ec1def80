import { useJobDetail } from '@/features/jobs/api';

import { JobDetailSkeleton } from './job-detail-skeleton';
import { JobFound } from './job-found';
import { JobLoadError } from './job-load-error';
import { JobNotFound } from './job-not-found';

/**
 * The page at /vagas/:idvaga in each of its states (product §5): loading, found, not found, error.
 * Its title follows the same states from the route's head (src/app/routes/job.tsx).
 */
export function JobDetail({ jobId }: { jobId: string }) {
  const state = useJobDetail(jobId);

  switch (state.status) {
    case 'loading':
      return <JobDetailSkeleton />;
    case 'error':
      return <JobLoadError />;
    case 'not-found':
      return <JobNotFound />;
    case 'found':
      return <JobFound job={state.job} labels={state.labels} />;
  }
}
