import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { site } from '@/config/site';
import { getJob } from '@/features/jobs/api/get-job';
import { getJobs } from '@/features/jobs/api/get-jobs';
import { getLabels } from '@/features/jobs/api/get-labels';
import { getOwner } from '@/features/jobs/api/get-owner';
import { headTags, jobHead, tagMarkup } from '@/features/seo';
import { ServerRender } from '@/lib/server-render';
import { labels, makeJob, makeOwner } from '@/testing/data';
import { renderSite } from '@/testing/render';

import { DocumentHead, RouteLookup } from './document-head';
import { type HeadContext, type HeadMatch, siteInfo } from './head';

vi.mock('@/features/jobs/api/get-job', () => ({ getJob: vi.fn() }));
vi.mock('@/features/jobs/api/get-jobs', () => ({ getJobs: vi.fn() }));
vi.mock('@/features/jobs/api/get-owner', () => ({ getOwner: vi.fn() }));
vi.mock('@/features/jobs/api/get-labels', () => ({ getLabels: vi.fn() }));
vi.mock('@/features/jobs/api/get-stats', () => ({ getStats: vi.fn(() => new Promise(() => {})) }));
vi.mock('@/features/jobs/api/get-top-categories', () => ({
  getTopCategories: vi.fn(() => new Promise(() => {})),
}));

beforeEach(() => {
  document.head.replaceChildren();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.mocked(getJob).mockReset().mockResolvedValue(makeJob());
  vi.mocked(getJobs).mockReset().mockResolvedValue([makeJob()]);
  vi.mocked(getOwner).mockReset().mockResolvedValue(makeOwner());
  vi.mocked(getLabels).mockReset().mockResolvedValue(labels);
});

function openSite(url: string) {
  const router = renderSite(url);
  return router;
}

// Route modules load lazily, as in the browser: allow them time on a busy machine.
const titled = (text: string) =>
  waitFor(() => expect(document.title).toBe(text), { timeout: 5000 });

describe('the page head, from each route', () => {
  it.each([
    ['/', `${site.productName} | Vagas de emprego em odontologia`],
    ['/termos', `Termos de Serviço | ${site.productName}`],
    ['/privacidade', `Política de Privacidade | ${site.productName}`],
    ['/vagas', `Vagas | ${site.productName}`],
    ['/nada/aqui', `Página não encontrada | ${site.productName}`],
  ])('%s', async (url, title) => {
    openSite(url);
    await titled(title);
  });

  it('follows a job page through loading to the job', async () => {
    let resolve: (job: ReturnType<typeof makeJob>) => void = () => {};
    vi.mocked(getJob).mockImplementation(() => new Promise((done) => (resolve = done)));
    openSite('/vagas/vaga-1');
    await titled(`Carregando vaga | ${site.productName}`);
    // The frame shows while the page's module loads; the job is read once the page renders.
    await waitFor(() => expect(getJob).toHaveBeenCalled(), { timeout: 5000 });
    resolve(makeJob());
    await titled(`Dentista clínico geral | ${site.productName}`);
  });

  it('says when a job does not exist or could not be read', async () => {
    vi.mocked(getJob).mockResolvedValue(null);
    openSite('/vagas/sumiu');
    await titled(`Vaga não encontrada | ${site.productName}`);
    expect(await screen.findByRole('heading', { name: 'Vaga não encontrada' })).toBeVisible();
  });

  it('names the error when the job read fails', async () => {
    vi.mocked(getJob).mockRejectedValue(new Error('offline'));
    openSite('/vagas/vaga-1');
    await titled(`Erro ao buscar dados | ${site.productName}`);
  });

  it('changes with client-side navigation', async () => {
    const router = openSite('/termos');
    await titled(`Termos de Serviço | ${site.productName}`);
    await router.navigate('/vagas/vaga-1');
    await titled(`Dentista clínico geral | ${site.productName}`);
  });

  it("writes a job's whole head once it loads, as the prerender does, each tag once", async () => {
    const router = openSite('/nada/aqui');
    await titled(`Página não encontrada | ${site.productName}`);
    expect(content('meta[name="robots"]')).toBe('noindex');
    await router.navigate('/vagas/vaga-1');
    await titled(`Dentista clínico geral | ${site.productName}`);
    await waitFor(() => expect(content('meta[property="og:site_name"]')).toBe(site.productName));
    const job = jobHead(makeJob(), labels, makeOwner(), siteInfo);
    expect(document.head.innerHTML).toContain(headTags(job, siteInfo).map(tagMarkup).join(''));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    const posting = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(posting?.textContent ?? '')).toMatchObject({ '@type': 'JobPosting' });
  });
});

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('the head of a prerendered page', () => {
  /** A page whose title is its query's data, with the head kept by DocumentHead. */
  function page(client: QueryClient, findRoutes: (path: string) => Promise<HeadMatch[]>) {
    return (
      <QueryClientProvider client={client}>
        <RouteLookup value={findRoutes}>
          <MemoryRouter initialEntries={['/vagas/vaga-1']}>
            <DocumentHead />
          </MemoryRouter>
        </RouteLookup>
      </QueryClientProvider>
    );
  }
  const head = {
    head: ({ queryClient }: HeadContext) => ({
      title: String(queryClient.getQueryData(['title'])),
      description: 'Vaga',
      path: '/vagas/vaga-1',
    }),
  };

  it('is left as the build wrote it until the data changes', async () => {
    const findRoutes = vi.fn(async () => [{ handle: head, params: {} }]);
    const client = new QueryClient();
    client.setQueryData(['title'], 'Dentista clínico geral');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerRender value>{page(client, findRoutes)}</ServerRender>,
    );
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, page(client, findRoutes));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(findRoutes).not.toHaveBeenCalled();

    act(() => client.setQueryData(['title'], 'Ortodontista'));
    await waitFor(() => expect(document.title).toBe('Ortodontista'));
    container.remove();
  });
});
