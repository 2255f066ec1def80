import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SeedDoc } from '../emulators/index.ts';
import {
  buildDataset,
  CATEGORY_JOB_COUNTS,
  countByCollection,
  FLAWED_JOB_IDS,
  JOB_WINDOW_DAYS,
  MAX_LIKES,
  REFERENCE_DATE,
  SAMPLE_JOB_IDS,
  SEED_COLLECTIONS,
} from './dataset.ts';
import { CITIES } from './places.ts';

const DAY_MS = 86_400_000;
const docs = buildDataset();
const inCollection = (name: string) => docs.filter((doc) => doc.collection === name);
const jobs = inCollection('vagas');
const users = inCollection('users');
const flawedIds = new Set<string>(Object.values(FLAWED_JOB_IDS));
const regularJobs = jobs.filter((job) => !flawedIds.has(job.id));
const values = (name: string) => new Set(inCollection(name).map((doc) => doc.data.Value));

afterEach(() => {
  vi.useRealTimers();
});

describe('buildDataset: determinism', () => {
  it('builds the same documents every time, whatever the clock says', () => {
    vi.useFakeTimers({ now: new Date('2031-05-05T05:05:05Z') });
    const later = buildDataset();
    vi.useRealTimers();
    expect(JSON.stringify(later)).toBe(JSON.stringify(docs));
    expect(buildDataset({ now: REFERENCE_DATE })).toEqual(docs);
  });

  it('shifts every date, and nothing else, when given another reference date', () => {
    const shifted = buildDataset({ now: new Date(REFERENCE_DATE.getTime() + 10 * DAY_MS) });
    expect(shifted.map((doc) => doc.id)).toEqual(docs.map((doc) => doc.id));
    shifted.forEach((doc, i) => {
      const before = docs[i].data.modified_time;
      const after = doc.data.modified_time;
      if (before instanceof Date) {
        expect((after as Date).getTime() - before.getTime()).toBe(10 * DAY_MS);
      }
      expect(doc.data.titulo).toEqual(docs[i].data.titulo);
    });
  });
});

describe('buildDataset: size and spread', () => {
  it('has at least 150 jobs and 1,200 users, and counts match countByCollection', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(150);
    expect(users.length).toBeGreaterThanOrEqual(1200);
    const counts = countByCollection(docs);
    expect(Object.keys(counts)).toEqual([...SEED_COLLECTIONS]);
    expect(counts.vagas).toBe(jobs.length);
    expect(counts.users).toBe(users.length);
  });

  it('spreads jobs over at least 8 states and 20 cities, every known city included', () => {
    const states = new Set(jobs.map((job) => job.data.estado).filter(Boolean));
    const cities = new Set(jobs.map((job) => `${job.data.cidade}/${job.data.estado}`));
    expect(states.size).toBeGreaterThanOrEqual(8);
    expect(cities.size).toBeGreaterThanOrEqual(20);
    for (const city of CITIES) expect(cities).toContain(`${city.name}/${city.uf}`);
  });

  it('puts every neighbourhood in its own city', () => {
    for (const job of regularJobs) {
      const city = CITIES.find((c) => c.name === job.data.cidade && c.uf === job.data.estado);
      expect(city?.neighbourhoods, job.id).toContain(job.data.bairro);
    }
  });

  it('has exactly CATEGORY_JOB_COUNTS jobs per category, with a clear top three', () => {
    for (const [code, expected] of Object.entries(CATEGORY_JOB_COUNTS)) {
      expect(jobs.filter((job) => job.data.categoria === code).length, code).toBe(expected);
    }
    const [first, second, third, fourth] = Object.values(CATEGORY_JOB_COUNTS).sort((a, b) => b - a);
    expect(first).toBeGreaterThan(second + 10);
    expect(second).toBeGreaterThan(third + 10);
    expect(third).toBeGreaterThan(fourth);
  });

  it('dates jobs within the window before the reference date', () => {
    const earliest = REFERENCE_DATE.getTime() - JOB_WINDOW_DAYS * DAY_MS;
    const dated = jobs.filter((job) => job.data.modified_time instanceof Date);
    expect(dated.length).toBe(jobs.length - 5);
    for (const job of dated) {
      const ms = (job.data.modified_time as Date).getTime();
      expect(ms).toBeGreaterThanOrEqual(earliest);
      expect(ms).toBeLessThanOrEqual(REFERENCE_DATE.getTime());
    }
  });

  it('keeps every test-facing job with a timestamp in the first page of the list', () => {
    // Firestore sorts strings after timestamps: a newest-first query of 50 starts with the jobs
    // whose modified_time is a string, then the newest timestamps.
    const strings = jobs.filter((job) => typeof job.data.modified_time === 'string').length;
    const newest = jobs
      .filter((job) => job.data.modified_time instanceof Date)
      .sort((a, b) => +(b.data.modified_time as Date) - +(a.data.modified_time as Date))
      .slice(0, 50 - strings - 5)
      .map((job) => job.id);
    const caseIds = [...flawedIds, ...Object.values(SAMPLE_JOB_IDS)];
    for (const id of caseIds) {
      const job = jobs.find((candidate) => candidate.id === id) as SeedDoc;
      if (job.data.modified_time instanceof Date) expect(newest, id).toContain(id);
    }
  });
});

