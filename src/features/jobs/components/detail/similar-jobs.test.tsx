import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jobsQueryOptions, similarJobsQueryOptions } from '@/features/jobs/api';
import { getJob } from '@/features/jobs/api/get-job';
import { getLabels } from '@/features/jobs/api/get-labels';
import { getOwner } from '@/features/jobs/api/get-owner';
import { getSimilarJobs } from '@/features/jobs/api/get-similar-jobs';
import { labels, makeJob, makeOwner } from '@/testing/data';
import { renderDetail } from '@/testing/render-detail';

vi.mock('@/features/jobs/api/get-job', () => ({ getJob: vi.fn() }));
vi.mock('@/features/jobs/api/get-owner', () => ({ getOwner: vi.fn() }));
vi.mock('@/features/jobs/api/get-labels', () => ({ getLabels: vi.fn() }));
vi.mock('@/features/jobs/api/get-similar-jobs', () => ({ getSimilarJobs: vi.fn() }));

const job = makeJob();
const other = (id: string, patch: Parameters<typeof makeJob>[0] = {}) =>
  makeJob({ id, title: `Vaga ${id}`, ...patch });
const day = (n: number) => new Date(Date.UTC(2024, 2, n, 12));

/** The list as the visitor loaded it: the job itself and four others. */
const list = [
  other('outra-cidade', { city: 'Santos', modifiedAt: day(20) }),
  job,
  other('outra-categoria', { categoryCode: 'asb', modifiedAt: day(25) }),
  other('nada-em-comum', {
    categoryCode: 'asb',
    state: 'RJ',
    city: 'Niterói',
    modifiedAt: day(30),
  }),
  other('mesma-cidade', { modifiedAt: day(1) }),
];

let scrollNear: () => void;

/** An IntersectionObserver whose target comes into view when the test says so. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  scrollNear = () =>
    act(() => {
      for (const callback of callbacks)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
}

const section = () => screen.getByRole('region', { name: 'Vagas semelhantes' });
const linkTargets = () =>
  within(section())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  vi.mocked(getJob).mockReset().mockResolvedValue(job);
  vi.mocked(getOwner).mockReset().mockResolvedValue(makeOwner());
  vi.mocked(getLabels).mockReset().mockResolvedValue(labels);
  vi.mocked(getSimilarJobs)
    .mockReset()
    .mockResolvedValue([other('lida', { city: 'Santos' })]);
  stubIntersectionObserver();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SimilarJobs', () => {
  it('picks three from the list the visitor came from, without reading, ranked', async () => {
    const { queryClient, user, router } = renderDetail();
    queryClient.setQueryData(jobsQueryOptions().queryKey, list);
    await screen.findByRole('heading', { level: 1, name: job.title });
    scrollNear();

    expect(linkTargets()).toEqual([
      ['Vaga mesma-cidade', '/vagas/mesma-cidade'],
      ['Vaga outra-cidade', '/vagas/outra-cidade'],
      ['Vaga outra-categoria', '/vagas/outra-categoria'],
    ]);
    expect(within(section()).getByText('Cambuí - Santos, SP')).toBeInTheDocument();
    expect(getSimilarJobs).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Vaga outra-cidade' }));
    expect(router.state.location.pathname).toBe('/vagas/outra-cidade');
  });

  it('shows the similar jobs embedded in the page at once, without reading', async () => {
    const { queryClient } = renderDetail();
    queryClient.setQueryData(similarJobsQueryOptions(job).queryKey, [other('embutida')]);
    await screen.findByRole('heading', { level: 1, name: job.title });
    scrollNear();

    expect(linkTargets()).toEqual([['Vaga embutida', '/vagas/embutida']]);
    expect(getSimilarJobs).not.toHaveBeenCalled();
  });

  it('otherwise reads them once, only when the visitor scrolls near', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: job.title });
    expect(screen.queryByRole('heading', { name: 'Vagas semelhantes' })).not.toBeInTheDocument();
    expect(getSimilarJobs).not.toHaveBeenCalled();

    scrollNear();

    expect(await screen.findByRole('link', { name: 'Vaga lida' })).toBeInTheDocument();
    expect(getSimilarJobs).toHaveBeenCalledTimes(1);
    expect(vi.mocked(getSimilarJobs).mock.calls[0][0]).toMatchObject({ id: job.id });
  });

  it('shows no section when the list holds no other job', async () => {
    const { queryClient } = renderDetail();
    queryClient.setQueryData(jobsQueryOptions().queryKey, [job]);
    await screen.findByRole('heading', { level: 1, name: job.title });
    scrollNear();

    expect(screen.queryByRole('heading', { name: 'Vagas semelhantes' })).not.toBeInTheDocument();
    expect(getSimilarJobs).not.toHaveBeenCalled();
  });

  it('shows no section, and the job still, when the read fails', async () => {
    vi.mocked(getSimilarJobs).mockRejectedValue(new Error('offline'));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: job.title });
    scrollNear();
    await waitFor(() => expect(getSimilarJobs).toHaveBeenCalled());

    expect(screen.queryByRole('heading', { name: 'Vagas semelhantes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
  });

  it('reads nothing where the browser cannot tell what is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: job.title });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(getSimilarJobs).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Vagas semelhantes' })).not.toBeInTheDocument();
  });
});
