import { doc, type Firestore, getDoc } from 'firebase/firestore/lite';

import { env } from '@/config/env';
import { getReadyDb } from '@/lib/firebase';

import { isDocumentId, type Owner, parseOwner } from '../model';
import { COLLECTIONS } from './collections';

/**
 * The owner's public profile, or null when missing. Read from the public projection when one is
 * configured (then `users` is never read), else from `users` as product §6 says.
 */
export async function getOwner(
  id: string,
  db?: Firestore,
  profiles: string | null = env.publicProjection.profilesCollection,
): Promise<Owner | null> {
  if (!isDocumentId(id)) return null;
  const firestore = db ?? (await getReadyDb());
  const snapshot = await getDoc(doc(firestore, profiles ?? COLLECTIONS.users, id));
  return snapshot.exists() ? parseOwner(snapshot.id, snapshot.data()) : null;
}
