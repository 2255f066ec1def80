import { doc, type Firestore, getDoc } from 'firebase/firestore/lite';

import { getDb } from '@/lib/firebase';

import { type Owner, parseOwner } from '../model';
import { COLLECTIONS } from './collections';

export async function getOwner(id: string, db: Firestore = getDb()): Promise<Owner | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.users, id));
  return snapshot.exists() ? parseOwner(snapshot.id, snapshot.data()) : null;
}
