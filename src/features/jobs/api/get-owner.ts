import type { Firestore } from 'firebase/firestore/lite';

import { env } from '@/config/env';

import { type Owner, parseOwner } from '../model';
import { COLLECTIONS } from './collections';
import { readOne } from './firestore';

/**
 * The owner's public profile, or null when missing. Read from the public projection when one is
 * configured (then `users` is never read), else from `users` as product §6 says.
 */
export function getOwner(
  id: string,
  db?: Firestore,
  profiles: string | null = env.publicProjection.profilesCollection,
): Promise<Owner | null> {
  return readOne(db, profiles ?? COLLECTIONS.users, id, parseOwner);
}
