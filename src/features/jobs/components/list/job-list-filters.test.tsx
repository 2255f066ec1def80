import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getJobs } from '@/features/jobs/api/get-jobs';
import { getLabels } from '@/features/jobs/api/get-labels';
import { labels, listJobs } from '@/testing/data';
import { renderWithApp } from '@/testing/render';
import { never, stubMatchMedia } from '@/testing/stubs';

import { JobList } from './job-list';
import { SEARCH_DEBOUNCE_MS } from './search-field';

vi.mock('@/features/jobs/api/get-jobs', () => ({ getJobs: vi.fn() }));
vi.mock('@/features/jobs/api/get-labels', () => ({ getLabels: vi.fn() }));

const select = (name: string) => screen.getByRole('combobox', { name });
const optionTexts = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Vagas' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** Opens the list at `url`, waits for the jobs and opens the filter panel if it is closed. */
async function renderList(url = '/vagas') {
  const result = renderWithApp(<JobList />, { url, path: '/vagas' });
  await screen.findByText(/^\d+ vagas? encontradas?$/);
  const toggle = screen.getByRole('button', { name: 'Filtrar Vagas' });
  if (toggle.getAttribute('aria-expanded') === 'false') await result.user.click(toggle);
  return result;
}

beforeEach(() => {
  vi.mocked(getJobs).mockReset().mockResolvedValue(listJobs);
  vi.mocked(getLabels).mockReset().mockResolvedValue(labels);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('filter panel', () => {
  it('is open on desktop and can be collapsed', async () => {
    stubMatchMedia(true);
    const { user } = renderWithApp(<JobList />, { url: '/vagas', path: '/vagas' });
    await screen.findByRole('list', { name: 'Vagas' });

    const toggle = screen.getByRole('button', { name: 'Filtrar Vagas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(select('Categoria')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is closed on phones until opened from the keyboard', async () => {
    stubMatchMedia(false);
    const { user } = renderWithApp(<JobList />, { url: '/vagas', path: '/vagas' });
    await screen.findByRole('list', { name: 'Vagas' });

    const toggle = screen.getByRole('button', { name: 'Filtrar Vagas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Categoria' })).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(select('Categoria')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Filtrar Vagas' })).toBeInTheDocument();
  });

  it('opens on phones when the link carries filters', async () => {
    stubMatchMedia(false);
    renderWithApp(<JobList />, { url: '/vagas?estado=SP', path: '/vagas' });
    await screen.findByRole('list', { name: 'Vagas' });

    expect(screen.getByRole('button', { name: 'Filtrar Vagas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('1 filtro ativo')).toBeInTheDocument();
  });

  it('offers "Todas"/"Todos" and the values of the loaded jobs, sorted', async () => {
    await renderList();

    expect(optionTexts('Categoria')).toEqual([
      'Todas',
      'Auxiliar de saúde bucal',
      'Cirurgião-dentista',
      'Recepcionista',
      'Técnico em saúde bucal',
    ]);
    expect(optionTexts('Estado')).toEqual(['Todos', 'MG', 'RJ', 'SP']);
    expect(optionTexts('Cidade')).toEqual(['Todas']);
    expect(optionTexts('Bairro')).toEqual(['Todos']);
    expect(select('Cidade')).toBeDisabled();
    expect(select('Bairro')).toBeDisabled();
  });
});

describe('filtering', () => {
  it('filters by category and writes it to the URL', async () => {
    const { user, router } = await renderList();

    await user.selectOptions(select('Categoria'), 'Cirurgião-dentista');

    expect(screen.getByText('2 vagas encontradas')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Clínico geral em Campinas', 'Ortodontista meio período']);
    expect(router.state.location.search).toBe('?categoria=cd');
  });

  it('narrows by state, then city, then neighbourhood, enabling each in turn', async () => {
    const { user, router } = await renderList();

    await user.selectOptions(select('Estado'), 'SP');
    expect(screen.getByText('3 vagas encontradas')).toBeInTheDocument();
    expect(select('Cidade')).toBeEnabled();
    expect(select('Bairro')).toBeDisabled();
    expect(optionTexts('Cidade')).toEqual(['Todas', 'Campinas', 'São Paulo']);

    await user.selectOptions(select('Cidade'), 'São Paulo');
    expect(screen.getByText('2 vagas encontradas')).toBeInTheDocument();
    expect(select('Bairro')).toBeEnabled();
    expect(optionTexts('Bairro')).toEqual(['Todos', 'Moema', 'Pinheiros']);

    await user.selectOptions(select('Bairro'), 'Pinheiros');
    expect(screen.getByText('1 vaga encontrada')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Ortodontista meio período']);
    expect(router.state.location.search).toBe('?estado=SP&cidade=S%C3%A3o+Paulo&bairro=Pinheiros');
  });

  it('clears city and neighbourhood when the state changes', async () => {
    const { user } = await renderList('/vagas?estado=SP&cidade=S%C3%A3o+Paulo&bairro=Moema');
    expect(select('Bairro')).toHaveValue('Moema');

    await user.selectOptions(select('Estado'), 'MG');

    expect(select('Estado')).toHaveValue('MG');
    expect(select('Cidade')).toHaveValue('');
    expect(select('Bairro')).toHaveValue('');
    expect(select('Bairro')).toBeDisabled();
    expect(optionTexts('Cidade')).toEqual(['Todas', 'Belo Horizonte']);
    expect(cardTitles()).toEqual(['Recepção de consultório']);
  });

  it('clears the neighbourhood when the city changes, and disables it without a city', async () => {
    const { user } = await renderList('/vagas?estado=SP&cidade=S%C3%A3o+Paulo&bairro=Moema');

    await user.selectOptions(select('Cidade'), 'Campinas');
    expect(select('Bairro')).toHaveValue('');
    expect(optionTexts('Bairro')).toEqual(['Todos', 'Cambuí']);

    await user.selectOptions(select('Cidade'), 'Todas');
    expect(select('Bairro')).toBeDisabled();
    expect(screen.getByText('3 vagas encontradas')).toBeInTheDocument();
  });

  it('"Limpar Filtros" resets all four filters and the URL', async () => {
    const { user, router } = await renderList(
      '/vagas?categoria=cd&estado=SP&cidade=S%C3%A3o+Paulo&bairro=Pinheiros',
    );
    expect(screen.getByText('1 vaga encontrada')).toBeInTheDocument();
    expect(screen.getByText('4 filtros ativos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));

    for (const name of ['Categoria', 'Estado', 'Cidade', 'Bairro']) {
      expect(select(name)).toHaveValue('');
    }
    expect(screen.getByText('5 vagas encontradas')).toBeInTheDocument();
    expect(screen.queryByText(/filtros? ativos?/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reads the filters from the URL on arrival and drops unknown or inconsistent ones', async () => {
    await renderList('/vagas?categoria=xyz&estado=SP&cidade=Belo+Horizonte&bairro=Centro');

    expect(select('Categoria')).toHaveValue('');
    expect(select('Estado')).toHaveValue('SP');
    expect(select('Cidade')).toHaveValue('');
    expect(select('Bairro')).toHaveValue('');
    expect(screen.getByText('3 vagas encontradas')).toBeInTheDocument();
  });

  it('goes back to the previous filters with the browser history', async () => {
    const { user, router } = await renderList();
    await user.selectOptions(select('Estado'), 'RJ');
    expect(screen.getByText('1 vaga encontrada')).toBeInTheDocument();

    await act(() => router.navigate(-1));

    expect(select('Estado')).toHaveValue('');
    expect(screen.getByText('5 vagas encontradas')).toBeInTheDocument();
  });

  it('shows the empty state when no job matches, with a way back to all jobs', async () => {
    const { user } = await renderList('/vagas?categoria=rec&estado=RJ');

    expect(screen.getByRole('heading', { name: 'Nenhuma vaga encontrada' })).toBeInTheDocument();
    expect(
      screen.getByText('Tente ajustar os filtros ou visualizar todas as vagas.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todas as vagas' }));

    expect(screen.getByText('5 vagas encontradas')).toBeInTheDocument();
    expect(select('Categoria')).toHaveValue('');
  });

  it('keeps the selects disabled while the jobs load', async () => {
    vi.mocked(getJobs).mockImplementation(never);
    stubMatchMedia(true);
    renderWithApp(<JobList />, { url: '/vagas?estado=SP', path: '/vagas' });

    for (const name of ['Categoria', 'Estado', 'Cidade', 'Bairro']) {
      expect(select(name)).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Limpar Filtros' })).toBeDisabled();
  });
});

describe('search', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar vagas' });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  /** Opens the list, then lets the test drive the debounce with fake timers. */
  async function renderSearch(url = '/vagas') {
    const { router } = await renderList(url);
    vi.useFakeTimers();
    // Testing Library advances fake timers only through a global `jest`; without it, each
    // user-event step waits for a timer that never fires.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    return { user, router };
  }

  it('is a labelled search field with a search key on phone keyboards', async () => {
    await renderList();

    expect(searchBox()).toHaveAttribute('type', 'search');
    expect(searchBox()).toHaveAttribute('enterkeyhint', 'search');
    expect(screen.getByRole('search')).toContainElement(searchBox());
  });

  it('shows each keystroke at once and filters the list once typing pauses', async () => {
    const { user, router } = await renderSearch();

    await user.type(searchBox(), 'RECEPCAO');
    expect(searchBox()).toHaveValue('RECEPCAO');
    expect(searchBox()).toHaveFocus();
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(screen.getByText('5 vagas encontradas')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await wait(1);
    expect(screen.getByText('1 vaga encontrada')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Recepção de consultório']);
    expect(router.state.location.search).toBe('?q=RECEPCAO');
    expect(screen.getByText('1 filtro ativo')).toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
  });

  it('needs every word, in titles, category and specialty names', async () => {
    const { user } = await renderSearch();

    await user.type(searchBox(), 'clinica moema');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(cardTitles()).toEqual(['ASB para clínica em Moema']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'ortodontia cirurgiao');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(cardTitles()).toEqual(['Clínico geral em Campinas']);
  });

  it('combines with the selects in the list and the URL', async () => {
    const { user, router } = await renderSearch('/vagas?estado=SP');

    await user.type(searchBox(), 'orto');
    await wait(SEARCH_DEBOUNCE_MS);

    expect(cardTitles()).toEqual([
      'Clínico geral em Campinas',
      'ASB para clínica em Moema',
      'Ortodontista meio período',
    ]);
    expect(router.state.location.search).toBe('?estado=SP&q=orto');
    expect(screen.getByText('2 filtros ativos')).toBeInTheDocument();
  });

  it('applies on Enter without waiting', async () => {
    const { user } = await renderSearch();

    await user.type(searchBox(), 'plantoes{Enter}');

    expect(cardTitles()).toEqual(['TSB para plantões']);
  });

  it('adds one history entry per search, so back undoes it at once', async () => {
    const { user, router } = await renderSearch();

    await user.type(searchBox(), 'orto');
    await wait(SEARCH_DEBOUNCE_MS);
    await user.type(searchBox(), ' campinas');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(router.state.location.search).toBe('?q=orto+campinas');

    await act(() => router.navigate(-1));

    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
    expect(screen.getByText('5 vagas encontradas')).toBeInTheDocument();
  });

  it('reads the search from the URL on arrival', async () => {
    await renderList('/vagas?q=T%C3%A9cnico');

    expect(searchBox()).toHaveValue('Técnico');
    expect(cardTitles()).toEqual(['TSB para plantões']);
  });

  it('is cleared by "Limpar Filtros" with the selects', async () => {
    const { user, router } = await renderSearch('/vagas?estado=SP');
    await user.type(searchBox(), 'moema');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('1 vaga encontrada')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await wait(SEARCH_DEBOUNCE_MS);

    expect(searchBox()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('5 vagas encontradas')).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches, whose button clears the search', async () => {
    const { user } = await renderSearch();
    await user.type(searchBox(), 'astronauta');
    await wait(SEARCH_DEBOUNCE_MS);

    expect(screen.getByText('0 vagas encontradas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todas as vagas' }));
    await wait(SEARCH_DEBOUNCE_MS);

    expect(searchBox()).toHaveValue('');
    expect(screen.getByText('5 vagas encontradas')).toBeInTheDocument();
  });
});
