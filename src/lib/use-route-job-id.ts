import { useParams } from 'react-router-dom';

import { paths } from '@/config/paths';

/** The job of the page being shown, or null off a job page: shared parts tag their links with it. */
export function useRouteJobId(): string | null {
  return paths.job.idFrom(useParams()) || null;
}
