import type { AppIdentity } from '@/config/env-schema';
import { playStorePage } from '@/lib/store-links';
import { brand } from '@/theme/primitives';

import type { SiteInfo } from './types';

/**
 * What lets a phone open the app from the site: the association files both platforms fetch from
 * /.well-known to verify that the site trusts the app, and the web app manifest. Pure: the build
 * writes their output (scripts/prerender/app-links.ts).
 */

export const MANIFEST_PATH = '/manifest.webmanifest';
export const APPLE_ASSOCIATION_PATH = '/.well-known/apple-app-site-association';
export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';
/** The site paths the app opens: a job. */
const APP_PATHS = '/vagas/*';

export const APP_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The bar colour: the same teal as the `theme-color` meta of every page (index.html). */
export const THEME_COLOR = brand.teal.dark;

/** Safari's Smart App Banner: an installed app opens on `url`, the page's canonical address. */
export function smartBannerContent(iosAppId: string, url: string | null): string {
  return url ? `app-id=${iosAppId}, app-argument=${url}` : `app-id=${iosAppId}`;
}

/** Null when the app is not configured for iOS links: the file is then not published. */
export function appleAppSiteAssociation(app: AppIdentity): object | null {
  if (!app.iosAppIdentifier) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: [app.iosAppIdentifier],
          components: [{ '/': APP_PATHS, comment: 'A job opens in the app.' }],
        },
      ],
    },
  };
}

/** Digital Asset Links: Android verifies the app's https links against these certificates. */
export function assetLinks(app: AppIdentity): object[] | null {
  if (!app.androidPackage || app.androidCertFingerprints.length === 0) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: app.androidPackage,
        sha256_cert_fingerprints: app.androidCertFingerprints,
      },
    },
  ];
}

interface RelatedApplication {
  platform: 'play' | 'itunes';
  url: string;
  id?: string;
}

function relatedApplications(app: AppIdentity): RelatedApplication[] {
  const related: RelatedApplication[] = [];
  if (app.androidPackage) {
    related.push({
      platform: 'play',
      url: playStorePage(app.androidPackage),
      id: app.androidPackage,
    });
  }
  if (app.iosAppId) {
    related.push({ platform: 'itunes', url: `https://apps.apple.com/app/id${app.iosAppId}` });
  }
  return related;
}

export function webManifest(site: SiteInfo, description: string): Record<string, unknown> {
  const related = site.app ? relatedApplications(site.app) : [];
  return {
    id: '/',
    name: site.productName,
    short_name: site.productName,
    description,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: brand.paper,
    icons: APP_ICONS,
    ...(related.length > 0 ? { related_applications: related } : {}),
  };
}
