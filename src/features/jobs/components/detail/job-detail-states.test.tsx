import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jobsQueryOptions } from '@/features/jobs/api';
import { getJob } from '@/features/jobs/api/get-job';
import { getLabels } from '@/features/jobs/api/get-labels';
import { getOwner } from '@/features/jobs/api/get-owner';
import { labels, makeJob, makeOwner } from '@/testing/data';
import { AppProvider } from '@/testing/render';
import { renderDetail } from '@/testing/render-detail';

import { JobDetail } from './job-detail';

vi.mock('@/features/jobs/api/get-job', () => ({ getJob: vi.fn() }));
vi.mock('@/features/jobs/api/get-owner', () => ({ getOwner: vi.fn() }));
vi.mock('@/features/jobs/api/get-labels', () => ({ getLabels: vi.fn() }));

beforeEach(() => {
  vi.mocked(getJob).mockReset();
  vi.mocked(getOwner).mockReset().mockResolvedValue(makeOwner());
  vi.mocked(getLabels).mockReset().mockResolvedValue(labels);
});

describe('JobDetail states', () => {
  it('says the job was not found and links back to the list', async () => {
    vi.mocked(getJob).mockResolvedValue(null);
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vaga não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para listagem de vagas' })).toHaveAttribute(
      'href',
      '/vagas',
    );
  });

  it('shows the error message when the job cannot be read', async () => {
    vi.mocked(getJob).mockRejectedValue(new Error('offline'));
    renderDetail();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao buscar dados. Por favor, tente novamente.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para vagas' })).toHaveAttribute(
      'href',
      '/vagas',
    );
  });

  it('shows a job already in the list cache without reading it again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(jobsQueryOptions().queryKey, [
      makeJob({ id: 'outra' }),
      makeJob({ title: 'Vaga vinda da lista' }),
    ]);
    const router = createMemoryRouter(
      [{ path: '/vagas/:idvaga', element: <JobDetail jobId="vaga-1" /> }],
      { initialEntries: ['/vagas/vaga-1'] },
    );
    render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vaga vinda da lista' }),
    ).toBeInTheDocument();
    expect(getJob).not.toHaveBeenCalled();
  });
});
