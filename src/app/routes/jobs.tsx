import { JobList } from '@/features/jobs/components/list';

export function Component() {
  return <JobList />;
}
