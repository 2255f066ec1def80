/**
 * The emulator contract, through the real Firebase SDK: what the site relies on, checked the same
 * way against this project's emulator and the official one (FIRESTORE_EMULATOR_HOST). Nothing
 * here may depend on which of the two answers.
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
  or,
  orderBy,
  query,
  type QueryConstraint,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { commitDocs, type SeedDoc, wipe } from '../../scripts/emulators';
import { emulatorHost, splitHost } from './emulator-host';

const projectId = 'demo-contract-emulator';
let app: FirebaseApp;
let db: Firestore;

const when = new Date('2024-06-01T12:00:00.123Z');
/** One document per value type, ids in Firestore's ascending order of `v`. */
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
/** Strings in UTF-8 byte order, which is not UTF-16 order for '\uffff' and '😀'. */
const texts = ['Z', 'a', 'é', '\uffff', '😀'];

function dataset(): SeedDoc[] {
  return [
    ...Object.entries(mixed).map(([id, v]) => ({ collection: 'mixed', id, data: { v } })),
    { collection: 'mixed', id: 'm00-no-v', data: { other: 1 } },
    ...['b', 'a', 'c'].map((id) => ({ collection: 'ties', id, data: { same: 1 } })),
    ...texts.map((s, i) => ({ collection: 'texts', id: `t${i}`, data: { s } })),
    ...Array.from({ length: 12 }, (_, i) => ({
      collection: 'vagas',
      id: `v${String(i).padStart(2, '0')}`,
      data: {
        categoria: String(i % 3),
        especialidades: i % 2 ? ['10', '20'] : ['30'],
        n: i,
        when: new Date(when.getTime() + i * 86_400_000),
        ...(i === 0 ? { owner: null } : i < 3 ? { owner: `u${i}` } : {}),
      },
    })),
  ];
}

beforeAll(() => {
  app = initializeApp({ projectId, apiKey: 'fake-key' }, 'contract');
  db = getFirestore(app);
  const { host, port } = splitHost(emulatorHost());
  connectFirestoreEmulator(db, host, port);
});

beforeEach(async () => {
  await wipe(emulatorHost(), projectId);
  await commitDocs(emulatorHost(), projectId, dataset());
});

afterAll(() => deleteApp(app));

const ids = async (name: string, ...constraints: QueryConstraint[]) =>
  (await getDocs(query(collection(db, name), ...constraints))).docs.map((d) => d.id);

const count = async (name: string, ...constraints: QueryConstraint[]) =>
  (await getCount(query(collection(db, name), ...constraints))).data().count;

describe('ordering', () => {
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

  it('orders strings by UTF-8 bytes', async () => {
    expect(await ids('texts', orderBy('s'))).toEqual(['t0', 't1', 't2', 't3', 't4']);
  });

  it('combines a filter with order and limit, newest first', async () => {
    expect(
      await ids('vagas', where('categoria', '==', '2'), orderBy('when', 'desc'), limit(2)),
    ).toEqual(['v11', 'v08']);
  });
});

