/**
 * The emulator contract, through the real Firebase SDK: what the site relies on, checked the same
 * way against this project's emulator and the official one (FIRESTORE_EMULATOR_HOST).
 */
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  type Firestore,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { commitDocs, wipe } from '../../emulator/client';
import { emulatorHost, splitHost } from './emulator-host';

const projectId = 'demo-contract';
let app: FirebaseApp;
let db: Firestore;

const when = new Date('2024-06-01T12:00:00.000Z');
const mixed: Record<string, unknown> = {
  m01: null,
  m02: false,
  m03: true,
  m04: -1,
  m05: 0.5,
  m06: 2,
  m07: when,
  m08: '',
  m09: 'texto',
  m10: ['a'],
  m11: { chave: 'valor' },
};

beforeAll(async () => {
  const host = emulatorHost();
  await wipe(host, projectId);
  await commitDocs(host, projectId, [
    ...Object.entries(mixed).map(([id, v]) => ({ collection: 'mixed', id, data: { v, tag: 'x' } })),
    { collection: 'mixed', id: 'm00-no-v', data: { tag: 'x' } },
    ...['b', 'a', 'c'].map((id) => ({ collection: 'ties', id, data: { same: 1 } })),
    ...Array.from({ length: 12 }, (_, i) => ({
      collection: 'vagas',
      id: `v${String(i).padStart(2, '0')}`,
      data: {
        categoria: String(i % 3),
        especialidades: i % 2 ? ['10', '20'] : ['30'],
        n: i,
        when: new Date(when.getTime() + i * 86_400_000),
      },
    })),
  ]);
  app = initializeApp({ projectId, apiKey: 'fake-key' }, 'contract');
  db = getFirestore(app);
  const { host: hostname, port } = splitHost(host);
  connectFirestoreEmulator(db, hostname, port);
});

afterAll(() => deleteApp(app));

const ids = async (name: string, ...constraints: QueryConstraint[]) =>
  (await getDocs(query(collection(db, name), ...constraints))).docs.map((d) => d.id);

describe('queries', () => {
  it('orders mixed types the Firestore way and leaves out documents without the field', async () => {
    const ascending = Object.keys(mixed);
    expect(await ids('mixed', orderBy('v'))).toEqual(ascending);
    expect(await ids('mixed', orderBy('v', 'desc'), limit(4))).toEqual(
      [...ascending].reverse().slice(0, 4),
    );
  });

  it('breaks ties by document id in the direction of the last order', async () => {
    expect(await ids('ties', orderBy('same'))).toEqual(['a', 'b', 'c']);
    expect(await ids('ties', orderBy('same', 'desc'))).toEqual(['c', 'b', 'a']);
  });

  it.each([
    ['==', '1', ['v01', 'v04', 'v07', 'v10']],
    ['!=', '0', ['v01', 'v02', 'v04', 'v05', 'v07', 'v08', 'v10', 'v11']],
    ['in', ['0', '2'], ['v00', 'v02', 'v03', 'v05', 'v06', 'v08', 'v09', 'v11']],
  ] as const)('filters categoria %s %j', async (op, value, expected) => {
    expect((await ids('vagas', where('categoria', op, value))).sort()).toEqual(expected);
  });

  it('filters numbers by range, only among numbers', async () => {
    expect(await ids('vagas', where('n', '>=', 9))).toEqual(['v09', 'v10', 'v11']);
    expect(await ids('vagas', where('n', '<', 2))).toEqual(['v00', 'v01']);
    expect(await ids('vagas', where('n', '<=', 1), where('n', '>', 0))).toEqual(['v01']);
    expect(await ids('mixed', where('v', '>', -5))).toEqual(['m04', 'm05', 'm06']);
  });

  it('filters arrays with array-contains, and by document id', async () => {
    expect(await ids('vagas', where('especialidades', 'array-contains', '20'))).toHaveLength(6);
    expect(await ids('vagas', where(documentId(), '==', 'v03'))).toEqual(['v03']);
  });

  it('combines filters with order and limit, newest first', async () => {
    expect(
      await ids('vagas', where('categoria', '==', '2'), orderBy('when', 'desc'), limit(2)),
    ).toEqual(['v11', 'v08']);
  });
});

describe('counts', () => {
  it('counts a collection and a filtered query', async () => {
    expect((await getCount(collection(db, 'vagas'))).data().count).toBe(12);
    expect(
      (await getCount(query(collection(db, 'vagas'), where('categoria', '==', '1')))).data().count,
    ).toBe(4);
    expect((await getCount(collection(db, 'nothing-here'))).data().count).toBe(0);
  });
});

describe('documents', () => {
  it('reads a document with every value type intact', async () => {
    const snapshots = await Promise.all(
      ['m01', 'm04', 'm05', 'm07', 'm10', 'm11'].map((id) => getDoc(doc(db, 'mixed', id))),
    );
    const values = snapshots.map((s) => s.get('v') as unknown);
    expect(values[0]).toBeNull();
    expect(values[1]).toBe(-1);
    expect(values[2]).toBe(0.5);
    expect(values[3]).toBeInstanceOf(Timestamp);
    expect((values[3] as Timestamp).toMillis()).toBe(when.getTime());
    expect(values[4]).toEqual(['a']);
    expect(values[5]).toEqual({ chave: 'valor' });
  });

  it('reports a missing document as not existing', async () => {
    const snapshot = await getDoc(doc(db, 'vagas', 'does-not-exist'));
    expect(snapshot.exists()).toBe(false);
    expect(snapshot.data()).toBeUndefined();
  });
});
