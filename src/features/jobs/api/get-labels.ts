import { collection, type Firestore } from 'firebase/firestore/lite';

import { type LabelMap, type Labels, parseLabelMap } from '../model';
import { COLLECTIONS } from './collections';
import { firestoreOr, readData } from './firestore';

/**
 * Each lookup collection is small and read whole, once a visit, instead of one query per code.
 * A lookup that fails leaves its codes unlabelled (shown raw): a missing label is never worth an
 * error on screen.
 */
async function readLookup(db: Firestore, name: string): Promise<LabelMap> {
  try {
    return parseLabelMap(await readData(collection(db, name)));
  } catch (error) {
    console.warn(`Lookup "${name}" could not be read; showing raw codes.`, error);
    return new Map();
  }
}

export async function getLabels(db?: Firestore): Promise<Labels> {
  const firestore = await firestoreOr(db);
  const [categories, specialties, workFormats, materials] = await Promise.all([
    readLookup(firestore, COLLECTIONS.categories),
    readLookup(firestore, COLLECTIONS.specialties),
    readLookup(firestore, COLLECTIONS.workFormats),
    readLookup(firestore, COLLECTIONS.materials),
  ]);
  return { categories, specialties, workFormats, materials };
}
