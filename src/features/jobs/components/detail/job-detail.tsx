import { site } from '@/config/site';

import { JobDetailSkeleton } from './job-detail-skeleton';
import { JobFound } from './job-found';
import { JobLoadError } from './job-load-error';
import { JobNotFound } from './job-not-found';
import { useJobDetail } from './use-job-detail';

/** The page at /vagas/:idvaga in each of its states (spec §4): loading, found, not found, error. */
export function JobDetail({ jobId }: { jobId: string }) {
  const state = useJobDetail(jobId);

  switch (state.status) {
    case 'loading':
      return (
        <>
          <title>{`Carregando vaga | ${site.productName}`}</title>
          <JobDetailSkeleton />
        </>
      );
    case 'error':
      return (
        <>
          <title>{`Erro ao buscar dados | ${site.productName}`}</title>
          <JobLoadError />
        </>
      );
    case 'not-found':
      return (
        <>
          <title>{`Vaga não encontrada | ${site.productName}`}</title>
          <JobNotFound />
        </>
      );
    case 'found':
      return (
        <>
          <title>{`${state.job.title} | ${site.productName}`}</title>
          <JobFound job={state.job} labels={state.labels} />
        </>
      );
  }
}
