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
import { mountOnce } from '@/testing/remount';

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
