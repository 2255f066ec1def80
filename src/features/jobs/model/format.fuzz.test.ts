import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  documentId,
  fuzzParameters,
  jobDocument,
  junk,
  lookupDocuments,
  ownerDocument,
} from '@/testing/arbitraries';

import {
  formatDate,
  formatStat,
  label,
  locationText,
  NO_DATE,
  ownerDisplayName,
  policyText,
} from './format';
import { newestFirst } from './order';
import { parseJob, parseLabelMap, parseOwner } from './parse';
import { parseDate } from './parse-date';

/** Formatters fed with parsed junk: each answers the text the page shows, never an exception. */

const FUZZ_TIMEOUT = 60_000;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const BR_DATE = /^\d{2}\/\d{2}\/20\d{2}$/;

/** Text shown as is, possibly joined to other text. */
function isShown(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && !BIDI_CONTROL.test(value);
}

describe('formatters under malformed documents', () => {
  it(
    'job lines: location, policies and labels are shown text for any job and lookups',
    () => {
      fc.assert(
        fc.property(documentId, jobDocument, lookupDocuments, (id, raw, lookup) => {
          const job = parseJob(id, raw);
          const labels = parseLabelMap(lookup);
          const shown = [
            locationText(job),
            policyText(job.workFormatCodes, labels),
            policyText(job.materialCodes, labels),
            ...job.specialtyCodes.map((code) => label(code, labels)),
          ];
          expect(shown.filter((text) => !isShown(text))).toEqual([]);
        }),
        fuzzParameters(3000),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'formatDate answers dd/mm/yyyy or "Data não informada" for any stored date',
    () => {
      fc.assert(
        fc.property(junk, (value) => {
          const text = formatDate(parseDate(value));
          expect(text === NO_DATE || BR_DATE.test(text)).toBe(true);
        }),
        fuzzParameters(1000),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'ownerDisplayName names any owner document, or the fallback',
    () => {
      fc.assert(
        fc.property(ownerDocument, (raw) => {
          expect(isShown(ownerDisplayName(parseOwner('u1', raw), 'Produto'))).toBe(true);
        }),
        fuzzParameters(1000),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'formatStat reads "+N" or "+N.Nk" for any number a count document may hold',
    () => {
      fc.assert(
        fc.property(fc.oneof(fc.double(), fc.integer(), fc.nat(10_000_000)), (count) => {
          expect(formatStat(count)).toMatch(/^\+(\d{1,3}|\d+\.\dk)$/);
        }),
        fuzzParameters(1000),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'newestFirst keeps every job and puts dated jobs first, newest on top',
    () => {
      fc.assert(
        fc.property(fc.array(jobDocument, { maxLength: 20 }), (raws) => {
          const jobs = raws.map((raw, index) => parseJob(`j${index}`, raw));
          const sorted = newestFirst(jobs);
          expect(sorted.map((job) => job.id).sort()).toEqual(jobs.map((job) => job.id).sort());
          const times = sorted.map((job) => job.modifiedAt?.getTime() ?? -Infinity);
          expect(times.every((time, i) => i === 0 || times[i - 1] >= time)).toBe(true);
        }),
        fuzzParameters(300),
      );
    },
    FUZZ_TIMEOUT,
  );
});
