/**
 * The demo dataset as a pure function: the same documents, byte for byte, on every run. Dates
 * are relative to a fixed reference date, not to today, for the same reason.
 */
import type { SeedDoc } from '../emulators/index.ts';
import { buildCaseJobs } from './cases.ts';
import { buildRegularJobs } from './jobs.ts';
import {
  CATEGORIES,
  CATEGORY_JOB_COUNTS,
  type Lookup,
  MATERIALS,
  SPECIALTIES,
  WORK_FORMATS,
} from './lookups.ts';
import { buildProjection } from './projection.ts';
import { createRng } from './random.ts';
import { USERS } from './users.ts';

export {
  FLAWED_JOB_IDS,
  FLAWED_JOBS,
  MISSING_OWNER_ID,
  SAMPLE_JOB_IDS,
  type SampleName,
} from './cases.ts';
export type { FlawName } from './flaws.ts';
export { JOB_WINDOW_DAYS, MAX_LIKES } from './jobs.ts';
export { CATEGORY, CATEGORY_JOB_COUNTS } from './lookups.ts';
export { PROFILES_COLLECTION, STATS_DOC } from './projection.ts';
export { USER_CASES, USER_COUNT } from './users.ts';

/** 1 November 2026, noon in São Paulo: every job is dated within 120 days before it. */
export const REFERENCE_DATE = new Date('2026-11-01T12:00:00-03:00');

/** In the order they are written; the summary line lists them in this order too. */
export const SEED_COLLECTIONS = [
  'categoriaperfil',
  'especialidade',
  'formatrabalho',
  'material',
  'users',
  'vagas',
  'public',
  'publicProfiles',
] as const;

const LOOKUP_ID_LENGTH = 20;

function lookupDocs(collection: string, rows: readonly Lookup[]): SeedDoc[] {
  const ids = createRng(`${collection}-ids`);
  return rows.map((row) => ({ collection, id: ids.id(LOOKUP_ID_LENGTH), data: { ...row } }));
}

/** What is left of each category's total once the edge-case jobs are counted. */
function regularQuotas(cases: readonly SeedDoc[]): Record<string, number> {
  const quotas = { ...CATEGORY_JOB_COUNTS };
  for (const { data } of cases) {
    const code = data.categoria;
    // Only string codes count: that is what the landing's equality query matches.
    if (typeof code === 'string' && code in quotas) quotas[code] -= 1;
  }
  for (const [code, quota] of Object.entries(quotas)) {
    if (quota < 0) throw new Error(`CATEGORY_JOB_COUNTS['${code}'] is below its edge cases`);
  }
  return quotas;
}

export function buildDataset(options: { now?: Date } = {}): SeedDoc[] {
  const now = options.now ?? REFERENCE_DATE;
  const cases = buildCaseJobs(now);
  const docs: SeedDoc[] = [
    ...lookupDocs('categoriaperfil', CATEGORIES),
    ...lookupDocs('especialidade', SPECIALTIES),
    ...lookupDocs('formatrabalho', WORK_FORMATS),
    ...lookupDocs('material', MATERIALS),
    ...USERS.map((user) => ({ collection: 'users', id: user.id, data: { ...user.data } })),
    ...cases,
    ...buildRegularJobs(now, regularQuotas(cases)),
  ];
  return [...docs, ...buildProjection(docs)];
}

export function countByCollection(docs: readonly SeedDoc[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(
    SEED_COLLECTIONS.map((name) => [name, 0]),
  );
  for (const doc of docs) counts[doc.collection] = (counts[doc.collection] ?? 0) + 1;
  return counts;
}
