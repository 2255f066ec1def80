import { useParams } from 'react-router-dom';

import { JobDetail } from '@/features/jobs/components/detail';

export function Component() {
  const { idvaga = '' } = useParams();
  // A new key per job resets local state (dialog, toast) when history moves from one job to another.
  return <JobDetail key={idvaga} jobId={idvaga} />;
}
