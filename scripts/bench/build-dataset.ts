/**
 * A board of N synthetic jobs for `npm run bench:build`: the demo dataset's lookups and users,
 * with its generator's jobs scaled to N in the same category proportions. The same N gives the
 * same documents, byte for byte.
 */
import type { SeedDoc } from '../emulators/index.ts';
import { buildDataset, CATEGORY_JOB_COUNTS, REFERENCE_DATE } from '../seed/index.ts';
import { buildRegularJobs } from '../seed/jobs.ts';
import { buildProjection } from '../seed/projection.ts';

/** Category code → jobs, proportional to the demo data's counts, summing to exactly `total`. */
export function scaledQuotas(total: number): Record<string, number> {
  const entries = Object.entries(CATEGORY_JOB_COUNTS);
  const sum = entries.reduce((acc, [, n]) => acc + n, 0);
  const quotas = Object.fromEntries(
    entries.map(([code, n]) => [code, Math.floor((n * total) / sum)]),
  );
  let left = total - Object.values(quotas).reduce((acc, n) => acc + n, 0);
  for (const [code] of entries) {
    if (left-- <= 0) break;
    quotas[code] += 1;
  }
  return quotas;
}

export function syntheticDataset(jobs: number): SeedDoc[] {
  const base = buildDataset().filter(
    (doc) => !['vagas', 'public', 'publicProfiles'].includes(doc.collection),
  );
  const docs = [...base, ...buildRegularJobs(REFERENCE_DATE, scaledQuotas(jobs))];
  return [...docs, ...buildProjection(docs)];
}
