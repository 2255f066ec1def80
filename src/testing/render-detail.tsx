import { JobDetail } from '@/features/jobs';

import { renderWithApp } from './render';

/** Renders the detail page for job 'vaga-1' at its URL, for the component tests. */
export function renderDetail() {
  return renderWithApp(<JobDetail jobId="vaga-1" />, {
    url: '/vagas/vaga-1',
    path: '/vagas/:idvaga',
  });
}
