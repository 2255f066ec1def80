/**
 * The app's presence on the built site when no app is configured (the browser tests' build sets
 * none of the app variables): a manifest, and nothing that names an app. The configured case is
 * covered where it is cheap, in scripts/prerender/app-links.test.ts and the unit tests.
 */
import { expect, test } from '@playwright/test';

import { SAMPLE_JOB_IDS } from './support.ts';

const PAGES = ['/', '/vagas', `/vagas/${SAMPLE_JOB_IDS.complete}`, '/termos', '/nada'];

test('every page links the manifest, and none shows an app banner', async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect([path, html]).toEqual([
      path,
      expect.stringContaining('<link rel="manifest" href="/manifest.webmanifest">'),
    ]);
    expect([path, html.includes('apple-itunes-app')]).toEqual([path, false]);
  }
});

test('the manifest names the site and lists no store app', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ lang: 'pt-BR', start_url: '/' });
  expect(manifest).not.toHaveProperty('related_applications');
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const image = await request.get(icon.src);
    expect([icon.src, image.status(), image.headers()['content-type']]).toEqual([
      icon.src,
      200,
      'image/png',
    ]);
  }
});

test('no association file is published without an app', async ({ request }) => {
  for (const path of ['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json']) {
    expect([path, (await request.get(path, { maxRedirects: 0 })).status()]).toEqual([path, 404]);
  }
});
