import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as SiteModule from '@/config/site';
import { renderWithApp } from '@/testing/render';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('@/config/site');
});

async function renderButtons(urls: { appStoreUrl: string | null; playStoreUrl: string | null }) {
  vi.doMock('@/config/site', async (original) => {
    const actual = await original<typeof SiteModule>();
    return { site: { ...actual.site, ...urls } };
  });
  const { DownloadButtons } = await import('./download-buttons');
  return renderWithApp(<DownloadButtons />);
}

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

  it('links to the stores when their addresses are configured', async () => {
    await renderButtons({
      appStoreUrl: 'https://apps.apple.com/app/id1',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=x',
    });
    expect(screen.getByRole('link', { name: 'Baixar na App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id1',
    );
    const play = screen.getByRole('link', { name: 'Baixar no Google Play' });
    expect(play).toHaveAttribute('target', '_blank');
    expect(play).toHaveAttribute('rel', 'noopener');
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
