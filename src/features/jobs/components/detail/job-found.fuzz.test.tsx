import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

import { site } from '@/config/site';
import { ownerQueryOptions } from '@/features/jobs/api';
import {
  type Job,
  label,
  type Labels,
  locationText,
  type Owner,
  ownerDisplayName,
  parseJob,
  parseLabelMap,
  parseOwner,
  policyText,
} from '@/features/jobs/model';
import {
  documentId,
  foreignMarkup,
  fuzzParameters,
  hugeString,
  jobDocument,
  lookupDocuments,
  ownerDocument,
  tagsIn,
} from '@/testing/arbitraries';
import { labels as fixtureLabels, makeJob, makeOwner } from '@/testing/data';
import { mountOnce, styleOf } from '@/testing/remount';

import { JobFound } from './job-found';

/**
 * The detail page rendered from fuzzed job, owner and lookup documents: no render throws, data
 * never becomes markup, and every field reaches the page as the very text parsed.
 * FUZZ_SEED=<seed> replays a reported failure.
 */

// The owner is put in the cache before each render; a read would mean the test went wrong.
vi.mock('@/features/jobs/api/get-owner', () => ({
  getOwner: vi.fn(() => Promise.reject(new Error('no reads in the fuzz test'))),
}));

const FUZZ_TIMEOUT = 120_000;

const labelsArbitrary = fc
  .tuple(lookupDocuments, lookupDocuments, lookupDocuments, lookupDocuments)
  .map(([categories, specialties, workFormats, materials]): Labels => ({
    categories: parseLabelMap(categories),
    specialties: parseLabelMap(specialties),
    workFormats: parseLabelMap(workFormats),
    materials: parseLabelMap(materials),
  }));

/** Each case remounts only the page, its owner put in the cache first. */
function mountPages() {
  const { queryClient, show } = mountOnce();
  return (job: Job, labels: Labels, owner: Owner | null) => {
    queryClient.setQueryData(ownerQueryOptions(job.ownerId).queryKey, owner);
    return show(<JobFound job={job} labels={labels} />);
  };
}

function text(container: Element, selector: string) {
  return container.querySelector(selector)?.textContent;
}

interface Shown {
  job: Job;
  labels: Labels;
  owner: Owner | null;
}

function expectPageShows(page: Element, allowed: Set<string>, { job, labels, owner }: Shown) {
  expect(foreignMarkup(page, allowed)).toEqual([]);
  expect(text(page, 'h1')).toBe(job.title);
  expect(text(page, '[aria-labelledby="job-about-title"] p')).toBe(
    job.description || 'Não informado',
  );
  expect(text(page, 'section[aria-label="Localização"] p')).toBe(locationText(job));
  expect(text(page, 'section[aria-label="Política de trabalho"] p')).toBe(
    policyText(job.workFormatCodes, labels.workFormats),
  );
  expect(text(page, 'section[aria-label="Política de materiais"] p')).toBe(
    policyText(job.materialCodes, labels.materials),
  );
  const chips = [...page.querySelectorAll('ul[aria-label="Especialidades"] li')];
  expect(chips.map((chip) => chip.textContent)).toEqual(
    job.specialtyCodes.map((code) => label(code, labels.specialties)),
  );
  const name = ownerDisplayName(owner, site.productName);
  expect([...page.querySelectorAll('span')].map((span) => span.textContent)).toContain(name);
}

