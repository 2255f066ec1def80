import {
  collection,
  type Firestore,
  getDocs,
  limit,
  orderBy,
  query,
} from 'firebase/firestore/lite';

import { getReadyDb } from '@/lib/firebase';

import { type Job, newestFirst, parseJob } from '../model';
import { COLLECTIONS, JOB_LIST_LIMIT } from './collections';

export async function getJobs(db?: Firestore): Promise<Job[]> {
  const firestore = db ?? (await getReadyDb());
  const snapshot = await getDocs(
    query(
      collection(firestore, COLLECTIONS.jobs),
      orderBy('modified_time', 'desc'),
      limit(JOB_LIST_LIMIT),
    ),
  );
  return newestFirst(snapshot.docs.map((doc) => parseJob(doc.id, doc.data())));
}
