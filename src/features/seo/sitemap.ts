import { escapeMarkup } from './escape';
import { absoluteUrl, isoDateTime } from './text';

export interface SitemapEntry {
  path: string;
  lastmod?: Date | null;
}

/** The protocol's limit per file; past it the build must split, not write a file Google drops. */
export const SITEMAP_MAX_URLS = 50_000;

/** sitemap.xml (sitemaps.org 0.9): each path once, absolute, with lastmod when it is known. */
export function buildSitemap(entries: readonly SitemapEntry[], siteUrl: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const { path, lastmod } of entries) {
    const loc = absoluteUrl(siteUrl, path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const date = lastmod && Number.isFinite(lastmod.getTime()) ? lastmod : null;
    urls.push(
      `  <url><loc>${escapeMarkup(loc)}</loc>${date ? `<lastmod>${isoDateTime(date)}</lastmod>` : ''}</url>`,
    );
  }
  if (urls.length > SITEMAP_MAX_URLS) {
    throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs, got ${urls.length}.`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every crawler may read everything, and learns where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}