describe('JobFound under malformed documents', () => {
  it(
    'renders any parsed job, owner and lookups as text, never as markup',
    () => {
      const show = mountPages();
      const allowed = tagsIn(show(makeJob(), fixtureLabels, makeOwner()));
      fc.assert(
        fc.property(
          documentId,
          jobDocument,
          labelsArbitrary,
          fc.option(ownerDocument),
          (id, raw, labels, rawOwner) => {
            const job = parseJob(id, raw);
            const owner = rawOwner === null ? null : parseOwner('u1', rawOwner);
            expectPageShows(show(job, labels, owner), allowed, { job, labels, owner });
          },
        ),
        fuzzParameters(120),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'renders a page whose texts are each a megabyte long',
    () => {
      const show = mountPages();
      const allowed = tagsIn(show(makeJob(), fixtureLabels, makeOwner()));
      fc.assert(
        fc.property(hugeString, (huge) => {
          const job = parseJob('x', { titulo: huge, descricao: huge, bairro: huge, owner: 'u1' });
          const owner = parseOwner('u1', { display_name: huge });
          expectPageShows(show(job, fixtureLabels, owner), allowed, {
            job,
            labels: fixtureLabels,
            owner,
          });
        }),
        fuzzParameters(2),
      );
    },
    FUZZ_TIMEOUT,
  );
});

/**
 * jsdom cannot measure, so these check that each text a document can make arbitrarily long has
 * the style that wraps it inside its box; the browser tests measure the worst cases.
 */
describe('JobFound layout guards', () => {
  const word = 'Implantodontia'.repeat(30);
  const url = `https://exemplo.com/${'a'.repeat(300)}`;

  function renderLong() {
    const show = mountPages();
    const job = parseJob('x', {
      titulo: word,
      descricao: `${url}\n${word}`,
      cidade: word,
      categoria: word,
      especialidades: [url, word],
      formatrabalho: [word],
      owner: 'u1',
    });
    return show(job, fixtureLabels, parseOwner('u1', { display_name: word }));
  }

  /** Whether `selector` applies; selectors jsdom cannot parse (vendor pseudo-elements) do not. */
  function matches(element: Element, selector: string) {
    try {
      return element.matches(selector);
    } catch {
      return false;
    }
  }

  /**
   * Every value the page's style sheets declare for `property` on `element`. jsdom's computed
   * style ignores specificity (the last matching rule wins), and the wrap rule for a chip's label
   * outranks MUI's by specificity only, so its presence is what can be checked here.
   */
  function declared(element: Element | null, property: string) {
    if (!element) throw new Error('element not rendered');
    return [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSStyleRule && matches(element, rule.selectorText))
      .map((rule) => (rule as CSSStyleRule).style.getPropertyValue(property))
      .filter(Boolean);
  }

  it('the title, description, policy texts and owner name break long words and URLs', () => {
    const page = renderLong();
    const owner = [...page.querySelectorAll('span')].find((span) => span.textContent === word);
    const texts = [
      page.querySelector('h1'),
      page.querySelector('[aria-labelledby="job-about-title"] p'),
      page.querySelector('section[aria-label="Localização"] p'),
      page.querySelector('section[aria-label="Política de trabalho"] p'),
      owner,
    ];
    expect(texts.map((element) => styleOf(element).overflowWrap)).toEqual(
      texts.map(() => 'anywhere'),
    );
    expect(styleOf(texts[1]).whiteSpace).toBe('pre-line');
    // A flex child grows to its longest word unless allowed to shrink below it.
    expect(styleOf(texts[2]?.parentElement).minWidth).toBe('0');
  });

  it('category and specialty chips show their whole name, wrapped within the page', () => {
    const page = renderLong();
    const items = [...page.querySelectorAll('ul[aria-label="Especialidades"] li')];
    expect(items.map((item) => item.textContent)).toEqual([url, word]);
    const chips = [...page.querySelectorAll('.MuiChip-root')];
    expect(chips.map((chip) => chip.textContent)).toEqual([word, url, word]);
    for (const chip of chips) {
      expect([styleOf(chip).maxWidth, styleOf(chip).height]).toEqual(['100%', 'auto']);
      const text = chip.querySelector('.MuiChip-label');
      expect(declared(text, 'white-space')).toContain('normal');
      expect(declared(text, 'overflow-wrap')).toContain('anywhere');
    }
    for (const item of items) expect(styleOf(item).minWidth).toBe('0');
  });
});
