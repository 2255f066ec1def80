import { collection, type Firestore, getDocs, limit, query } from 'firebase/firestore/lite';

import { getDb } from '@/lib/firebase';

import { type Job, parseJob } from '../model';
import { COLLECTIONS } from './collections';

/**
 * Up to `max` jobs in document-id order, for the build's prerendered pages: not ordered by date,
 * so a job whose date is missing or malformed still gets its page.
 */
export async function getAllJobs(max: number, db: Firestore = getDb()): Promise<Job[]> {
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.jobs), limit(max)));
  return snapshot.docs.map((doc) => parseJob(doc.id, doc.data()));
}
