import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { statsQueryOptions, topCategoriesQueryOptions } from '@/features/jobs';
import { getStats } from '@/features/jobs/api/get-stats';
import { getTopCategories } from '@/features/jobs/api/get-top-categories';
import {
  createTestQueryClient,
  hydratePrerendered,
  ownedByReact as owned,
  renderWithApp,
} from '@/testing/render';

import { LandingPage } from './landing-page';
import { TopCategories } from './top-categories';

vi.mock('@/features/jobs/api/get-stats', () => ({ getStats: vi.fn() }));
vi.mock('@/features/jobs/api/get-top-categories', () => ({ getTopCategories: vi.fn() }));

const categories = [
  { code: '1', name: 'Cirurgião-Dentista', count: 71 },
  { code: '3', name: 'Auxiliar em Saúde Bucal (ASB)', count: 37 },
  { code: '2', name: 'Técnico em Saúde Bucal (TSB)', count: 19 },
];

// jsdom does not lay pages out, so it has no scrollIntoView of its own.
const scrollIntoView = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.mocked(getStats).mockResolvedValue({ professionals: 1240, jobs: 160 });
  vi.mocked(getTopCategories).mockResolvedValue(categories);
});

afterEach(() => {
  scrollIntoView.mockReset();
  vi.restoreAllMocks();
});

const categoriesSection = () => screen.getByRole('region', { name: 'Categorias mais procuradas' });
const downloadSection = () => screen.getByRole('region', { name: /baixe o app/i });

