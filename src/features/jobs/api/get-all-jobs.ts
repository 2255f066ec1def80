import {
  collection,
  documentId,
  type Firestore,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';

import { getReadyDb } from '@/lib/firebase';

import { type Job, parseJob } from '../model';
import { COLLECTIONS, JOB_LIST_LIMIT } from './collections';

/**
 * Up to `max` jobs in document-id order, for the build's prerendered pages: not ordered by date,
 * so a job whose date is missing or malformed still gets its page. Read in pages of 50, each
 * after the last id of the one before, because the public rules allow no longer job list.
 */
export async function getAllJobs(max: number, db?: Firestore): Promise<Job[]> {
  const firestore = db ?? (await getReadyDb());
  const jobs: Job[] = [];
  while (jobs.length < max) {
    const size = Math.min(JOB_LIST_LIMIT, max - jobs.length);
    const after = jobs.at(-1);
    const page = await getDocs(
      query(
        collection(firestore, COLLECTIONS.jobs),
        ...(after ? [where(documentId(), '>', after.id)] : []),
        orderBy(documentId()),
        limit(size),
      ),
    );
    jobs.push(...page.docs.map((doc) => parseJob(doc.id, doc.data())));
    if (page.size < size) break;
  }
  return jobs;
}
