import { collection, type Firestore, query, where } from 'firebase/firestore/lite';

import { type CategoryCount, parseLabelMap } from '../model';
import { CATEGORY_BATCH_SIZE, COLLECTIONS, TOP_CATEGORIES } from './collections';
import { countOf, firestoreOr, jobsIn, readData } from './firestore';

/**
 * The professional (PF) categories with the most jobs: counted in batches of five, each batch in
 * parallel, so a long category list never fires dozens of requests at once on a slow phone.
 */
export async function getTopCategories(db?: Firestore): Promise<CategoryCount[]> {
  const firestore = await firestoreOr(db);
  const professional = query(
    collection(firestore, COLLECTIONS.categories),
    where('TipoPessoa', '==', 'PF'),
  );
  const categories = [...parseLabelMap(await readData(professional))];
  const jobsOf = (code: string) => query(jobsIn(firestore), where('categoria', '==', code));
  const counted: CategoryCount[] = [];
  for (let start = 0; start < categories.length; start += CATEGORY_BATCH_SIZE) {
    const batch = categories.slice(start, start + CATEGORY_BATCH_SIZE);
    const counts = await Promise.all(batch.map(([code]) => countOf(jobsOf(code))));
    batch.forEach(([code, name], i) => counted.push({ code, name, count: counts[i] }));
  }
  return counted
    .filter((category) => category.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP_CATEGORIES);
}
