import { describe, expect, it } from 'vitest';

import { parseXml } from '@/testing/markup';

import { buildRobots, buildSitemap } from './sitemap';

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
