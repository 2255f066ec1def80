import {
  collection,
  type Firestore,
  getDocs,
  limit,
  orderBy,
  query,
} from 'firebase/firestore/lite';

import { getDb } from '@/lib/firebase';

import { type Job, newestFirst, parseJob } from '../model';
import { COLLECTIONS, JOB_LIST_LIMIT } from './collections';

export async function getJobs(db: Firestore = getDb()): Promise<Job[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.jobs),
      orderBy('modified_time', 'desc'),
      limit(JOB_LIST_LIMIT),
    ),
  );
  return newestFirst(snapshot.docs.map((doc) => parseJob(doc.id, doc.data())));
}
