import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NO_APP } from '@/config/env-schema';
import type * as SiteModule from '@/config/site';
import { markPlatform } from '@/lib/platform';
import { renderWithApp } from '@/testing/render';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';

afterEach(() => {
  document.documentElement.removeAttribute('data-android');
  vi.restoreAllMocks();
  vi.resetModules();
  vi.doUnmock('@/config/site');
});

async function renderOnJobPage(userAgent: string, androidPackage: string | null) {
  // The render helper's app already imported the component with the real site facts.
  vi.resetModules();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // As public/boot.js (or the app's start) marks the page.
  markPlatform();
  vi.doMock('@/config/site', async (original) => {
    const actual = await original<typeof SiteModule>();
    return {
      site: {
        ...actual.site,
        url: 'https://www.odontovagas.com.br',
        playStoreUrl: null,
        app: { ...NO_APP, androidPackage },
      },
    };
  });
  const { OpenInApp } = await import('./open-in-app');
  return renderWithApp(<OpenInApp />, { url: '/vagas/abc123', path: '/vagas/:idvaga' });
}

describe('OpenInApp', () => {
  it('opens the job in the Android app, falling back to the store with attribution', async () => {
    await renderOnJobPage(ANDROID, 'br.com.odontovagas.app');
    const link = screen.getByRole('link', { name: 'Abrir no app' });
    expect(link).toBeVisible();
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(
      /^intent:\/\/www\.odontovagas\.com\.br\/vagas\/abc123#Intent;scheme=https;package=br\.com\.odontovagas\.app;S\.browser_fallback_url=[^;]+;end$/,
    );
    const fallback = new URL(decodeURIComponent(/browser_fallback_url=([^;]+)/.exec(href)![1]));
    expect(fallback.searchParams.get('id')).toBe('br.com.odontovagas.app');
    expect(new URLSearchParams(fallback.searchParams.get('referrer')!).get('utm_content')).toBe(
      'abc123',
    );
  });

  it('is not offered on iOS, where the Smart App Banner opens the app', async () => {
    await renderOnJobPage(IPHONE, 'br.com.odontovagas.app');
    expect(screen.queryByRole('link', { name: 'Abrir no app' })).not.toBeInTheDocument();
    // Prerendered hidden, for any phone: shown only where the browser says Android.
    expect(screen.getByText('Abrir no app')).not.toBeVisible();
  });

  it('is not offered without an Android package', async () => {
    await renderOnJobPage(ANDROID, null);
    expect(screen.queryByRole('link', { name: 'Abrir no app' })).not.toBeInTheDocument();
  });
});
