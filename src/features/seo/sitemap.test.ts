import { describe, expect, it } from 'vitest';

import { parseXml } from '@/testing/markup';

import { buildRobots, buildSitemap, buildSitemaps } from './sitemap';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urls(xml: string) {
  const doc = parseXml(xml);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(NS);
  return [...doc.getElementsByTagNameNS(NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(NS, 'loc')[0]?.textContent,
    lastmod: url.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? null,
  }));
}

describe('buildSitemap', () => {
  it('lists every path once, absolute, with lastmod as a W3C date-time when known', () => {
    const xml = buildSitemap(
      [
        { path: '/' },
        { path: '/vagas', lastmod: null },
        { path: '/vagas/abc', lastmod: new Date('2024-06-01T12:00:00.250Z') },
        { path: '/vagas/abc', lastmod: new Date('2020-01-01T00:00:00Z') },
      ],
      'https://www.odontovagas.com.br',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(urls(xml)).toEqual([
      { loc: 'https://www.odontovagas.com.br/', lastmod: null },
      { loc: 'https://www.odontovagas.com.br/vagas', lastmod: null },
      { loc: 'https://www.odontovagas.com.br/vagas/abc', lastmod: '2024-06-01T12:00:00Z' },
    ]);
  });

  it('escapes what XML needs escaped and leaves out an invalid date', () => {
    const xml = buildSitemap(
      [{ path: '/vagas/a&b<c', lastmod: new Date(Number.NaN) }],
      'https://x.com.br',
    );
    expect(urls(xml)).toEqual([{ loc: 'https://x.com.br/vagas/a&b<c', lastmod: null }]);
  });

  it('is a valid empty sitemap with no entries', () => {
    expect(urls(buildSitemap([], 'https://x.com.br'))).toEqual([]);
  });

  it('refuses more URLs than one sitemap may hold', () => {
    const entries = Array.from({ length: 50_001 }, (_, i) => ({ path: `/vagas/${i}` }));
    expect(() => buildSitemap(entries, 'https://x.com.br')).toThrow(RangeError);
  });
});

describe('buildSitemaps', () => {
  const site = 'https://x.com.br';
  const entries = Array.from({ length: 5 }, (_, i) => ({
    path: `/vagas/${i}`,
    lastmod: new Date(Date.UTC(2024, 0, 10 - i)),
  }));
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

  it('writes one sitemap.xml while every URL fits in it', () => {
    const files = buildSitemaps(entries, site, { urls: 5, bytes: 1_000_000 });
    expect(files.map((file) => file.path)).toEqual(['/sitemap.xml']);
    expect(urls(files[0].xml)).toHaveLength(5);
  });

  it('splits past the URL limit, under an index that names each file with its newest date', () => {
    const [index, ...parts] = buildSitemaps(entries, site, { urls: 2, bytes: 1_000_000 });
    expect(index.path).toBe('/sitemap.xml');
    const doc = parseXml(index.xml);
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(NS);
    const listed = [...doc.getElementsByTagNameNS(NS, 'sitemap')].map((node) => [
      node.getElementsByTagNameNS(NS, 'loc')[0]?.textContent,
      node.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent,
    ]);
    expect(listed).toEqual([
      ['https://x.com.br/sitemap-1.xml', '2024-01-10T00:00:00Z'],
      ['https://x.com.br/sitemap-2.xml', '2024-01-08T00:00:00Z'],
      ['https://x.com.br/sitemap-3.xml', '2024-01-06T00:00:00Z'],
    ]);
    expect(parts.map((part) => part.path)).toEqual([
      '/sitemap-1.xml',
      '/sitemap-2.xml',
      '/sitemap-3.xml',
    ]);
    expect(parts.map((part) => urls(part.xml).length)).toEqual([2, 2, 1]);
    expect(parts.flatMap((part) => locs(part.xml))).toEqual(
      entries.map((entry) => `${site}${entry.path}`),
    );
  });

  it('splits past the byte limit, each file within it', () => {
    const limit = buildSitemap(entries.slice(0, 3), site).length;
    const [, ...parts] = buildSitemaps(entries, site, { urls: 50_000, bytes: limit });
    expect(parts.map((part) => urls(part.xml).length)).toEqual([3, 2]);
    for (const part of parts)
      expect(new TextEncoder().encode(part.xml).length).toBeLessThanOrEqual(limit);
  });
});

describe('buildRobots', () => {
  it('allows every crawler everywhere and points to the absolute sitemap', () => {
    const robots = buildRobots('https://www.odontovagas.com.br');
    const lines = robots.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: https://www.odontovagas.com.br/sitemap.xml');
    expect(robots).not.toMatch(/Disallow/);
  });
});
