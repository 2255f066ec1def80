import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { SiteInfo } from '../../src/features/seo/index.ts';
import * as seo from '../../src/features/seo/index.ts';
import { bundleHasAppCheck, withAppTags, writeAppLinks } from './app-links.ts';

const FINGERPRINT = Array(32).fill('5E').join(':');
const SHELL =
  '<html><head><!--app-head--><title>Vagas</title><!--/app-head--></head><body><div id="root"></div></body></html>';
const BARE: SiteInfo = { url: 'https://www.odontovagas.com.br', productName: 'OdontoVagas' };
const CONFIGURED: SiteInfo = {
  ...BARE,
  app: {
    iosAppId: '1234567890',
    iosAppIdentifier: 'ABCDE12345.br.com.odontovagas.app',
    androidPackage: 'br.com.odontovagas.app',
    androidCertFingerprints: [FINGERPRINT],
  },
};

let dist: string;
const read = (path: string) => readFile(join(dist, path), 'utf8');
const json = async (path: string) => JSON.parse(await read(path));
const exists = (path: string) =>
  readFile(join(dist, path)).then(
    () => true,
    () => false,
  );

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'app-links-'));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"a.js"}}');
  await writeFile(join(dist, 'app.html'), SHELL);
});

afterEach(() => rm(dist, { recursive: true, force: true }));

describe('writeAppLinks with the app configured', () => {
  beforeEach(() => writeAppLinks(dist, { ...seo, siteInfo: CONFIGURED }));

  it('publishes the Apple association file for the job pages', async () => {
    const apple = await json('.well-known/apple-app-site-association');
    expect(apple.applinks.details).toEqual([
      expect.objectContaining({
        appIDs: ['ABCDE12345.br.com.odontovagas.app'],
        components: [expect.objectContaining({ '/': '/vagas/*' })],
      }),
    ]);
  });

  it('publishes the Digital Asset Links of the Android app', async () => {
    expect(await json('.well-known/assetlinks.json')).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'br.com.odontovagas.app',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
  });

  it('lists both store apps in the manifest', async () => {
    const manifest = await json('manifest.webmanifest');
    expect(manifest.related_applications.map((app: { platform: string }) => app.platform)).toEqual([
      'play',
      'itunes',
    ]);
  });

  it("gives the shell the banner (on the app's start screen) and the manifest link", async () => {
    const shell = await read('app.html');
    expect(shell).toContain('<meta name="apple-itunes-app" content="app-id=1234567890">');
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    // Inside the head block, where the browser finds them when it writes a page's head.
    expect(shell.indexOf('apple-itunes-app')).toBeLessThan(shell.indexOf('<!--/app-head-->'));
  });
});

describe('writeAppLinks without an app', () => {
  beforeEach(() => writeAppLinks(dist, { ...seo, siteInfo: BARE }));

  it('writes the manifest but no association file and no banner', async () => {
    const manifest = await json('manifest.webmanifest');
    expect(manifest).toMatchObject({ name: 'OdontoVagas', lang: 'pt-BR' });
    expect(manifest).not.toHaveProperty('related_applications');
    expect(await exists('.well-known/apple-app-site-association')).toBe(false);
    expect(await exists('.well-known/assetlinks.json')).toBe(false);
    expect(await read('app.html')).not.toContain('apple-itunes-app');
  });

  it('writes a hosting config whose policy stays closed to reCAPTCHA', async () => {
    const { hosting } = await json('firebase.json');
    expect(JSON.stringify(hosting.headers)).not.toContain('recaptcha');
  });
});

describe('bundleHasAppCheck', () => {
  it('sees App Check only when the bundle holds its chunk', async () => {
    expect(bundleHasAppCheck({ 'src/main.tsx': {} })).toBe(false);
    expect(bundleHasAppCheck({ 'node_modules/firebase/app-check/dist/esm/index.esm.js': {} })).toBe(
      true,
    );
  });
});

describe('withAppTags', () => {
  it('refuses a shell without a head block rather than dropping the tags', () => {
    expect(() => withAppTags('<head></head>', ['<meta>'])).toThrow(/app-head/);
  });
});
