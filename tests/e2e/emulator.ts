import type { TestInfo } from '@playwright/test';

import {
  commitDocs,
  documentsPath,
  projectId,
  type SeedDoc,
} from '../../scripts/emulators/index.ts';
import { buildDataset, REFERENCE_DATE } from '../../scripts/seed/dataset.ts';
import { E2E_EMULATOR_HOST } from './ports.ts';

/**
 * Writes to the seeded emulator the browser tests' build was prerendered from, for the states a
 * build cannot show: a job created after it, a job deleted after it. Tests run in parallel, so
 * each write uses a fresh id or a seeded job that no other test opens, and is undone at the end.
 */

const seededJobs = buildDataset().filter((doc) => doc.collection === 'vagas');

export function seededJob(id: string): SeedDoc {
  const job = seededJobs.find((doc) => doc.id === id);
  if (!job) throw new Error(`No seeded job ${id}`);
  return job;
}

/** Every seeded job id: the build prerendered a page for each. */
export const seededJobIds = seededJobs.map((doc) => doc.id);

const modifiedTime = (doc: SeedDoc) => {
  const value = doc.data.modified_time;
  return value instanceof Date ? value.getTime() : Number.POSITIVE_INFINITY;
};

/**
 * The oldest well-dated seeded job: far outside the 50 newest the list shows, and opened by no
 * other test, so deleting it for a moment changes no other test's page.
 */
export const OLDEST_JOB_ID = seededJobs.reduce((oldest, doc) =>
  modifiedTime(doc) < modifiedTime(oldest) ? doc : oldest,
).id;

/** A job id of 20 letters, unique to this test, that the build cannot have seen. */
export function freshJobId(testInfo: TestInfo): string {
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.repeatEachIndex}`;
  return `novaE2E${stamp}${Math.random().toString(36).slice(2)}`.slice(0, 20).padEnd(20, 'x');
}

/**
 * A copy of a seeded job under a new id and title, dated long before every seeded job so the
 * list's 50 newest (which tests in parallel count) stay the same.
 */
export async function writeJobCopy(sourceId: string, id: string, title: string): Promise<void> {
  const { data } = seededJob(sourceId);
  const modified = new Date(REFERENCE_DATE.getTime() - 400 * 86_400_000);
  await commitDocs(E2E_EMULATOR_HOST, projectId, [
    { collection: 'vagas', id, data: { ...data, titulo: title, modified_time: modified } },
  ]);
}

export async function deleteJob(id: string): Promise<void> {
  const root = documentsPath(projectId);
  const response = await fetch(`http://${E2E_EMULATOR_HOST}/v1/${root}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: [{ delete: `${root}/vagas/${id}` }] }),
  });
  if (!response.ok) throw new Error(`Deleting vagas/${id}: ${response.status}`);
}

/** Puts a seeded job back exactly as the seed wrote it. */
export async function restoreJob(id: string): Promise<void> {
  await commitDocs(E2E_EMULATOR_HOST, projectId, [seededJob(id)]);
}
