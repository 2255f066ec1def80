import { type Firestore, limit, orderBy, query } from 'firebase/firestore/lite';

import { type Job, newestFirst } from '../model';
import { JOB_LIST_LIMIT } from './collections';
import { firestoreOr, jobsIn, readJobs } from './firestore';

export async function getJobs(db?: Firestore): Promise<Job[]> {
  const jobs = jobsIn(await firestoreOr(db));
  return newestFirst(
    await readJobs(query(jobs, orderBy('modified_time', 'desc'), limit(JOB_LIST_LIMIT))),
  );
}
