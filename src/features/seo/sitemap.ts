import { escapeMarkup } from './escape';
import { absoluteUrl, isoDateTime } from './text';

export interface SitemapEntry {
  path: string;
  lastmod?: Date | null;
}

/** The protocol's limits per file; past them the build splits, never writes a file Google drops. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export const SITEMAP_PATH = '/sitemap.xml';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const encoder = new TextEncoder();
const utf8Length = (text: string) => encoder.encode(text).length;

const validDate = (date: Date | null | undefined) =>
  date && Number.isFinite(date.getTime()) ? date : null;

interface Url {
  line: string;
  lastmod: Date | null;
}

function urlLines(entries: readonly SitemapEntry[], siteUrl: string): Url[] {
  const seen = new Set<string>();
  const urls: Url[] = [];
  for (const { path, lastmod } of entries) {
    const loc = absoluteUrl(siteUrl, path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const date = validDate(lastmod);
    urls.push({
      line: `  <url><loc>${escapeMarkup(loc)}</loc>${date ? `<lastmod>${isoDateTime(date)}</lastmod>` : ''}</url>`,
      lastmod: date,
    });
  }
  return urls;
}

const urlset = (lines: readonly string[]) =>
  [XML_DECLARATION, `<urlset xmlns="${NS}">`, ...lines, '</urlset>', ''].join('\n');

/** sitemap.xml (sitemaps.org 0.9): each path once, absolute, with lastmod when it is known. */
export function buildSitemap(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = urlLines(entries, siteUrl);
  if (urls.length > SITEMAP_MAX_URLS) {
    throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs, got ${urls.length}.`);
  }
  return urlset(urls.map((url) => url.line));
}

export interface SitemapFile {
  path: string;
  xml: string;
}

export interface SitemapLimits {
  urls: number;
  bytes: number;
}

/**
 * The site's sitemaps. While every URL fits one file within the protocol's limits, that file is
 * /sitemap.xml; past them, /sitemap.xml is a sitemap index of /sitemap-1.xml, /sitemap-2.xml, …,
 * each within the limits, with the newest lastmod of its URLs. robots.txt names /sitemap.xml
 * either way.
 */
export function buildSitemaps(
  entries: readonly SitemapEntry[],
  siteUrl: string,
  limits: SitemapLimits = { urls: SITEMAP_MAX_URLS, bytes: SITEMAP_MAX_BYTES },
): SitemapFile[] {
  const urls = urlLines(entries, siteUrl);
  const frame = utf8Length(urlset([]));
  const parts: Url[][] = [[]];
  let bytes = frame;
  for (const url of urls) {
    const size = utf8Length(url.line) + 1;
    const part = parts.at(-1)!;
    if (part.length > 0 && (part.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([url]);
      bytes = frame + size;
    } else {
      part.push(url);
      bytes += size;
    }
  }
  if (parts.length === 1) return [{ path: SITEMAP_PATH, xml: urlset(urls.map((u) => u.line)) }];

  const files = parts.map((part, i) => ({
    path: `/sitemap-${i + 1}.xml`,
    xml: urlset(part.map((url) => url.line)),
    lastmod: part.reduce<Date | null>(
      (newest, url) => (url.lastmod && (!newest || url.lastmod > newest) ? url.lastmod : newest),
      null,
    ),
  }));
  const index = [
    XML_DECLARATION,
    `<sitemapindex xmlns="${NS}">`,
    ...files.map(
      ({ path, lastmod }) =>
        `  <sitemap><loc>${escapeMarkup(absoluteUrl(siteUrl, path))}</loc>${lastmod ? `<lastmod>${isoDateTime(lastmod)}</lastmod>` : ''}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
  return [{ path: SITEMAP_PATH, xml: index }, ...files.map(({ path, xml }) => ({ path, xml }))];
}

/** robots.txt: every crawler may read everything, and learns where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}\n`;
}
