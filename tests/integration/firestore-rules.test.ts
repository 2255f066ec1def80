import { readFileSync } from 'node:fs';

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteEmulator,
  type Firestore as LiteFirestore,
  getFirestore as getLiteFirestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  getJob,
  getJobs,
  getLabels,
  getOwner,
  getSimilarJobs,
  getStats,
  getTopCategories,
} from '@/features/jobs/api/reads';

import { emulatorHost, splitHost } from './emulator-host';

/** This project's emulator serves a stats endpoint and evaluates no rules; the official one 404s. */
async function isOfficialEmulator(host: string): Promise<boolean> {
  const response = await fetch(`http://${host}/emulator/v1/projects/probe/stats`);
  return response.status === 404;
}

const host = emulatorHost();
const official = await isOfficialEmulator(host);

const LOOKUPS = ['categoriaperfil', 'especialidade', 'formatrabalho', 'material'];

const seedDocs: Record<string, Record<string, unknown>> = {
  'vagas/v1': { titulo: 'Vaga', categoria: 'b', owner: 'u1', modified_time: new Date(2026, 0, 2) },
  'vagas/v2': { titulo: 'Outra', categoria: 'c', modified_time: new Date(2026, 0, 1) },
  'users/u1': { display_name: 'Ana', email: 'ana@exemplo.com.br', telefone: '11999999999' },
  ...Object.fromEntries(LOOKUPS.map((name) => [`${name}/x1`, { Value: '1', Name: 'Um' }])),
  'categoriaperfil/x1': { Value: 'b', Name: 'Dentista', TipoPessoa: 'PF' },
  'public/stats': { users: 120, vagas: 2 },
  'public/other': { segredo: true },
  'publicProfiles/u1': { display_name: 'Ana', tipoPerfil: 'PF' },
  'mensagens/m1': { texto: 'privado' },
};

type Read = (db: Firestore) => Promise<unknown>;

/** Contexts hand out the compat instance, which the modular functions unwrap. */
const modular = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

const getOne =
  (path: string): Read =>
  (db) =>
    getDoc(doc(db, path));
const listAll =
  (name: string): Read =>
  (db) =>
    getDocs(collection(db, name));
const countAll =
  (name: string): Read =>
  (db) =>
    getCountFromServer(collection(db, name));

interface Case {
  what: string;
  read: Read;
  /** Allowed by firestore.rules (the default reads, product §6). */
  spec: boolean;
  /** Allowed by firestore.public-projection.rules. */
  projection: boolean;
}

const reads: Case[] = (
  [
    ['get a job', getOne('vagas/v1'), true, true],
    [
      'list the newest 50 jobs (the list page)',
      (db) => getDocs(query(collection(db, 'vagas'), orderBy('modified_time', 'desc'), limit(50))),
      true,
      true,
    ],
    ['list 51 jobs', (db) => getDocs(query(collection(db, 'vagas'), limit(51))), true, false],
    ['list every job', listAll('vagas'), true, false],
    ['count every job', countAll('vagas'), true, false],
    [
      "count one category's jobs (top categories)",
      (db) => getCountFromServer(query(collection(db, 'vagas'), where('categoria', '==', 'b'))),
      true,
      true,
    ],
    [
      "the newest 4 of one category's jobs (similar jobs)",
      (db) =>
        getDocs(
          query(
            collection(db, 'vagas'),
            where('categoria', '==', 'b'),
            orderBy('modified_time', 'desc'),
            limit(4),
          ),
        ),
      true,
      true,
    ],
    ['get a user', getOne('users/u1'), true, false],
    ['list users', listAll('users'), true, false],
    ['count users', countAll('users'), true, false],
    ...LOOKUPS.flatMap((name): [string, Read, boolean, boolean][] => [
      [`get a ${name} entry`, getOne(`${name}/x1`), true, true],
      [`list ${name}`, listAll(name), true, true],
    ]),
    [
      'list PF categories (top categories)',
      (db) => getDocs(query(collection(db, 'categoriaperfil'), where('TipoPessoa', '==', 'PF'))),
      true,
      true,
    ],
    ['get the stats document', getOne('public/stats'), true, true],
    ['get another document beside it', getOne('public/other'), false, false],
    ['list the stats collection', listAll('public'), false, false],
    ['get a public profile', getOne('publicProfiles/u1'), true, true],
    ['list public profiles', listAll('publicProfiles'), false, false],
    ['get from an unlisted collection', getOne('mensagens/m1'), false, false],
    ['list an unlisted collection', listAll('mensagens'), false, false],
  ] satisfies [string, Read, boolean, boolean][]
).map(([what, read, spec, projection]) => ({ what, read, spec, projection }));