describe('filters', () => {
  it.each([
    ['==', '1', ['v01', 'v04', 'v07', 'v10']],
    ['!=', '0', ['v01', 'v02', 'v04', 'v05', 'v07', 'v08', 'v10', 'v11']],
    ['in', ['0', '2'], ['v00', 'v02', 'v03', 'v05', 'v06', 'v08', 'v09', 'v11']],
    ['not-in', ['0', '2'], ['v01', 'v04', 'v07', 'v10']],
  ] as const)('categoria %s %j', async (op, value, expected) => {
    expect((await ids('vagas', where('categoria', op, value))).sort()).toEqual(expected);
  });

  it('compares numbers by range, only among numbers', async () => {
    expect(await ids('vagas', where('n', '>=', 9))).toEqual(['v09', 'v10', 'v11']);
    expect(await ids('vagas', where('n', '>', 10))).toEqual(['v11']);
    expect(await ids('vagas', where('n', '<', 2))).toEqual(['v00', 'v01']);
    expect(await ids('vagas', where('n', '<=', 1), where('n', '>', 0))).toEqual(['v01']);
    expect(await ids('mixed', where('v', '>', -5))).toEqual(['m04', 'm05', 'm06']);
    expect(await ids('mixed', where('v', '>=', ''))).toEqual(['m08', 'm09']);
  });

  it('compares timestamps by instant', async () => {
    const cutoff = Timestamp.fromMillis(when.getTime() + 10 * 86_400_000);
    expect(await ids('vagas', where('when', '>=', cutoff))).toEqual(['v10', 'v11']);
    expect(await ids('vagas', where('when', '==', Timestamp.fromDate(when)))).toEqual(['v00']);
  });

  it('looks inside arrays with array-contains and array-contains-any', async () => {
    expect(await ids('vagas', where('especialidades', 'array-contains', '20'))).toHaveLength(6);
    expect(await ids('vagas', where('especialidades', 'array-contains-any', ['30', '99']))).toEqual(
      ['v00', 'v02', 'v04', 'v06', 'v08', 'v10'],
    );
    expect(await ids('mixed', where('v', 'array-contains', 'a'))).toEqual(['m10']);
  });

  it('matches null with == null and != null, and skips documents without the field', async () => {
    expect(await ids('vagas', where('owner', '==', null))).toEqual(['v00']);
    expect(await ids('vagas', where('owner', '!=', null))).toEqual(['v01', 'v02']);
  });

  it('filters by document id', async () => {
    expect(await ids('vagas', where(documentId(), '==', 'v03'))).toEqual(['v03']);
    expect(await ids('vagas', where(documentId(), '>', 'v09'))).toEqual(['v10', 'v11']);
  });

  it('combines filters with or()', async () => {
    const either = or(where('n', '==', 1), where('categoria', '==', '2'));
    const snapshot = await getDocs(query(collection(db, 'vagas'), either));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['v01', 'v02', 'v05', 'v08', 'v11']);
  });
});

describe('counts', () => {
  it('counts a collection, a filtered query and a limited one', async () => {
    expect(await count('vagas')).toBe(12);
    expect(await count('vagas', where('categoria', '==', '1'))).toBe(4);
    expect(await count('vagas', where('n', '>', 20))).toBe(0);
    expect(await count('vagas', orderBy('n'), limit(5))).toBe(5);
    expect(await count('mixed', orderBy('v'))).toBe(Object.keys(mixed).length);
    expect(await count('nothing-here')).toBe(0);
  });
});

describe('documents', () => {
  it('reads every value type back intact', async () => {
    const read = async (id: string) => (await getDoc(doc(db, 'mixed', id))).get('v') as unknown;
    expect(await read('m01')).toBeNull();
    expect(await read('m02')).toBe(false);
    expect(await read('m04')).toBe(-1);
    expect(await read('m05')).toBe(0.5);
    const timestamp = await read('m07');
    expect(timestamp).toBeInstanceOf(Timestamp);
    expect((timestamp as Timestamp).toMillis()).toBe(when.getTime());
    expect(await read('m08')).toBe('');
    expect(await read('m10')).toEqual(['a']);
    expect(await read('m11')).toEqual({ chave: 'valor' });
  });

  it('reads a document found by a query the same as by getDoc', async () => {
    const [fromQuery] = (await getDocs(query(collection(db, 'vagas'), limit(1)))).docs;
    const direct = await getDoc(doc(db, 'vagas', 'v00'));
    expect(fromQuery.id).toBe('v00');
    expect(direct.data()).toEqual(fromQuery.data());
    expect(direct.get('when')).toEqual(Timestamp.fromDate(when));
  });

  it('reports a missing document as not existing', async () => {
    const snapshot = await getDoc(doc(db, 'vagas', 'does-not-exist'));
    expect(snapshot.exists()).toBe(false);
    expect(snapshot.data()).toBeUndefined();
  });
});
