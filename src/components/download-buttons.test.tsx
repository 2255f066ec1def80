import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as SiteModule from '@/config/site';
import { renderWithApp } from '@/testing/render';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('@/config/site');
});

async function renderButtons(
  urls: { appStoreUrl: string | null; playStoreUrl: string | null },
  page: { url: string; path: string } = { url: '/', path: '/' },
) {
  vi.doMock('@/config/site', async (original) => {
    const actual = await original<typeof SiteModule>();
    return { site: { ...actual.site, ...urls } };
  });
  const { DownloadButtons } = await import('./download-buttons');
  return renderWithApp(<DownloadButtons />, page);
}

const hrefOf = (name: string) => new URL(screen.getByRole('link', { name }).getAttribute('href')!);
const referrerOf = (href: URL) =>
  Object.fromEntries(new URLSearchParams(href.searchParams.get('referrer') ?? ''));

describe('DownloadButtons', () => {
  it('shows enabled buttons that lead nowhere when no store link is configured', async () => {
    await renderButtons({ appStoreUrl: null, playStoreUrl: null });
    for (const name of ['Baixar na App Store', 'Baixar no Google Play']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeEnabled();
      expect(button).not.toHaveAttribute('href');
    }
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('links to the stores when their addresses are configured, with the site as the source', async () => {
    await renderButtons({
      appStoreUrl: 'https://apps.apple.com/app/id1',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=x',
    });
    const apple = hrefOf('Baixar na App Store');
    expect(`${apple.origin}${apple.pathname}`).toBe('https://apps.apple.com/app/id1');
    expect(apple.searchParams.get('ct')).toBe('site-inicio');
    const playHref = hrefOf('Baixar no Google Play');
    expect(playHref.searchParams.get('id')).toBe('x');
    expect(referrerOf(playHref)).toEqual({
      utm_source: 'site',
      utm_medium: 'web',
      utm_campaign: 'inicio',
    });
    const play = screen.getByRole('link', { name: 'Baixar no Google Play' });
    expect(play).toHaveAttribute('target', '_blank');
    expect(play).toHaveAttribute('rel', 'noopener');
  });

  it('tells the stores which job the visitor came from on a job page', async () => {
    await renderButtons(
      {
        appStoreUrl: 'https://apps.apple.com/app/id1',
        playStoreUrl: 'https://play.google.com/store/apps/details?id=x',
      },
      { url: '/vagas/abc123', path: '/vagas/:idvaga' },
    );
    expect(hrefOf('Baixar na App Store').searchParams.get('ct')).toBe('site-vaga-abc123');
    expect(referrerOf(hrefOf('Baixar no Google Play'))).toMatchObject({
      utm_campaign: 'vaga',
      utm_content: 'abc123',
    });
  });

  it.each([
    { appStoreUrl: null, playStoreUrl: null },
    { appStoreUrl: 'https://apps.apple.com/app/id1', playStoreUrl: 'https://play.google.com/x' },
  ])('names each badge by its visible text, as it reads (%o)', async (urls) => {
    await renderButtons(urls);
    const badges = screen.getAllByRole(urls.appStoreUrl ? 'link' : 'button');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Baixar na App Store',
      'Baixar no Google Play',
    ]);
    for (const badge of badges) expect(badge).toHaveAccessibleName(badge.textContent ?? '');
  });
});
