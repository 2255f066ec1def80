import { type Firestore, limit, orderBy, query, where } from 'firebase/firestore/lite';

import { type Job, SIMILAR_JOBS, similarJobs } from '../model';
import { firestoreOr, jobsIn, readJobs } from './firestore';

/**
 * The similar jobs of a job whose page has no list to pick them from: one query for the newest
 * jobs of its category (any category when it has none), one more than shown since the job itself
 * may be among them. Needs the composite index in firestore.indexes.json.
 */
export async function getSimilarJobs(job: Job, db?: Firestore): Promise<Job[]> {
  const jobs = jobsIn(await firestoreOr(db));
  const newest = [orderBy('modified_time', 'desc'), limit(SIMILAR_JOBS + 1)] as const;
  const candidates = await readJobs(
    job.categoryCode
      ? query(jobs, where('categoria', '==', job.categoryCode), ...newest)
      : query(jobs, ...newest),
  );
  return similarJobs(job, candidates);
}
