import { MANIFEST_PATH, smartBannerContent } from './app-links';
import { escapeMarkup, jsonForScript, markupText } from './escape';
import { absoluteUrl, truncateText } from './text';
import type { PageHead, SiteInfo } from './types';

/** Drawn by `npm run og-image`; JPEG because a PNG of the gradient is over WhatsApp's limit. */
export const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg' };
export const FEED_PATH = '/vagas.xml';

/**
 * The comments around a page's own tags in <head> (index.html has them around its defaults): the
 * browser keeps what lies between them equal to the page's head (./apply-head.ts).
 */
export const HEAD_BLOCK = { start: 'app-head', end: '/app-head' } as const;

/**
 * One element of a page's head, as data: the build writes it as markup, the browser as a node.
 * Values are as the HTML parser reads them back from that markup, so the two compare equal.
 */
export interface HeadTag {
  name: 'title' | 'meta' | 'link' | 'script';
  attributes: Readonly<Record<string, string>>;
  /** The title's text, or a data script's JSON (already safe inside <script>). */
  text?: string;
}

const meta = (key: 'name' | 'property', name: string, content: string | number): HeadTag => ({
  name: 'meta',
  attributes: { [key]: name, content: markupText(String(content)) },
});

const link = (attributes: Record<string, string>): HeadTag => ({
  name: 'link',
  attributes: Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [name, markupText(value)]),
  ),
});

/**
 * The tags every page carries about the app: the manifest and, with an App Store id, Safari's
 * Smart App Banner, opening the app on `url` (null: on its start screen). The banner is the
 * platform's own, small and dismissible, never an interstitial.
 */
export function appTags(site: SiteInfo, url: string | null): HeadTag[] {
  const iosAppId = site.app?.iosAppId;
  return [
    link({ rel: 'manifest', href: MANIFEST_PATH }),
    ...(iosAppId ? [meta('name', 'apple-itunes-app', smartBannerContent(iosAppId, url))] : []),
  ];
}

/**
 * The head of a page, prerendered or rendered in the browser. Link-preview crawlers (WhatsApp,
 * Facebook, LinkedIn) run no JavaScript, so everything they read is in the prerendered HTML, with
 * absolute URLs.
 */
export function headTags(head: PageHead, site: SiteInfo): HeadTag[] {
  const url = absoluteUrl(site.url, head.path);
  const image = absoluteUrl(site.url, OG_IMAGE.path);
  const imageAlt = `${site.productName}: vagas em odontologia em todo o Brasil`;
  const description = truncateText(head.description);
  const socialTitle = head.socialTitle ?? head.title;
  return [
    { name: 'title', attributes: {}, text: markupText(head.title) },
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
    ...(head.jsonLd
      ? [
          {
            name: 'script' as const,
            attributes: { type: 'application/ld+json' },
            text: jsonForScript(head.jsonLd),
          },
        ]
      : []),
  ];
}

/** A tag as HTML: attribute values and the title escaped; a script's JSON is safe as it is. */
export function tagMarkup({ name, attributes, text }: HeadTag): string {
  const open = [
    name,
    ...Object.entries(attributes).map(([key, value]) => `${key}="${escapeMarkup(value)}"`),
  ].join(' ');
  if (text === undefined) return `<${open}>`;
  return `<${open}>${name === 'script' ? text : escapeMarkup(text)}</${name}>`;
}

/** A prerendered page's head block, between the comments the browser finds it by. */
export function renderHeadTags(head: PageHead, site: SiteInfo): string {
  return [
    `<!--${HEAD_BLOCK.start}-->`,
    ...headTags(head, site).map(tagMarkup),
    `<!--${HEAD_BLOCK.end}-->`,
  ].join('\n');
}
