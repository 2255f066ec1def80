import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { type AppIdentity, NO_APP } from '@/config/env-schema';
import { testSite } from '@/testing/data';

import {
  APP_ICONS,
  appleAppSiteAssociation,
  assetLinks,
  smartBannerContent,
  THEME_COLOR,
  webManifest,
} from './app-links';

const FINGERPRINT = Array(32).fill('AB').join(':');
const APP: AppIdentity = {
  iosAppId: '1234567890',
  iosAppIdentifier: 'ABCDE12345.br.com.odontovagas.app',
  androidPackage: 'br.com.odontovagas.app',
  androidCertFingerprints: [FINGERPRINT],
};

describe('smartBannerContent', () => {
  it('names the app and the page it should open', () => {
    expect(smartBannerContent('123456', 'https://www.odontovagas.com.br/vagas/abc')).toBe(
      'app-id=123456, app-argument=https://www.odontovagas.com.br/vagas/abc',
    );
    expect(smartBannerContent('123456', null)).toBe('app-id=123456');
  });
});

describe('appleAppSiteAssociation', () => {
  it('lets the iOS app open the job pages', () => {
    expect(appleAppSiteAssociation(APP)).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.br.com.odontovagas.app'],
            components: [{ '/': '/vagas/*', comment: expect.any(String) }],
          },
        ],
      },
    });
  });

  it('is not published without a team and bundle id', () => {
    expect(appleAppSiteAssociation({ ...APP, iosAppIdentifier: null })).toBeNull();
  });
});

describe('assetLinks', () => {
  it('delegates the site links to the Android package and its certificates', () => {
    expect(assetLinks({ ...APP, androidCertFingerprints: [FINGERPRINT, FINGERPRINT] })).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'br.com.odontovagas.app',
          sha256_cert_fingerprints: [FINGERPRINT, FINGERPRINT],
        },
      },
    ]);
  });

  it('is not published without a package', () => {
    expect(assetLinks(NO_APP)).toBeNull();
  });
});

describe('webManifest', () => {
  const description = 'Vagas em odontologia.';

  it('names the site in Portuguese, with its colours and icons of 192 and 512 px, one maskable', () => {
    const manifest = webManifest(testSite, description);
    expect(manifest).toMatchObject({
      name: 'OdontoVagas',
      short_name: 'OdontoVagas',
      lang: 'pt-BR',
      start_url: '/',
      theme_color: THEME_COLOR,
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(APP_ICONS.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(APP_ICONS.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
    expect(manifest).not.toHaveProperty('related_applications');
  });

  it('lists the apps in both stores when they are configured', () => {
    expect(webManifest({ ...testSite, app: APP }, description).related_applications).toEqual([
      {
        platform: 'play',
        url: 'https://play.google.com/store/apps/details?id=br.com.odontovagas.app',
        id: 'br.com.odontovagas.app',
      },
      { platform: 'itunes', url: 'https://apps.apple.com/app/id1234567890' },
    ]);
    expect(
      webManifest({ ...testSite, app: { ...NO_APP, iosAppId: '987654' } }, description)
        .related_applications,
    ).toEqual([{ platform: 'itunes', url: 'https://apps.apple.com/app/id987654' }]);
  });

  it("matches the pages' theme-color, and every icon is in public/", () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    for (const icon of APP_ICONS) {
      const png = readFileSync(`public${icon.src}`);
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
