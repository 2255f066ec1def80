/**
 * The steps every get-* read shares: which Firestore to read, the jobs collection, and turning
 * snapshots into parsed values.
 */
import {
  collection,
  type CollectionReference,
  doc,
  type DocumentData,
  type Firestore,
  getCount,
  getDoc,
  getDocs,
  type Query,
} from 'firebase/firestore/lite';

import { getReadyDb } from '@/lib/firebase';
import { mapInSlices, nextTask } from '@/lib/when-idle';

import { isDocumentId, type Job, parseJob } from '../model';
import { COLLECTIONS } from './collections';

/**
 * The Firestore given (the build's, a test's), else the site's once App Check is ready. Starting
 * Firebase is a task of its own, between the one that evaluated the read's module (Firebase's SDK
 * among it) and the one that sends the request: together they held a slow phone's main thread
 * for 80 ms at 4× CPU, right after a stale page showed.
 */
export async function firestoreOr(db: Firestore | undefined): Promise<Firestore> {
  if (db) return db;
  await nextTask();
  const ready = await getReadyDb();
  await nextTask();
  return ready;
}

export function jobsIn(db: Firestore): CollectionReference {
  return collection(db, COLLECTIONS.jobs);
}

/** Every document's data, unparsed: lookups are parsed as a whole. */
export async function readData(source: Query): Promise<DocumentData[]> {
  return (await getDocs(source)).docs.map((snapshot) => snapshot.data());
}

export async function readJobs(source: Query): Promise<Job[]> {
  const { docs } = await getDocs(source);
  return mapInSlices(docs, (snapshot) => parseJob(snapshot.id, snapshot.data()));
}

/** One aggregation request, however many documents match. */
export async function countOf(source: Query): Promise<number> {
  return (await getCount(source)).data().count;
}

/**
 * One document, parsed, or null when it does not exist; a failed read rejects. An id no document
 * can have (a decoded `a%2Fb`, `..`, `__x__`) is not found rather than a failed read, and costs no
 * request.
 */
export async function readOne<T>(
  db: Firestore | undefined,
  path: string,
  id: string,
  parse: (id: string, data: DocumentData) => T,
): Promise<T | null> {
  if (!isDocumentId(id)) return null;
  const snapshot = await getDoc(doc(await firestoreOr(db), path, id));
  return snapshot.exists() ? parse(snapshot.id, snapshot.data()) : null;
}
