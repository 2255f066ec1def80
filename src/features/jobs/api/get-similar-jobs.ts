import {
  collection,
  type Firestore,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';

import { getReadyDb } from '@/lib/firebase';

import { type Job, parseJob, SIMILAR_JOBS, similarJobs } from '../model';
import { COLLECTIONS } from './collections';

/**
 * The similar jobs of a job whose page has no list to pick them from: one query for the newest
 * jobs of its category (any category when it has none), one more than shown since the job itself
 * may be among them. Needs the composite index in firestore.indexes.json.
 */
export async function getSimilarJobs(job: Job, db?: Firestore): Promise<Job[]> {
  const firestore = db ?? (await getReadyDb());
  const jobs = collection(firestore, COLLECTIONS.jobs);
  const newest = [orderBy('modified_time', 'desc'), limit(SIMILAR_JOBS + 1)] as const;
  const snapshot = await getDocs(
    job.categoryCode
      ? query(jobs, where('categoria', '==', job.categoryCode), ...newest)
      : query(jobs, ...newest),
  );
  return similarJobs(
    job,
    snapshot.docs.map((doc) => parseJob(doc.id, doc.data())),
  );
}
