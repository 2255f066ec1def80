import { doc, type Firestore, getDoc } from 'firebase/firestore/lite';

import { getDb } from '@/lib/firebase';

import { type Job, parseJob } from '../model';
import { COLLECTIONS } from './collections';

/** One job, or null when it does not exist; a failed read rejects. */
export async function getJob(id: string, db: Firestore = getDb()): Promise<Job | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.jobs, id));
  return snapshot.exists() ? parseJob(snapshot.id, snapshot.data()) : null;
}
