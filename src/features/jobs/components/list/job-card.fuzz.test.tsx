import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  excerpt,
  type Job,
  label,
  type Labels,
  locationText,
  parseJob,
  parseLabelMap,
} from '@/features/jobs/model';
import {
  documentId,
  foreignMarkup,
  fuzzParameters,
  hugeString,
  jobDocument,
  lookupDocuments,
  tagsIn,
} from '@/testing/arbitraries';
import { labels as fixtureLabels, makeJob } from '@/testing/data';
import { mountOnce } from '@/testing/remount';

import { CARD_DESCRIPTION_CHARS, JobCard } from './job-card';

/**
 * Job cards rendered from fuzzed documents: no render throws, data never becomes markup, and the
 * title, description, location and category reach the page as the very text parsed.
 * FUZZ_SEED=<seed> replays a reported failure.
 */

const FUZZ_TIMEOUT = 120_000;

const labelsArbitrary = fc
  .tuple(lookupDocuments, lookupDocuments)
  .map(([categories, specialties]): Labels => ({
    categories: parseLabelMap(categories),
    specialties: parseLabelMap(specialties),
    workFormats: new Map(),
    materials: new Map(),
  }));

/** Each case remounts only the card, as a list does. */
function mountCards() {
  const { show } = mountOnce();
  return (job: Job, labels: Labels) => show(<JobCard job={job} labels={labels} />);
}

function texts(container: Element, selector: string) {
  return [...container.querySelectorAll(selector)].map((element) => element.textContent);
}

function expectCardShows(container: Element, job: Job, labels: Labels, allowed: Set<string>) {
  expect(foreignMarkup(container, allowed)).toEqual([]);
  expect(texts(container, 'h2 a')).toEqual([job.title]);
  const shown = texts(container, 'p, span');
  if (job.description) expect(shown).toContain(excerpt(job.description, CARD_DESCRIPTION_CHARS));
  expect(shown).toContain(locationText(job));
  if (job.categoryCode) expect(shown).toContain(label(job.categoryCode, labels.categories));
}

describe('JobCard under malformed documents', () => {
  it(
    'renders any parsed document as text, never as markup',
    () => {
      const show = mountCards();
      const allowed = tagsIn(show(makeJob(), fixtureLabels));
      fc.assert(
        fc.property(documentId, jobDocument, labelsArbitrary, (id, raw, labels) => {
          const job = parseJob(id, raw);
          expectCardShows(show(job, labels), job, labels, allowed);
        }),
        fuzzParameters(300),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'renders a card whose texts are each a megabyte long',
    () => {
      const show = mountCards();
      const allowed = tagsIn(show(makeJob(), fixtureLabels));
      fc.assert(
        fc.property(hugeString, (huge) => {
          const job = parseJob('x', {
            titulo: huge,
            descricao: huge,
            cidade: huge,
            categoria: huge,
          });
          expectCardShows(show(job, fixtureLabels), job, fixtureLabels, allowed);
        }),
        fuzzParameters(3),
      );
    },
    FUZZ_TIMEOUT,
  );
});