describe('buildDataset: ids and text', () => {
  it('uses unique Firestore-style ids', () => {
    for (const name of SEED_COLLECTIONS) {
      const ids = inCollection(name).map((doc) => doc.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
    for (const job of jobs) expect(job.id).toMatch(/^[A-Za-z0-9]{20}$/);
    for (const user of users) expect(user.id).toMatch(/^[A-Za-z0-9]{28}$/);
  });

  it('writes only well-formed strings', () => {
    const allowedEmpty = new Set([FLAWED_JOB_IDS.descriptionEmpty]);
    const visit = (value: unknown, where: string, doc: SeedDoc): void => {
      if (typeof value === 'string') {
        if (value === '' && (allowedEmpty.has(doc.id) || where.endsWith('display_name'))) return;
        expect(value, where).not.toBe('');
        expect(value, where).not.toMatch(/undefined|NaN|\bnull\b|[{}]/);
        expect(value, where).not.toMatch(/^\s|\s$| {2}| \n|\n | \.|\n{3}/);
      } else if (Array.isArray(value)) {
        value.forEach((item, i) => visit(item, `${where}[${i}]`, doc));
      } else if (value && typeof value === 'object' && !(value instanceof Date)) {
        for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`, doc);
      }
    };
    for (const doc of docs) visit(doc.data, `${doc.collection}/${doc.id}`, doc);
  });

  it('writes multi-paragraph Portuguese descriptions for most jobs', () => {
    const long = regularJobs.filter((job) => String(job.data.descricao).includes('\n\n'));
    expect(long.length).toBeGreaterThan(regularJobs.length * 0.7);
    const text = regularJobs.map((job) => `${job.data.titulo} ${job.data.descricao}`).join(' ');
    for (const word of ['Requisitos:', 'Horário:', 'Atividades:', 'ç', 'ã', 'é']) {
      expect(text).toContain(word);
    }
  });
});

describe('buildDataset: references', () => {
  it('refers only to existing lookup codes, except in the flawed jobs', () => {
    const categories = values('categoriaperfil');
    const specialties = values('especialidade');
    const formats = values('formatrabalho');
    const materials = values('material');
    for (const job of regularJobs) {
      expect(categories, job.id).toContain(job.data.categoria);
      const { especialidades, formatrabalho, material } = job.data as Record<string, string[]>;
      expect(especialidades.length).toBeLessThanOrEqual(4);
      expect(formatrabalho.length).toBeGreaterThanOrEqual(1);
      expect(formatrabalho.length).toBeLessThanOrEqual(2);
      expect(material.length).toBeLessThanOrEqual(1);
      for (const code of especialidades) expect(specialties, job.id).toContain(code);
      for (const code of formatrabalho) expect(formats, job.id).toContain(code);
      for (const code of material) expect(materials, job.id).toContain(code);
    }
  });

  it('gives jobs existing owners, mostly PJ, and likes from existing users', () => {
    const byId = new Map(users.map((user) => [user.id, user]));
    const owners = regularJobs.map((job) => byId.get(job.data.owner as string));
    expect(owners.every(Boolean)).toBe(true);
    const pj = owners.filter((owner) => owner?.data.tipoPerfil === 'PJ');
    expect(pj.length).toBeGreaterThan(owners.length * 0.75);
    for (const job of regularJobs) {
      const likes = job.data.likes as string[];
      expect(likes.length).toBeLessThanOrEqual(MAX_LIKES);
      expect(new Set(likes).size).toBe(likes.length);
      for (const id of likes) expect(byId.has(id)).toBe(true);
    }
    const likeCounts = regularJobs.map((job) => (job.data.likes as string[]).length);
    expect(Math.min(...likeCounts)).toBe(0);
    expect(Math.max(...likeCounts)).toBe(MAX_LIKES);
  });
});
