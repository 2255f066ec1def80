import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { labels, makeJob, seededJob, testSite } from '@/testing/data';
import { anyText, parseXml } from '@/testing/markup';

import { buildAtomFeed, FEED_MAX_ENTRIES } from './atom-feed';

const ATOM = 'http://www.w3.org/2005/Atom';

const child = (parent: Element | Document, name: string) =>
  parent.getElementsByTagNameNS(ATOM, name)[0] ?? null;
const text = (parent: Element | Document, name: string) => child(parent, name)?.textContent ?? null;

function parseFeed(xml: string) {
  const doc = parseXml(xml);
  const feed = doc.documentElement;
  expect(feed.localName).toBe('feed');
  expect(feed.namespaceURI).toBe(ATOM);
  const entries = [...feed.getElementsByTagNameNS(ATOM, 'entry')];
  return { feed, entries };
}

/** A job a day, newest last, so ordering has work to do. */
const jobsOverDays = (count: number) =>
  Array.from({ length: count }, (_, day) =>
    makeJob({
      ...seededJob,
      id: `v${day}`,
      title: `Vaga ${day}`,
      modifiedAt: new Date(Date.UTC(2024, 0, 1 + day, 12)),
    }),
  );

describe('buildAtomFeed', () => {
  it('has every element RFC 4287 requires of a feed', () => {
    const { feed } = parseFeed(buildAtomFeed(jobsOverDays(2), labels, testSite));
    expect(text(feed, 'id')).toBe('https://www.odontovagas.com.br/vagas.xml');
    expect(text(feed, 'title')).toBe('Vagas recentes | OdontoVagas');
    // When the newest entry was updated: the same jobs give the same file, build after build.
    expect(text(feed, 'updated')).toBe('2024-01-02T12:00:00Z');
    expect(text(child(feed, 'author')!, 'name')).toBe('OdontoVagas');
    const links = [...feed.children].filter((el) => el.localName === 'link');
    expect(links.map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['self', 'https://www.odontovagas.com.br/vagas.xml'],
      ['alternate', 'https://www.odontovagas.com.br/vagas'],
    ]);
    expect(feed.getAttribute('xml:lang')).toBe('pt-BR');
  });

  it('gives each job an entry with id, title, link, updated, category and a summary', () => {
    const { entries } = parseFeed(buildAtomFeed([seededJob], labels, testSite));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(text(entry, 'id')).toBe('https://www.odontovagas.com.br/vagas/vaga123');
    expect(text(entry, 'title')).toBe('Ortodontista para clínica no bairro Pinheiros');
    expect(child(entry, 'link')?.getAttribute('href')).toBe(
      'https://www.odontovagas.com.br/vagas/vaga123',
    );
    expect(text(entry, 'updated')).toBe('2024-06-03T15:00:00Z');
    expect(child(entry, 'category')?.getAttribute('term')).toBe('Cirurgião-Dentista');
    expect(child(entry, 'summary')?.getAttribute('type')).toBe('text');
    expect(text(entry, 'summary')).toBe(
      'Cirurgião-Dentista em Pinheiros - São Paulo, SP. Clínica em Pinheiros busca ortodontista. Atendimento às terças e quintas.',
    );
  });

  it(`keeps the ${FEED_MAX_ENTRIES} newest jobs, newest first`, () => {
    const { entries } = parseFeed(buildAtomFeed(jobsOverDays(60), labels, testSite));
    expect(entries).toHaveLength(FEED_MAX_ENTRIES);
    expect(text(entries[0], 'title')).toBe('Vaga 59');
    expect(text(entries.at(-1)!, 'title')).toBe('Vaga 10');
  });

  it('leaves out a job without a date rather than dating it today', () => {
    const jobs = [makeJob({ ...seededJob, id: 'sem-data', modifiedAt: null }), seededJob];
    const { entries } = parseFeed(buildAtomFeed(jobs, labels, testSite));
    expect(entries.map((entry) => text(entry, 'id'))).toEqual([
      'https://www.odontovagas.com.br/vagas/vaga123',
    ]);
  });

  it('is a valid feed with no jobs at all', () => {
    expect(parseFeed(buildAtomFeed([], labels, testSite)).entries).toHaveLength(0);
  });

  it('stays well-formed and keeps the title, whatever the job texts hold', () => {
    fc.assert(
      fc.property(anyText(80), anyText(400), (title, body) => {
        const job = makeJob({
          ...seededJob,
          title: `Vaga ${title} & <b>`,
          description: body,
          city: title,
        });
        const { entries } = parseFeed(buildAtomFeed([job], labels, testSite));
        expect(text(entries[0], 'title')).toMatch(/^Vaga [^]*& <b>$/);
      }),
      { numRuns: 40 },
    );
  });
});
