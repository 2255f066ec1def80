import { MANIFEST_PATH, smartBannerContent } from './app-links';
import { escapeMarkup, jsonForScript } from './escape';
import { absoluteUrl, truncateText } from './text';
import type { PageHead, SiteInfo } from './types';

/** Drawn by `npm run og-image`; JPEG because a PNG of the gradient is over WhatsApp's limit. */
export const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg' };
export const FEED_PATH = '/vagas.xml';

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeMarkup(String(content))}">`;

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeMarkup(value)}"`)
    .join(' ')}>`;

/**
 * The tags every page carries about the app: the manifest and, with an App Store id, Safari's
 * Smart App Banner, opening the app on `url` (null: on its start screen). The banner is the
 * platform's own, small and dismissible, never an interstitial.
 */
export function appTags(site: SiteInfo, url: string | null): string[] {
  const iosAppId = site.app?.iosAppId;
  return [
    link({ rel: 'manifest', href: MANIFEST_PATH }),
    ...(iosAppId ? [meta('name', 'apple-itunes-app', smartBannerContent(iosAppId, url))] : []),
  ];
}

/**
 * The <head> of a prerendered page. Link-preview crawlers (WhatsApp, Facebook, LinkedIn) run no
 * JavaScript, so everything they read is here as plain HTML, with absolute URLs.
 */
export function renderHeadTags(head: PageHead, site: SiteInfo): string {
  const url = absoluteUrl(site.url, head.path);
  const image = absoluteUrl(site.url, OG_IMAGE.path);
  const imageAlt = `${site.productName}: vagas em odontologia em todo o Brasil`;
  const description = truncateText(head.description);
  const socialTitle = head.socialTitle ?? head.title;
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', description),
    // Google reads noindex beside a canonical URL as conflicting signals: a page has one or the other.
    head.noindex ? meta('name', 'robots', 'noindex') : link({ rel: 'canonical', href: url }),
    link({
      rel: 'alternate',
      type: 'application/atom+xml',
      href: FEED_PATH,
      title: `Vagas recentes | ${site.productName}`,
    }),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', site.productName),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', socialTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', OG_IMAGE.type),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', socialTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    ...appTags(site, url),
    head.jsonLd
      ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`
      : null,
  ];
  return tags.filter((tag) => tag !== null).join('\n');
}
