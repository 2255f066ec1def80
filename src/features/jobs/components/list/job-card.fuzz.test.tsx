import { render } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
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
import { createTestQueryClient } from '@/testing/render';

import { CARD_DESCRIPTION_CHARS, JobCard } from './job-card';
import { labels as fixtureLabels, makeJob } from './test-data';

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

/** One mounted app; each case remounts only the card, as a list does, to keep runs fast. */
function mountCards() {
  const queryClient = createTestQueryClient();
  const ui = (card: ReactElement) => (
    <AppProvider queryClient={queryClient}>
      <MemoryRouter>{card}</MemoryRouter>
    </AppProvider>
  );
  const view = render(ui(<div />));
  let key = 0;
  return (job: Job, labels: Labels) => {
    key += 1;
    view.rerender(ui(<JobCard key={key} job={job} labels={labels} fromList="" />));
    return view.container;
  };
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
