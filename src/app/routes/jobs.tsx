import type { RouteHandle } from '@/app/head';
import { JobList } from '@/features/jobs';
import { jobsHead } from '@/features/seo';

export const handle: RouteHandle = { head: ({ site }) => jobsHead(site) };

export function Component() {
  return <JobList />;
}
