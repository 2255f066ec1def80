import type { Firestore } from 'firebase/firestore/lite';

import { type Job, parseJob } from '../model';
import { COLLECTIONS } from './collections';
import { readOne } from './firestore';

/** One job, or null when it does not exist (see readOne); a failed read rejects. */
export function getJob(id: string, db?: Firestore): Promise<Job | null> {
  return readOne(db, COLLECTIONS.jobs, id, parseJob);
}
