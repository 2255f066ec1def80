import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LABELS_GRACE_MS } from '@/features/jobs/api';
import { getJobs } from '@/features/jobs/api/get-jobs';
import { getLabels } from '@/features/jobs/api/get-labels';
import { labels, listJobs, makeJob } from '@/testing/data';
import { renderWithApp } from '@/testing/render';
import { never } from '@/testing/stubs';

import { JobList } from './job-list';

vi.mock('@/features/jobs/api/get-jobs', () => ({ getJobs: vi.fn() }));
vi.mock('@/features/jobs/api/get-labels', () => ({ getLabels: vi.fn() }));

function renderList(url = '/vagas') {
  return renderWithApp(<JobList />, { url, path: '/vagas', otherPaths: ['/vagas/:idvaga'] });
}

beforeEach(() => {
  vi.mocked(getJobs).mockReset().mockResolvedValue(listJobs);
  vi.mocked(getLabels).mockReset().mockResolvedValue(labels);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobList states', () => {
  it('shows the hero, the title and four skeleton cards while loading, without a count', () => {
    vi.mocked(getJobs).mockImplementation(never);
    renderList();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Vagas em odontologia' }),
    ).toBeInTheDocument();
    const skeletons = screen.getByRole('list', { name: 'Carregando vagas' });
    expect(within(skeletons).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText(/vagas? encontradas?/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrar Vagas' })).toBeInTheDocument();
  });

  it('counts the jobs in the plural and announces the count politely', async () => {
    renderList();

    const count = await screen.findByText('5 vagas encontradas');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('list', { name: 'Carregando vagas' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Vagas' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });

  it('counts a single job in the singular', async () => {
    vi.mocked(getJobs).mockResolvedValue([makeJob()]);
    renderList();

    expect(await screen.findByText('1 vaga encontrada')).toBeInTheDocument();
  });

  it('shows the error and reloads the page on "Tentar novamente"', async () => {
    vi.mocked(getJobs).mockRejectedValue(new Error('offline'));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao buscar vagas. Por favor, tente novamente.',
    );
    expect(screen.queryByRole('button', { name: 'Filtrar Vagas' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says no job was found when the list is empty, with nothing to clear', async () => {
    vi.mocked(getJobs).mockResolvedValue([]);
    renderList();

    expect(
      await screen.findByRole('heading', { name: 'Nenhuma vaga encontrada' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Tente ajustar os filtros ou visualizar todas as vagas.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 vagas encontradas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver todas as vagas' })).not.toBeInTheDocument();
  });

  it('waits briefly for labels, then shows raw codes rather than holding the list', async () => {
    vi.mocked(getLabels).mockImplementation(never);
    renderList();

    expect(screen.getByRole('list', { name: 'Carregando vagas' })).toBeInTheDocument();
    const card = await screen.findByRole(
      'link',
      { name: 'Clínico geral em Campinas' },
      { timeout: LABELS_GRACE_MS + 1000 },
    );
    const item = within(card.closest('li') as HTMLElement);
    expect(item.getByText('cd')).toBeInTheDocument();
    expect(item.getByText('orto')).toBeInTheDocument();
  });
});