const writes: [string, Read][] = Object.keys(seedDocs).flatMap((path): [string, Read][] => [
  [`create beside ${path}`, (db) => setDoc(doc(db, `${path}-new`), { x: 1 })],
  [`update ${path}`, (db) => updateDoc(doc(db, path), { x: 1 })],
  [`overwrite ${path}`, (db) => setDoc(doc(db, path), { x: 1 })],
  [`delete ${path}`, (db) => deleteDoc(doc(db, path))],
]);

const variants = [
  { file: 'firestore.rules', variant: 'spec', statsDoc: null, profiles: null },
  {
    file: 'firestore.public-projection.rules',
    variant: 'projection',
    statsDoc: 'public/stats',
    profiles: 'publicProfiles',
  },
] as const;

/** The site's own client, anonymous, as a visitor's browser runs it. */
function siteClient(projectId: string): { app: FirebaseApp; db: LiteFirestore } {
  const app = initializeApp({ projectId, apiKey: 'fake-key' }, `site-${projectId}`);
  const db = getLiteFirestore(app);
  const { host: hostname, port } = splitHost(host);
  connectLiteEmulator(db, hostname, port);
  return { app, db };
}

describe.skipIf(!official)(
  'security rules (run on the official emulator only: ours does not evaluate rules)',
  () => {
    describe.each(variants)('$file', ({ file, variant, statsDoc, profiles }) => {
      let env: RulesTestEnvironment;

      beforeAll(async () => {
        env = await initializeTestEnvironment({
          projectId: `demo-rules-${variant}`,
          firestore: { rules: readFileSync(file, 'utf8'), ...splitHost(host) },
        });
        await env.clearFirestore();
        await env.withSecurityRulesDisabled(async (context) => {
          const db = modular(context);
          for (const [path, data] of Object.entries(seedDocs)) await setDoc(doc(db, path), data);
        });
      });

      afterAll(async () => {
        await env?.cleanup();
      });

      const cases = reads.map(({ what, read, ...allowed }) => ({
        what,
        read,
        allowed: allowed[variant],
      }));

      it.each(cases)('anonymous: $what → allowed $allowed', async ({ read, allowed }) => {
        const db = modular(env.unauthenticatedContext());
        await (allowed ? assertSucceeds(read(db)) : assertFails(read(db)));
      });

      it('lets every read of the site, configured for it, through', async () => {
        const { app, db } = siteClient(`demo-rules-${variant}`);
        try {
          expect((await getJobs(db)).map((job) => job.id)).toEqual(['v1', 'v2']);
          expect(await getJob('v1', db)).toMatchObject({ ownerId: 'u1' });
          // A job of another category than its own finds v1 only through the category query.
          const other = await getJob('v2', db);
          const similar = await getSimilarJobs({ ...other!, categoryCode: 'b' }, db);
          expect(similar.map((job) => job.id)).toEqual(['v1']);
          expect((await getOwner('u1', db, profiles))?.displayName).toBe('Ana');
          expect(await getStats(db, statsDoc)).toEqual(
            statsDoc ? { professionals: 120, jobs: 2 } : { professionals: 1, jobs: 2 },
          );
          expect(await getTopCategories(db)).toEqual([{ code: 'b', name: 'Dentista', count: 1 }]);
          expect((await getLabels(db)).specialties.get('1')).toBe('Um');
        } finally {
          await deleteApp(app);
        }
      });

      it.each(writes)('denies %s, anonymous or signed in', async (_, write) => {
        await assertFails(write(modular(env.unauthenticatedContext())));
        await assertFails(write(modular(env.authenticatedContext('u1'))));
      });
    });
  },
);
