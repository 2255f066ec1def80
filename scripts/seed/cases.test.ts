import { describe, expect, it } from 'vitest';

import {
  buildDataset,
  FLAWED_JOB_IDS,
  FLAWED_JOBS,
  type FlawName,
  MISSING_OWNER_ID,
  REFERENCE_DATE,
  SAMPLE_JOB_IDS,
  USER_CASES,
  USER_COUNT,
} from './dataset.ts';

type Data = Record<string, unknown>;

const docs = buildDataset();
const byId = (collection: string) =>
  new Map(docs.filter((doc) => doc.collection === collection).map((doc) => [doc.id, doc.data]));
const jobs = byId('vagas');
const users = byId('users');
const job = (id: string) => jobs.get(id) as Data;
const user = (id: string) => users.get(id) as Data;
const lookups = (collection: string) =>
  docs.filter((doc) => doc.collection === collection).map((doc) => doc.data);

// One check per documented flaw: it is present, and it is the only thing wrong with the field.
const FLAW_CHECKS: Record<FlawName, (data: Data) => void> = {
  modifiedTimeMissing: (data) => expect(data).not.toHaveProperty('modified_time'),
  modifiedTimeIsoString: (data) =>
    expect(data.modified_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  modifiedTimeBrazilianString: (data) =>
    expect(data.modified_time).toMatch(/^\d{2}\/\d{2}\/\d{4}$/),
  modifiedTimeEpochMillis: (data) => {
    expect(Number.isInteger(data.modified_time)).toBe(true);
    expect(data.modified_time).toBeLessThanOrEqual(REFERENCE_DATE.getTime());
  },
  modifiedTimeGarbage: (data) => expect(data.modified_time).toBe('ontem'),
  locationStateOnly: (data) => {
    expect(data.estado).toMatch(/^[A-Z]{2}$/);
    expect(data).not.toHaveProperty('cidade');
    expect(data).not.toHaveProperty('bairro');
  },
  locationMissing: (data) => {
    for (const field of ['estado', 'cidade', 'bairro']) expect(data).not.toHaveProperty(field);
  },
  categoryUnknown: (data) => expect(data.categoria).toBe('999'),
  categoryNumber: (data) => expect(data.categoria).toBe(1),
  specialtyUnknown: (data) => expect(data.especialidades).toEqual(['2', '999']),
  specialtiesString: (data) => expect(data.especialidades).toBe('4'),
  policyCodesUnknown: (data) => {
    expect(data.formatrabalho).toEqual(['99']);
    expect(data.material).toEqual(['99']);
  },
  policiesMissing: (data) => {
    expect(data).not.toHaveProperty('formatrabalho');
    expect(data).not.toHaveProperty('material');
  },
  ownerNotFound: (data) => {
    expect(data.owner).toBe(MISSING_OWNER_ID);
    expect(users.has(MISSING_OWNER_ID)).toBe(false);
  },
  ownerMissing: (data) => expect(data).not.toHaveProperty('owner'),
  titleMissing: (data) => expect(data).not.toHaveProperty('titulo'),
  titleLong: (data) => expect(String(data.titulo).length).toBeGreaterThanOrEqual(170),
  descriptionLong: (data) => {
    expect(String(data.descricao).length).toBeGreaterThanOrEqual(3800);
    expect(String(data.descricao).length).toBeLessThanOrEqual(4500);
  },
  descriptionEmpty: (data) => expect(data.descricao).toBe(''),
  likesMissing: (data) => expect(data).not.toHaveProperty('likes'),
};

describe('flawed jobs', () => {
  it.each(Object.entries(FLAWED_JOBS))('%s is present and documented', (name, { id, reason }) => {
    expect(jobs.has(id)).toBe(true);
    expect(reason.length).toBeGreaterThan(10);
    FLAW_CHECKS[name as FlawName](job(id));
  });

  it('has one flaw per job: the other fields stay well-formed', () => {
    for (const [name, id] of Object.entries(FLAWED_JOB_IDS)) {
      const data = job(id);
      if (!name.startsWith('modifiedTime')) expect(data.modified_time, name).toBeInstanceOf(Date);
      if (!name.startsWith('title')) expect(String(data.titulo).length, name).toBeLessThan(120);
      if (!name.startsWith('owner')) expect(users.has(data.owner as string), name).toBe(true);
      if (name !== 'likesMissing') expect(Array.isArray(data.likes), name).toBe(true);
    }
  });
});

describe('users', () => {
  const all = [...users.values()];
  const pj = all.filter((data) => data.tipoPerfil === 'PJ');

  it('has USER_COUNT users, about 15% PJ, with mostly distinct trade names', () => {
    expect(all).toHaveLength(USER_COUNT);
    expect(pj.length / all.length).toBeGreaterThan(0.12);
    expect(pj.length / all.length).toBeLessThan(0.18);
    const names = pj.map((data) => data.nomefantasia).filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
    expect(all.every((data) => data.tipoPerfil === 'PF' || data.tipoPerfil === 'PJ')).toBe(true);
  });

  it('writes full names of at least two words', () => {
    for (const data of all) {
      if (data.display_name) expect(data.display_name).toMatch(/^\S+( \S+)+$/);
    }
  });

  it('has the documented gaps, each owning a sample job', () => {
    expect(user(USER_CASES.pjWithTradeName)).toMatchObject({ tipoPerfil: 'PJ' });
    expect(user(USER_CASES.pjWithTradeName).nomefantasia).toBeTruthy();
    for (const id of USER_CASES.pjWithoutTradeName) {
      expect(user(id)).not.toHaveProperty('nomefantasia');
      expect(user(id).display_name).toBeTruthy();
    }
    expect(user(USER_CASES.pjWithoutDisplayName)).not.toHaveProperty('display_name');
    expect(user(USER_CASES.pjWithoutDisplayName).nomefantasia).toBeTruthy();
    expect(user(USER_CASES.pfWithoutDisplayName[0])).not.toHaveProperty('display_name');
    expect(user(USER_CASES.pfWithoutDisplayName[2]).display_name).toBe('');
    expect(job(SAMPLE_JOB_IDS.complete).owner).toBe(USER_CASES.pjWithTradeName);
    expect(job(SAMPLE_JOB_IDS.pfOwner).owner).toBe(USER_CASES.pf);
    expect(job(SAMPLE_JOB_IDS.pjWithoutDisplayName).owner).toBe(USER_CASES.pjWithoutDisplayName);
    expect(job(SAMPLE_JOB_IDS.pjWithoutTradeName2).owner).toBe(USER_CASES.pjWithoutTradeName[1]);
    expect(job(SAMPLE_JOB_IDS.pfEmptyDisplayName).owner).toBe(USER_CASES.pfWithoutDisplayName[2]);
  });

  it('fills every field of the complete sample job', () => {
    const data = job(SAMPLE_JOB_IDS.complete);
    expect(data.especialidades).toHaveLength(4);
    expect(data.formatrabalho).toHaveLength(2);
    expect(data.material).toHaveLength(1);
    expect(data.likes).toHaveLength(40);
    expect(data.bairro).toBeTruthy();
  });
});

describe('lookups', () => {
  it.each(['categoriaperfil', 'especialidade', 'formatrabalho', 'material'])(
    '%s has unique string codes and names',
    (collection) => {
      const rows = lookups(collection);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(new Set(rows.map((row) => row.Value)).size).toBe(rows.length);
      expect(new Set(rows.map((row) => row.Name)).size).toBe(rows.length);
      for (const row of rows) expect(typeof row.Value).toBe('string');
    },
  );

  it('ranks PF categories and keeps PJ ones apart', () => {
    const rows = lookups('categoriaperfil');
    expect(rows.filter((row) => row.TipoPessoa === 'PF').length).toBeGreaterThanOrEqual(7);
    expect(rows.filter((row) => row.TipoPessoa === 'PJ').map((row) => row.Name)).toEqual([
      'Clínica Odontológica',
      'Laboratório de Prótese',
    ]);
  });

  it('lists the CFO specialties', () => {
    const names = lookups('especialidade').map((row) => row.Name);
    for (const name of ['Ortodontia', 'Endodontia', 'Implantodontia', 'Harmonização Orofacial']) {
      expect(names).toContain(name);
    }
  });
});
