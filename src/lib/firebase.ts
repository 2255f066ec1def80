import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore/lite';

import { env } from '@/config/env';

let db: Firestore | undefined;

/** The site's Firestore instance, created on first use so that importing this module does no work. */
export function getDb(): Firestore {
  if (!db) {
    const app = initializeApp(env.firebase);
    db = getFirestore(app);
    if (env.emulator) connectFirestoreEmulator(db, env.emulator.host, env.emulator.port);
  }
  return db;
}
