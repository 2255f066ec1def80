import { documentId, type Firestore, limit, orderBy, query, where } from 'firebase/firestore/lite';

import type { Job } from '../model';
import { JOB_LIST_LIMIT } from './collections';
import { firestoreOr, jobsIn, readJobs } from './firestore';

/**
 * Up to `max` jobs in document-id order, for the build's prerendered pages: not ordered by date,
 * so a job whose date is missing or malformed still gets its page. Read in pages of 50, each
 * after the last id of the one before, because the public rules allow no longer job list.
 */
export async function getAllJobs(max: number, db?: Firestore): Promise<Job[]> {
  const all = jobsIn(await firestoreOr(db));
  const jobs: Job[] = [];
  while (jobs.length < max) {
    const size = Math.min(JOB_LIST_LIMIT, max - jobs.length);
    const after = jobs.at(-1);
    const page = await readJobs(
      query(
        all,
        ...(after ? [where(documentId(), '>', after.id)] : []),
        orderBy(documentId()),
        limit(size),
      ),
    );
    jobs.push(...page);
    if (page.length < size) break;
  }
  return jobs;
}
