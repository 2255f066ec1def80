import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getStats } from '@/features/jobs/api/get-stats';
import { getTopCategories } from '@/features/jobs/api/get-top-categories';
import { renderWithApp } from '@/testing/render';

import { LandingPage } from './landing-page';

vi.mock('@/features/jobs/api/get-stats', () => ({ getStats: vi.fn() }));
vi.mock('@/features/jobs/api/get-top-categories', () => ({ getTopCategories: vi.fn() }));

const categories = [
  { code: '1', name: 'Cirurgião-Dentista', count: 71 },
  { code: '3', name: 'Auxiliar em Saúde Bucal (ASB)', count: 37 },
  { code: '2', name: 'Técnico em Saúde Bucal (TSB)', count: 19 },
];

beforeEach(() => {
  vi.mocked(getStats).mockResolvedValue({ professionals: 1240, jobs: 160 });
  vi.mocked(getTopCategories).mockResolvedValue(categories);
});

const categoriesSection = () => screen.getByRole('region', { name: 'Categorias mais procuradas' });

describe('LandingPage', () => {
  it('shows the hero, the four features and the download section', async () => {
    renderWithApp(<LandingPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Seu futuro profissional está aqui' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixe Agora' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /lista de vagas/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const download = screen.getByRole('region', { name: /baixe o app/i });
    expect(download).toHaveAttribute('id', 'download');
    expect(
      within(download).getByRole('button', { name: 'Baixar na App Store' }),
    ).toBeInTheDocument();
  });

  it('shows the stats, formatted, when both counts reach 100', async () => {
    renderWithApp(<LandingPage />);
    expect(await screen.findByText('+1.2k')).toBeInTheDocument();
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

  it('ranks the categories with medals and tells how many jobs each has', async () => {
    const { user } = renderWithApp(<LandingPage />);
    expect(within(categoriesSection()).getByText('Carregando categorias...')).toBeInTheDocument();
    const first = await within(categoriesSection()).findByText('Cirurgião-Dentista');
    expect(within(categoriesSection()).getByTitle('1º lugar')).toBeInTheDocument();
    expect(within(categoriesSection()).getByTitle('3º lugar')).toBeInTheDocument();
    await user.hover(first);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Mais de 71 vagas');
  });

  it('fills empty slots when fewer than three categories have jobs', async () => {
    vi.mocked(getTopCategories).mockResolvedValue(categories.slice(0, 1));
    renderWithApp(<LandingPage />);
    await within(categoriesSection()).findByText('Cirurgião-Dentista');
    expect(within(categoriesSection()).getAllByText('Categoria não disponível')).toHaveLength(2);
  });

  it('shows three error chips and no stats when the reads fail', async () => {
    vi.mocked(getStats).mockRejectedValue(new Error('offline'));
    vi.mocked(getTopCategories).mockRejectedValue(new Error('offline'));
    renderWithApp(<LandingPage />);
    expect(await within(categoriesSection()).findAllByText('Erro ao carregar')).toHaveLength(3);
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
  });
});
