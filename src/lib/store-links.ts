/**
 * Store links that tell the app team where an install came from. Google Play hands the
 * `referrer` parameter to the installed app (Install Referrer API); App Store Connect counts the
 * `ct` campaign token in App Analytics. Pure, so every shape is unit-tested.
 */

export interface StoreBases {
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  /** The Android package: without a Play link, the Play page is built from it. */
  androidPackage: string | null;
}

export interface StoreLinks {
  appStore: string | null;
  playStore: string | null;
}

/** App Store Connect ignores a campaign token longer than this. */
export const APP_STORE_TOKEN_MAX = 40;
const SOURCE = 'site';

function campaignOf(jobId: string | null): string {
  return jobId ? 'vaga' : 'inicio';
}

/** `referrer` holds its own query string, so it is encoded once more as a parameter. */
export function playStoreHref(base: string, jobId: string | null): string {
  const referrer = new URLSearchParams({
    utm_source: SOURCE,
    utm_medium: 'web',
    utm_campaign: campaignOf(jobId),
    ...(jobId ? { utm_content: jobId } : {}),
  });
  const url = new URL(base);
  url.searchParams.set('referrer', referrer.toString());
  return url.toString();
}

/** The job goes into the token when it fits; the provider token (`pt`) stays in the base. */
export function appStoreHref(base: string, jobId: string | null): string {
  const campaign = `${SOURCE}-${campaignOf(jobId)}`;
  const withJob = jobId ? `${campaign}-${jobId}` : campaign;
  const url = new URL(base);
  url.searchParams.set('ct', withJob.length <= APP_STORE_TOKEN_MAX ? withJob : campaign);
  return url.toString();
}

export function playStorePage(androidPackage: string): string {
  return `https://play.google.com/store/apps/details?id=${encodeURIComponent(androidPackage)}`;
}

export function storeLinks(bases: StoreBases, jobId: string | null): StoreLinks {
  const play =
    bases.playStoreUrl ?? (bases.androidPackage ? playStorePage(bases.androidPackage) : null);
  return {
    appStore: bases.appStoreUrl && appStoreHref(bases.appStoreUrl, jobId),
    playStore: play && playStoreHref(play, jobId),
  };
}

/**
 * Chrome on Android opens the app on that page when it is installed, and the store (with the
 * same attribution) when it is not. `path` is the site path, already encoded.
 */
export function androidIntentHref(
  siteUrl: string,
  path: string,
  androidPackage: string,
  fallbackUrl: string,
): string {
  const { host } = new URL(siteUrl);
  return (
    `intent://${host}${path}#Intent;scheme=https;package=${androidPackage};` +
    `S.browser_fallback_url=${encodeURIComponent(fallbackUrl)};end`
  );
}
