import { createServer } from 'node:net';

import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type Firestore,
  getFirestore,
  setDoc,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  countJobs,
  countUsers,
  getAllJobs,
  getJob,
  getJobs,
  getLabels,
  getOwner,
  getSimilarJobs,
  getStats,
  getTopCategories,
} from '@/features/jobs/api/reads';

import { commitDocs, type SeedDoc, wipe } from '../../scripts/emulators';
import { emulatorHost, splitHost } from './emulator-host';

const projectId = 'demo-jobs-api';
let app: FirebaseApp;
let db: Firestore;

function connect(name: string, host: string, port: number): { app: FirebaseApp; db: Firestore } {
  const created = initializeApp({ projectId, apiKey: 'fake-key' }, name);
  const firestore = getFirestore(created);
  connectFirestoreEmulator(firestore, host, port);
  return { app: created, db: firestore };
}

/** A local port nothing listens on: the connection is refused, as with a dead network. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n, 15));

function job(id: string, data: Record<string, unknown>): SeedDoc {
  return { collection: 'vagas', id, data };
}

// Seven PF categories (more than one batch of five) and a PJ category with the most jobs, which
// must not be ranked.
const categoryJobs: Record<string, number> = { a: 0, b: 4, c: 1, d: 0, e: 2, f: 6, g: 3, pj: 9 };

function dataset(): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const [code, n] of Object.entries(categoryJobs)) {
    docs.push({
      collection: 'categoriaperfil',
      id: `cat-${code}`,
      data: {
        Value: code,
        Name: `Categoria ${code.toUpperCase()}`,
        TipoPessoa: code === 'pj' ? 'PJ' : 'PF',
      },
    });
    for (let i = 0; i < n; i++) {
      docs.push(
        job(`${code}-${i}`, { titulo: `Vaga ${code}${i}`, categoria: code, modified_time: day(i) }),
      );
    }
  }
  for (let i = 0; i < 30; i++) {
    docs.push(
      job(`bulk-${String(i).padStart(2, '0')}`, {
        titulo: `Vaga ${i}`,
        modified_time: day(100 + i),
      }),
    );
  }
  docs.push(
    job('undated', { titulo: 'Sem data' }),
    job('string-date', { titulo: 'Data em texto', modified_time: '02/01/2024' }),
    job('full', {
      titulo: 'Cirurgião-dentista clínico geral',
      descricao: 'Atendimento de segunda a sexta.\nSalário a combinar.',
      categoria: 'b',
      especialidades: ['10', '11'],
      formatrabalho: ['1'],
      material: [],
      owner: 'user-pj',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Moema',
      modified_time: day(400),
      likes: ['x', 'y'],
    }),
    {
      collection: 'users',
      id: 'user-pj',
      data: { display_name: 'Ana Lima', tipoPerfil: 'PJ', nomefantasia: 'Sorriso Pleno' },
    },
    { collection: 'users', id: 'user-pf', data: { display_name: 'Bruno Reis', tipoPerfil: 'PF' } },
    job('owner-path', { titulo: 'Dono em caminho', owner: 'users/user-pf' }),
    job('owner-rooted-path', { titulo: 'Dono em caminho absoluto', owner: '/users/user-pj' }),
    // The public projection: a profile only it has, to tell which collection was read.
    { collection: 'public', id: 'stats', data: { users: 1240, vagas: 160 } },
    {
      collection: 'publicProfiles',
      id: 'user-public-only',
      data: { display_name: 'Carla Dias', tipoPerfil: 'PF' },
    },
    { collection: 'especialidade', id: 's10', data: { Value: '10', Name: 'Ortodontia' } },
    { collection: 'formatrabalho', id: 'f1', data: { Value: '1', Name: 'CLT' } },
    { collection: 'material', id: 'm1', data: { Value: '1', Name: 'Fornecido pela clínica' } },
  );
  return docs;
}

// The seeded jobs, the two with owner paths, and one whose owner is a reference (written below).
const totalJobs = Object.values(categoryJobs).reduce((a, b) => a + b, 0) + 30 + 3 + 2 + 1;

beforeAll(async () => {
  const host = emulatorHost();
  await wipe(host, projectId);
  await commitDocs(host, projectId, dataset());
  const { host: hostname, port } = splitHost(host);
  ({ app, db } = connect('jobs-api', hostname, port));
  // Through the SDK, as the app writes it: the REST seed helper has no reference values.
  await setDoc(doc(db, 'vagas', 'owner-reference'), {
    titulo: 'Dono por referência',
    owner: doc(db, 'users', 'user-pj'),
  });
});

afterAll(async () => {
  await deleteApp(app);
});

describe('stats', () => {
  it('counts users and jobs', async () => {
    expect(await countUsers(db)).toBe(2);
    expect(await countJobs(db)).toBe(totalJobs);
    expect(await getStats(db, null)).toEqual({ professionals: 2, jobs: totalJobs });
  });

  it('reads one stats document instead when configured, and rejects when it is missing', async () => {
    expect(await getStats(db, 'public/stats')).toEqual({ professionals: 1240, jobs: 160 });
    await expect(getStats(db, 'public/missing')).rejects.toThrow('public/missing');
  });
});

describe('getTopCategories', () => {
  it('ranks PF categories by job count across batches, top three with jobs only', async () => {
    expect(await getTopCategories(db)).toEqual([
      { code: 'f', name: 'Categoria F', count: 6 },
      { code: 'b', name: 'Categoria B', count: 5 },
      { code: 'g', name: 'Categoria G', count: 3 },
    ]);
  });
});

describe('getJobs', () => {
  it('returns at most 50 jobs, newest first, leaving out jobs without a date', async () => {
    const jobs = await getJobs(db);
    expect(jobs).toHaveLength(50);
    expect(jobs[0].id).toBe('full');
    expect(jobs.map((j) => j.id)).not.toContain('undated');
    const times = jobs.map((j) => j.modifiedAt?.getTime() ?? -Infinity);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('getAllJobs', () => {
  it('reads every job in pages of at most 50, each once, dated or not', async () => {
    const all = await getAllJobs(10_000, db);
    const ids = all.map((job) => job.id);
    expect(ids).toHaveLength(totalJobs);
    expect(new Set(ids).size).toBe(totalJobs);
    expect(ids).toContain('undated');
  });

  it('stops at the cap, across a page boundary', async () => {
    const first = await getAllJobs(51, db);
    expect(first).toHaveLength(51);
    expect((await getAllJobs(60, db)).slice(0, 51)).toEqual(first);
  });
});

describe('getJob', () => {
  it('reads and parses one job', async () => {
    const found = await getJob('full', db);
    expect(found).toMatchObject({
      id: 'full',
      title: 'Cirurgião-dentista clínico geral',
      description: 'Atendimento de segunda a sexta.\nSalário a combinar.',
      specialtyCodes: ['10', '11'],
      materialCodes: [],
      ownerId: 'user-pj',
      neighbourhood: 'Moema',
      likeCount: 2,
    });
    expect(found?.modifiedAt?.toISOString()).toBe(day(400).toISOString());
  });

  it('answers null for a job that does not exist', async () => {
    expect(await getJob('no-such-job', db)).toBeNull();
  });

  it.each(['a/b', '.', '..', '__x__', 'a'.repeat(1501), ''])(
    'answers null for %j, an id no document can have',
    async (id) => {
      expect(await getJob(id, db)).toBeNull();
    },
  );

  it.each([
    ['a reference', 'owner-reference', 'user-pj', 'Ana Lima'],
    ['a users/{id} path', 'owner-path', 'user-pf', 'Bruno Reis'],
    ['a /users/{id} path', 'owner-rooted-path', 'user-pj', 'Ana Lima'],
  ])('reads an owner stored as %s', async (_, jobId, ownerId, name) => {
    const found = await getJob(jobId, db);
    expect(found?.ownerId).toBe(ownerId);
    expect((await getOwner(ownerId, db))?.displayName).toBe(name);
  });

  it('rejects when the database cannot be reached', async () => {
    const offline = connect('offline-job', '127.0.0.1', await closedPort());
    try {
      await expect(getJob('full', offline.db)).rejects.toThrow();
    } finally {
      await deleteApp(offline.app);
    }
  });
});

describe('getOwner', () => {
  it('reads an owner, or null when missing', async () => {
    expect(await getOwner('user-pj', db)).toEqual({
      id: 'user-pj',
      displayName: 'Ana Lima',
      profileType: 'PJ',
      tradeName: 'Sorriso Pleno',
    });
    expect(await getOwner('ghost', db)).toBeNull();
    expect(await getOwner('..', db)).toBeNull();
  });

  it('reads the public projection instead of users when configured', async () => {
    expect(await getOwner('user-public-only', db, 'publicProfiles')).toEqual({
      id: 'user-public-only',
      displayName: 'Carla Dias',
      profileType: 'PF',
      tradeName: null,
    });
    expect(await getOwner('user-pj', db, 'publicProfiles')).toBeNull();
  });
});

describe('getLabels', () => {
  it('reads every lookup collection into code → name maps', async () => {
    const labels = await getLabels(db);
    expect(labels.specialties.get('10')).toBe('Ortodontia');
    expect(labels.workFormats.get('1')).toBe('CLT');
    expect(labels.materials.get('1')).toBe('Fornecido pela clínica');
    expect(labels.categories.get('f')).toBe('Categoria F');
  });

  it('falls back to empty maps and logs once per lookup when reads fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = connect('offline-labels', '127.0.0.1', await closedPort());
    try {
      const labels = await getLabels(offline.db);
      expect([
        ...labels.categories,
        ...labels.specialties,
        ...labels.workFormats,
        ...labels.materials,
      ]).toEqual([]);
      // The SDK logs its own warnings too; ours name the lookup, once each.
      const ours = warn.mock.calls
        .map(([message]) => String(message))
        .filter((m) => m.startsWith('Lookup'));
      expect(ours).toHaveLength(4);
      expect(new Set(ours).size).toBe(4);
    } finally {
      warn.mockRestore();
      await deleteApp(offline.app);
    }
  });
});

describe('getSimilarJobs', () => {
  const ids = (jobs: { id: string }[]) => jobs.map((job) => job.id);
  // A category of its own, so the counts above stay as they are.
  const own = {
    'sim-self': { estado: 'SP', cidade: 'Campinas', modified_time: day(5) },
    'sim-a': { estado: 'RJ', cidade: 'Rio de Janeiro', modified_time: day(12) },
    'sim-b': { estado: 'SP', cidade: 'Campinas', modified_time: day(11) },
    'sim-c': { estado: 'MG', cidade: 'Belo Horizonte', modified_time: day(10) },
    'sim-d': { estado: 'SP', cidade: 'Campinas', modified_time: day(1) },
    'sim-e': { estado: 'PR', cidade: 'Curitiba', modified_time: day(9) },
  };

  async function similarTo(id: string) {
    const job = await getJob(id, db);
    if (!job) throw new Error(`${id} is not seeded`);
    return ids(await getSimilarJobs(job, db));
  }

  beforeAll(async () => {
    for (const [id, data] of Object.entries(own)) {
      await setDoc(doc(db, 'vagas', id), { titulo: id, categoria: 'sim', ...data });
    }
  });

  afterAll(async () => {
    for (const id of Object.keys(own)) await deleteDoc(doc(db, 'vagas', id));
  });

  it('reads the four newest of the category, ranks its city first, leaves the job out', async () => {
    // sim-d shares the city but is not among the four newest: one query, no second look.
    expect(await similarTo('sim-self')).toEqual(['sim-b', 'sim-a', 'sim-c']);
  });

  it('still offers three when the job is among the four newest', async () => {
    expect(await similarTo('f-5')).toEqual(['f-4', 'f-3', 'f-2']);
    expect(await similarTo('f-3')).toEqual(['f-5', 'f-4', 'f-2']);
  });

  it('offers fewer in a small category, none in a category of one', async () => {
    expect(await similarTo('e-1')).toEqual(['e-0']);
    expect(await similarTo('c-0')).toEqual([]);
  });

  it('offers the newest jobs of any category for a job without one', async () => {
    // 'string-date' sorts first in Firestore (a string after every Timestamp) but is dated 2024.
    expect(await similarTo('undated')).toEqual(['full', 'bulk-29', 'bulk-28']);
  });
});
