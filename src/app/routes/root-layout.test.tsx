import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderSite, renderWithApp } from '@/testing/render';

import { RootLayout } from './root-layout';

vi.mock('@/features/jobs/api/get-stats', () => ({
  getStats: vi.fn(() => new Promise(() => {})),
}));
vi.mock('@/features/jobs/api/get-top-categories', () => ({
  getTopCategories: vi.fn(() => new Promise(() => {})),
}));

// jsdom lays nothing out, so it cannot scroll; record where the page was asked to go.
const scrollIntoView = vi.fn();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});

async function openSite(url: string) {
  const router = renderSite(url);
  await screen.findByRole('heading', { level: 1 });
  return router;
}

describe('RootLayout', () => {
  it('offers keyboard users a skip link to the content before anything else', async () => {
    const { user } = renderWithApp(<RootLayout />, { url: '/vagas' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
  });

  it('frames every page with the navigation bar and the footer', () => {
    renderWithApp(<RootLayout />, { url: '/termos' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lands on the download section when /#download is opened from another page', async () => {
    const router = await openSite('/termos');
    await act(() => router.navigate('/#download'));
    await screen.findByRole('heading', { level: 1, name: 'Seu futuro profissional está aqui' });
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'download');
  });

  it('opens a new page at the top', async () => {
    const router = await openSite('/termos');
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/privacidade'));
    await screen.findByRole('heading', { level: 1, name: /Política de Privacidade/ });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
