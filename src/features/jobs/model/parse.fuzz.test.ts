import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  documentId,
  fuzzParameters,
  hugeString,
  jobDocument,
  junk,
  lookupDocuments,
  ownerDocument,
} from '@/testing/arbitraries';

import { parseJob, parseLabelMap, parseOwner } from './parse';
import { parseDate } from './parse-date';
import type { Job } from './types';

/**
 * Property tests: documents of any shape go through the parsers without throwing and come out
 * with the types the rest of the site relies on. FUZZ_SEED=<seed> replays a reported failure.
 */

// Generous: a loaded 2-core machine runs these several times slower than an idle one.
const FUZZ_TIMEOUT = 60_000;
const MIN_DATE = Date.UTC(2000, 0, 1);
const MAX_DATE = Date.UTC(2100, 0, 1);
// Directional embeddings, overrides and isolates reorder the text after them when concatenated.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** A text the site shows on its own or joined to others: trimmed, visible, no bidi control. */
function shownTextProblems(name: string, value: unknown): string[] {
  if (typeof value !== 'string') return [`${name} is not text`];
  if (value !== value.trim()) return [`${name} is not trimmed`];
  if (!VISIBLE.test(value)) return [`${name} has nothing visible`];
  if (BIDI_CONTROL.test(value)) return [`${name} holds a bidi control`];
  if (LONE_SURROGATE.test(value)) return [`${name} holds a lone surrogate`];
  return [];
}

function optionalShownTextProblems(name: string, value: unknown): string[] {
  return value === null ? [] : shownTextProblems(name, value);
}

function codeProblems(name: string, values: unknown): string[] {
  if (!Array.isArray(values)) return [`${name} is not a list`];
  if (new Set(values).size !== values.length) return [`${name} repeats a code`];
  const bad = values.some((code) => typeof code !== 'string' || !code || code !== code.trim());
  return bad ? [`${name} holds an empty, untrimmed or non-text code`] : [];
}

function dateProblems(name: string, date: unknown): string[] {
  if (date === null) return [];
  if (!(date instanceof Date)) return [`${name} is not a Date`];
  const ms = date.getTime();
  return ms >= MIN_DATE && ms < MAX_DATE ? [] : [`${name} is outside 2000–2100`];
}

const JOB_KEYS = [
  'categoryCode',
  'city',
  'description',
  'id',
  'likeCount',
  'materialCodes',
  'modifiedAt',
  'neighbourhood',
  'ownerId',
  'specialtyCodes',
  'state',
  'title',
  'workFormatCodes',
];

/** Every way `job` differs from the Job type's contract; empty when it keeps it. */
function jobProblems(job: Job, id: string): string[] {
  const { description, likeCount } = job;
  return [
    ...(Object.keys(job).sort().join() === JOB_KEYS.join() ? [] : ['unexpected keys']),
    ...(job.id === id ? [] : ['id changed']),
    ...shownTextProblems('title', job.title),
    ...(description === '' ? [] : shownTextProblems('description', description)),
    ...codeProblems('categoryCode', job.categoryCode === null ? [] : [job.categoryCode]),
    // Document ids may hold spaces: an owner id is only required to be one path segment.
    ...(job.ownerId === null || /^[^/]+$/.test(job.ownerId) ? [] : ['ownerId is no document id']),
    ...codeProblems('specialtyCodes', job.specialtyCodes),
    ...codeProblems('workFormatCodes', job.workFormatCodes),
    ...codeProblems('materialCodes', job.materialCodes),
    ...optionalShownTextProblems('state', job.state),
    ...optionalShownTextProblems('city', job.city),
    ...optionalShownTextProblems('neighbourhood', job.neighbourhood),
    ...dateProblems('modifiedAt', job.modifiedAt),
    ...(Number.isSafeInteger(likeCount) && likeCount >= 0 ? [] : ['likeCount is not a count']),
  ];
}

describe('parsers under malformed documents', () => {
  it(
    'parseJob returns a well-typed job for any document',
    () => {
      fc.assert(
        fc.property(documentId, jobDocument, (id, raw) => {
          expect(jobProblems(parseJob(id, raw), id)).toEqual([]);
        }),
        fuzzParameters(8000),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseJob keeps every field of a document whose text fields are a megabyte long',
    () => {
      fc.assert(
        fc.property(hugeString, (huge) => {
          const job = parseJob('x', { titulo: huge, descricao: huge, cidade: huge, bairro: huge });
          expect(jobProblems(job, 'x')).toEqual([]);
          expect(job.description.length).toBeGreaterThan(400_000);
          expect(job.title).toBe(job.description);
        }),
        fuzzParameters(12),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseOwner returns a well-typed owner for any document',
    () => {
      fc.assert(
        fc.property(documentId, ownerDocument, (id, raw) => {
          const owner = parseOwner(id, raw);
          expect(Object.keys(owner).sort()).toEqual([
            'displayName',
            'id',
            'profileType',
            'tradeName',
          ]);
          expect(owner.id).toBe(id);
          expect([
            ...optionalShownTextProblems('displayName', owner.displayName),
            ...optionalShownTextProblems('tradeName', owner.tradeName),
            ...codeProblems('profileType', owner.profileType === null ? [] : [owner.profileType]),
          ]).toEqual([]);
        }),
        fuzzParameters(2000),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseLabelMap maps codes to shown names, the first document winning',
    () => {
      fc.assert(
        fc.property(lookupDocuments, (docs) => {
          const map = parseLabelMap(docs);
          expect(map).toBeInstanceOf(Map);
          expect(map.size).toBeLessThanOrEqual(docs.length);
          const problems = [...map].flatMap(([code, name]) => [
            ...codeProblems('code', [code]),
            ...shownTextProblems('name', name),
          ]);
          expect(problems).toEqual([]);
        }),
        fuzzParameters(1500),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseDate returns null or a date between 2000 and 2100 for any value',
    () => {
      fc.assert(
        fc.property(junk, (value) => {
          expect(dateProblems('date', parseDate(value))).toEqual([]);
        }),
        fuzzParameters(2000),
      );
    },
    FUZZ_TIMEOUT,
  );
});
