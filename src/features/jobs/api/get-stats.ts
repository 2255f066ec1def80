import { collection, type Firestore, getCount } from 'firebase/firestore/lite';

import { getDb } from '@/lib/firebase';

import { COLLECTIONS } from './collections';

export interface SiteStats {
  professionals: number;
  jobs: number;
}

export async function countUsers(db: Firestore = getDb()): Promise<number> {
  return (await getCount(collection(db, COLLECTIONS.users))).data().count;
}

export async function countJobs(db: Firestore = getDb()): Promise<number> {
  return (await getCount(collection(db, COLLECTIONS.jobs))).data().count;
}

export async function getStats(db: Firestore = getDb()): Promise<SiteStats> {
  const [professionals, jobs] = await Promise.all([countUsers(db), countJobs(db)]);
  return { professionals, jobs };
}
