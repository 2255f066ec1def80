import { collection, doc, type Firestore, getDoc } from 'firebase/firestore/lite';

import { env } from '@/config/env';

import { parseStats, type SiteStats } from '../model';
import { COLLECTIONS } from './collections';
import { countOf, firestoreOr } from './firestore';

export type { SiteStats };

async function countIn(name: string, db?: Firestore): Promise<number> {
  return countOf(collection(await firestoreOr(db), name));
}

export const countUsers = (db?: Firestore) => countIn(COLLECTIONS.users, db);

export const countJobs = (db?: Firestore) => countIn(COLLECTIONS.jobs, db);

/** One document read in place of two counts; a missing document is a misconfiguration. */
async function readStatsDoc(db: Firestore, path: string): Promise<SiteStats> {
  const snapshot = await getDoc(doc(db, path));
  if (!snapshot.exists()) throw new Error(`The stats document ${path} does not exist.`);
  return parseStats(snapshot.data());
}

/** The landing counts: from the stats document when configured (README), else counted live. */
export async function getStats(
  db?: Firestore,
  statsDoc: string | null = env.publicProjection.statsDoc,
): Promise<SiteStats> {
  const firestore = await firestoreOr(db);
  if (statsDoc) return readStatsDoc(firestore, statsDoc);
  const [professionals, jobs] = await Promise.all([countUsers(firestore), countJobs(firestore)]);
  return { professionals, jobs };
}