describe('LandingPage', () => {
  it('shows the hero, the four features and the download section', () => {
    renderWithApp(<LandingPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Seu futuro profissional está aqui' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /lista de vagas/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(downloadSection()).toHaveAttribute('id', 'download');
    expect(
      within(downloadSection()).getByRole('button', { name: 'Baixar na App Store' }),
    ).toBeInTheDocument();
  });

  it('scrolls smoothly to the download section from the Baixe Agora link', async () => {
    const { user } = renderWithApp(<LandingPage />);
    const baixeAgora = screen.getByRole('link', { name: 'Baixe Agora' });
    // Without script yet, the browser jumps to the section itself.
    expect(baixeAgora).toHaveAttribute('href', '/#download');
    await user.click(baixeAgora);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(downloadSection());
  });

  it('holds the stats card in place, numbers pending, while the counts load', async () => {
    let resolve: (value: { professionals: number; jobs: number }) => void = () => {};
    vi.mocked(getStats).mockReturnValue(new Promise((done) => (resolve = done)));
    renderWithApp(<LandingPage />);
    expect(screen.getByText('profissionais cadastrados')).toBeInTheDocument();
    expect(screen.getByText('oportunidades publicadas')).toBeInTheDocument();
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
    resolve({ professionals: 1240, jobs: 160 });
    expect(await screen.findByText('+1.2k')).toBeInTheDocument();
  });

  it('shows the stats, formatted, when both counts reach 100', async () => {
    renderWithApp(<LandingPage />);
    expect(await screen.findByText('+1.2k')).toBeInTheDocument();
    expect(screen.getByText('profissionais cadastrados')).toBeInTheDocument();
    expect(screen.getByText('+160')).toBeInTheDocument();
  });

  it.each([
    { professionals: 99, jobs: 500 },
    { professionals: 500, jobs: 99 },
  ])('hides the stats when a count is below 100 (%o)', async (stats) => {
    vi.mocked(getStats).mockResolvedValue(stats);
    renderWithApp(<LandingPage />);
    await within(categoriesSection()).findByText('Cirurgião-Dentista');
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it('ranks the categories gold, silver, bronze and tells how many jobs each has', async () => {
    const { user } = renderWithApp(<LandingPage />);
    expect(within(categoriesSection()).getByText('Carregando categorias...')).toBeInTheDocument();
    const first = await within(categoriesSection()).findByText('Cirurgião-Dentista');
    const ranks = within(categoriesSection()).getAllByRole('listitem');
    ranks.forEach((rank, i) => {
      expect(rank).toHaveTextContent(categories[i].name);
      expect(within(rank).getByRole('img', { name: `${i + 1}º lugar` })).toBeInTheDocument();
    });
    await user.hover(first);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Mais de 71 vagas');
  });

  it('links each category to its jobs on the list page', async () => {
    vi.mocked(getTopCategories).mockResolvedValue([
      ...categories.slice(0, 2),
      { code: 'tpd 2/ç', name: 'Técnico em Prótese Dentária', count: 12 },
    ]);
    const { user, router } = renderWithApp(<TopCategories />, { otherPaths: ['/vagas'] });
    const links = await within(categoriesSection()).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/vagas?categoria=1',
      '/vagas?categoria=3',
      '/vagas?categoria=tpd%202%2F%C3%A7',
    ]);
    await user.click(links[1]);
    expect(await screen.findByText('rota /vagas')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?categoria=3');
  });

  it('shows the job count to keyboard users who focus a category', async () => {
    const { user } = renderWithApp(<TopCategories />);
    const name = await within(categoriesSection()).findByText('Auxiliar em Saúde Bucal (ASB)');
    const chip = name.closest('a');
    // jsdom's :focus-visible heuristics miss user-event's Tab; a browser shows the ring here.
    // Spied only now: every selector match goes through it, which slows the queries above.
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector) {
      return selector === ':focus-visible'
        ? this === document.activeElement
        : matches.call(this, selector);
    });
    for (let step = 0; step < 10 && document.activeElement !== chip; step++) await user.tab();
    expect(chip).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Mais de 37 vagas');
    expect(chip).toHaveAccessibleDescription('Mais de 37 vagas');
  });

  it('fills empty slots when fewer than three categories have jobs', async () => {
    vi.mocked(getTopCategories).mockResolvedValue(categories.slice(0, 1));
    renderWithApp(<LandingPage />);
    await within(categoriesSection()).findByText('Cirurgião-Dentista');
    expect(within(categoriesSection()).getAllByText('Categoria não disponível')).toHaveLength(2);
    expect(within(categoriesSection()).getAllByRole('link')).toHaveLength(1);
  });

  it('shows three error chips and no stats when the reads fail', async () => {
    vi.mocked(getStats).mockRejectedValue(new Error('offline'));
    vi.mocked(getTopCategories).mockRejectedValue(new Error('offline'));
    renderWithApp(<LandingPage />);
    expect(await within(categoriesSection()).findAllByText('Erro ao carregar')).toHaveLength(3);
    expect(within(categoriesSection()).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it('leaves the scroll alone when the visitor did not ask for the download section', async () => {
    renderWithApp(<LandingPage />);
    await within(categoriesSection()).findByText('Cirurgião-Dentista');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('keeps the prerendered hero, counts, headings and store badges as the page hydrates, until the counts change', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(statsQueryOptions().queryKey, { professionals: 1240, jobs: 160 });
    queryClient.setQueryData(topCategoriesQueryOptions().queryKey, categories);
    const container = await hydratePrerendered(
      createMemoryRouter([{ path: '/', element: <LandingPage /> }]),
      queryClient,
    );
    const view = within(container);
    const adopted = [
      view.getByRole('heading', { level: 1 }),
      view.getByRole('link', { name: 'Ver vagas abertas' }),
      view.getByText('+1.2k'),
      view.getByRole('heading', { name: 'Categorias mais procuradas' }),
      view.getByRole('heading', { name: 'Baixe o app e comece hoje' }),
      view.getByRole('button', { name: 'Baixar no Google Play' }),
    ];
    expect(adopted.map(owned)).toEqual([false, false, false, false, false, false]);
    expect(owned(view.getByRole('region', { name: 'Categorias mais procuradas' }))).toBe(true);

    // New counts (a refresh of stale ones) replace the prerendered numbers.
    act(() => {
      queryClient.setQueryData(statsQueryOptions().queryKey, { professionals: 2500, jobs: 160 });
    });
    expect(await view.findByText('+2.5k')).toBeInTheDocument();
    expect(view.queryByText('+1.2k')).not.toBeInTheDocument();
    container.remove();
  });

  it("follows the adopted hero's links: 'Baixe Agora' glides to the stores, 'Ver vagas abertas' opens the list in the app", async () => {
    const router = createMemoryRouter([
      { path: '/', element: <LandingPage /> },
      { path: '/vagas', element: <p>Lista</p> },
    ]);
    const container = await hydratePrerendered(router);
    const view = within(container);
    const baixeAgora = view.getByRole('link', { name: 'Baixe Agora' });
    expect(owned(baixeAgora)).toBe(false);

    act(() => baixeAgora.click());
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(container.querySelector('#download'));
    expect(router.state.location.pathname).toBe('/');

    act(() => view.getByRole('link', { name: 'Ver vagas abertas' }).click());
    expect(await view.findByText('Lista')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vagas');
    container.remove();
  });
});
