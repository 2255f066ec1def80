import {
  collection,
  type Firestore,
  getCount,
  getDocs,
  query,
  where,
} from 'firebase/firestore/lite';

import { getReadyDb } from '@/lib/firebase';

import { type CategoryCount, parseLabelMap } from '../model';
import { CATEGORY_BATCH_SIZE, COLLECTIONS, TOP_CATEGORIES } from './collections';

async function countJobsIn(db: Firestore, code: string): Promise<number> {
  const jobs = query(collection(db, COLLECTIONS.jobs), where('categoria', '==', code));
  return (await getCount(jobs)).data().count;
}

/**
 * The professional (PF) categories with the most jobs: counted in batches of five, each batch in
 * parallel, so a long category list never fires dozens of requests at once on a slow phone.
 */
export async function getTopCategories(db?: Firestore): Promise<CategoryCount[]> {
  const firestore = db ?? (await getReadyDb());
  const snapshot = await getDocs(
    query(collection(firestore, COLLECTIONS.categories), where('TipoPessoa', '==', 'PF')),
  );
  const categories = [...parseLabelMap(snapshot.docs.map((doc) => doc.data()))];
  const counted: CategoryCount[] = [];
  for (let start = 0; start < categories.length; start += CATEGORY_BATCH_SIZE) {
    const batch = categories.slice(start, start + CATEGORY_BATCH_SIZE);
    const counts = await Promise.all(batch.map(([code]) => countJobsIn(firestore, code)));
    batch.forEach(([code, name], i) => counted.push({ code, name, count: counts[i] }));
  }
  return counted
    .filter((category) => category.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP_CATEGORIES);
}
