import { describe, expect, it } from 'vitest';

import {
  androidIntentHref,
  APP_STORE_TOKEN_MAX,
  appStoreHref,
  playStoreHref,
  storeLinks,
} from './store-links';

const PLAY = 'https://play.google.com/store/apps/details?id=br.com.odontovagas.app';
const APPLE = 'https://apps.apple.com/br/app/odontovagas/id1234567890?pt=118000';

/** The referrer as the app reads it from the Install Referrer API: decoded once. */
function referrerOf(href: string): Record<string, string> {
  const referrer = new URL(href).searchParams.get('referrer') ?? '';
  return Object.fromEntries(new URLSearchParams(referrer));
}

describe('playStoreHref', () => {
  it('keeps the base and adds a URL-encoded referrer with the campaign and the job', () => {
    const href = playStoreHref(PLAY, 'vaga_123');
    expect(href).toContain('?id=br.com.odontovagas.app&referrer=utm_source%3Dsite%26');
    expect(referrerOf(href)).toEqual({
      utm_source: 'site',
      utm_medium: 'web',
      utm_campaign: 'vaga',
      utm_content: 'vaga_123',
    });
  });

  it('names no job outside a job page', () => {
    expect(referrerOf(playStoreHref(PLAY, null))).toEqual({
      utm_source: 'site',
      utm_medium: 'web',
      utm_campaign: 'inicio',
    });
  });

  it('keeps a job id with reserved characters whole', () => {
    expect(referrerOf(playStoreHref(PLAY, 'a&b=c d')).utm_content).toBe('a&b=c d');
  });

  it('replaces a referrer already in the base', () => {
    const href = playStoreHref(`${PLAY}&referrer=old`, null);
    expect(new URL(href).searchParams.getAll('referrer')).toHaveLength(1);
    expect(referrerOf(href).utm_campaign).toBe('inicio');
  });
});

describe('appStoreHref', () => {
  it('adds a campaign token naming the job, keeping the provider token', () => {
    const url = new URL(appStoreHref(APPLE, 'abc123'));
    expect(url.searchParams.get('pt')).toBe('118000');
    expect(url.searchParams.get('ct')).toBe('site-vaga-abc123');
  });

  it('drops the job when the token would pass the 40-character limit', () => {
    const longId = 'x'.repeat(APP_STORE_TOKEN_MAX);
    expect(new URL(appStoreHref(APPLE, longId)).searchParams.get('ct')).toBe('site-vaga');
    const fits = 'y'.repeat(APP_STORE_TOKEN_MAX - 'site-vaga-'.length);
    expect(new URL(appStoreHref(APPLE, fits)).searchParams.get('ct')).toHaveLength(40);
  });

  it('uses the site campaign outside a job page', () => {
    expect(new URL(appStoreHref(APPLE, null)).searchParams.get('ct')).toBe('site-inicio');
  });
});

describe('storeLinks', () => {
  it('has no link for a store without a base', () => {
    expect(
      storeLinks({ appStoreUrl: null, playStoreUrl: null, androidPackage: null }, 'a'),
    ).toEqual({ appStore: null, playStore: null });
  });

  it("falls back to the package's Play page when no Play link is configured", () => {
    const links = storeLinks(
      { appStoreUrl: APPLE, playStoreUrl: null, androidPackage: 'br.com.odontovagas.app' },
      'a',
    );
    expect(links.playStore).toMatch(
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=br\.com\.odontovagas\.app&referrer=/,
    );
    expect(links.appStore).toContain('ct=site-vaga-a');
  });
});

describe('androidIntentHref', () => {
  it('opens the job in the app, or the store with its attribution', () => {
    const fallback = playStoreHref(PLAY, 'abc');
    const href = androidIntentHref(
      'https://www.odontovagas.com.br',
      '/vagas/abc',
      'br.com.odontovagas.app',
      fallback,
    );
    expect(href).toBe(
      'intent://www.odontovagas.com.br/vagas/abc#Intent;scheme=https;' +
        `package=br.com.odontovagas.app;S.browser_fallback_url=${encodeURIComponent(fallback)};end`,
    );
    const encoded = /S\.browser_fallback_url=([^;]*);end$/.exec(href)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(fallback);
  });
});
