import { doc, type Firestore, getDoc } from 'firebase/firestore/lite';

import { getReadyDb } from '@/lib/firebase';

import { isDocumentId, type Job, parseJob } from '../model';
import { COLLECTIONS } from './collections';

/**
 * One job, or null when it does not exist; a failed read rejects. An id no document can have
 * (a decoded `a%2Fb`, `..`, `__x__`) is not found rather than a failed read.
 */
export async function getJob(id: string, db?: Firestore): Promise<Job | null> {
  if (!isDocumentId(id)) return null;
  const snapshot = await getDoc(doc(db ?? (await getReadyDb()), COLLECTIONS.jobs, id));
  return snapshot.exists() ? parseJob(snapshot.id, snapshot.data()) : null;
}
