import { describe, expect, it } from 'vitest';

import { NO_APP } from '@/config/env-schema';
import { testSite } from '@/testing/data';
import { parseHead } from '@/testing/markup';

import { renderHeadTags } from './head-tags';
import type { PageHead, SiteInfo } from './types';

const HEAD: PageHead = {
  title: 'Vagas | OdontoVagas',
  description: 'Vagas em odontologia em todo o Brasil.',
  path: '/vagas',
};

function render(patch: Partial<PageHead> = {}, site: SiteInfo = testSite) {
  const doc = parseHead(renderHeadTags({ ...HEAD, ...patch }, site));
  const content = (key: 'name' | 'property', name: string) =>
    doc.head.querySelector(`meta[${key}="${name}"]`)?.getAttribute('content') ?? null;
  return {
    doc,
    og: (name: string) => content('property', name),
    named: (name: string) => content('name', name),
  };
}

describe('renderHeadTags', () => {
  it('gives the page its title, description and absolute canonical URL', () => {
    const { doc, named } = render();
    expect(doc.title).toBe('Vagas | OdontoVagas');
    expect(named('description')).toBe('Vagas em odontologia em todo o Brasil.');
    expect(doc.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://www.odontovagas.com.br/vagas',
    );
  });

  it('gives link previews everything they read, with absolute URLs', () => {
    const { og, named } = render();
    expect({
      type: og('og:type'),
      title: og('og:title'),
      description: og('og:description'),
      url: og('og:url'),
      siteName: og('og:site_name'),
      locale: og('og:locale'),
      image: og('og:image'),
      imageType: og('og:image:type'),
      width: og('og:image:width'),
      height: og('og:image:height'),
    }).toEqual({
      type: 'website',
      title: 'Vagas | OdontoVagas',
      description: 'Vagas em odontologia em todo o Brasil.',
      url: 'https://www.odontovagas.com.br/vagas',
      siteName: 'OdontoVagas',
      locale: 'pt_BR',
      image: 'https://www.odontovagas.com.br/og-image.jpg',
      imageType: 'image/jpeg',
      width: '1200',
      height: '630',
    });
    expect(og('og:image:alt')).toMatch(/OdontoVagas/);
    expect(named('twitter:card')).toBe('summary_large_image');
    expect(named('twitter:title')).toBe('Vagas | OdontoVagas');
    expect(named('twitter:description')).toBe('Vagas em odontologia em todo o Brasil.');
    expect(named('twitter:image')).toBe('https://www.odontovagas.com.br/og-image.jpg');
  });

  it('lets a preview title differ from the tab title', () => {
    const { doc, og, named } = render({ socialTitle: 'ASB – Recife, PE', type: 'article' });
    expect(doc.title).toBe('Vagas | OdontoVagas');
    expect(og('og:title')).toBe('ASB – Recife, PE');
    expect(named('twitter:title')).toBe('ASB – Recife, PE');
    expect(og('og:type')).toBe('article');
  });

  it('links the Atom feed from every page', () => {
    const feed = render().doc.head.querySelector(
      'link[rel=alternate][type="application/atom+xml"]',
    );
    expect(feed?.getAttribute('href')).toBe('/vagas.xml');
    expect(feed?.getAttribute('title')).toMatch(/OdontoVagas/);
  });

  it('says noindex only when asked, and then names no canonical URL', () => {
    const canonical = (doc: Document) => doc.querySelector('link[rel=canonical]');
    expect(render().named('robots')).toBeNull();
    expect(render({ noindex: false }).named('robots')).toBeNull();
    const hidden = render({ noindex: true });
    expect(hidden.named('robots')).toBe('noindex');
    expect(canonical(hidden.doc)).toBeNull();
    expect(canonical(render().doc)).not.toBeNull();
  });

  it('cuts a long description to a snippet, on one line, at a word', () => {
    const description = 'Clínica busca cirurgião-dentista\ncom experiência em ortodontia. '.repeat(
      8,
    );
    const { named, og } = render({ description });
    const snippet = named('description') ?? '';
    expect(snippet.length).toBeLessThanOrEqual(160);
    expect(snippet).toMatch(/\S…$/);
    expect(snippet).not.toContain('\n');
    expect(og('og:description')).toBe(snippet);
  });

  it('keeps hostile text as text: no tag, attribute or script escapes', () => {
    const hostile = `"><script>alert(1)</script><meta name="robots" content="noindex"> & '`;
    const { doc, named, og } = render({
      title: hostile,
      socialTitle: hostile,
      description: hostile,
    });
    expect(doc.title).toBe(hostile);
    expect(og('og:title')).toBe(hostile);
    expect(named('description')).toBe(hostile);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(named('robots')).toBeNull();
  });

  it('embeds JSON-LD that no string inside it can break out of', () => {
    const jsonLd = { '@type': 'JobPosting', title: '</script><script>alert(1)</script><!--' };
    const { doc } = render({ jsonLd });
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(jsonLd);
  });

  it('writes no JSON-LD script without data', () => {
    expect(render({ jsonLd: null }).doc.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('renderHeadTags: the app', () => {
  const banner = (doc: Document) =>
    doc.head.querySelector('meta[name="apple-itunes-app"]')?.getAttribute('content') ?? null;

  it('links the manifest on every page', () => {
    const { doc } = render();
    expect(doc.head.querySelector('link[rel=manifest]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });

  it("shows Safari's banner opening the app on the page's canonical URL", () => {
    const site = { ...testSite, app: { ...NO_APP, iosAppId: '1234567890' } };
    expect(banner(render({ path: '/vagas/abc' }, site).doc)).toBe(
      'app-id=1234567890, app-argument=https://www.odontovagas.com.br/vagas/abc',
    );
    expect(banner(render({ path: '/', noindex: true }, site).doc)).toBe(
      'app-id=1234567890, app-argument=https://www.odontovagas.com.br/',
    );
  });

  it('has no banner without an App Store id', () => {
    expect(banner(render({}, { ...testSite, app: NO_APP }).doc)).toBeNull();
    expect(banner(render().doc)).toBeNull();
  });
});
