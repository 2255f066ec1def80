/**
 * Jobs that tests look up by id: documents with the flaws real data has, and well-formed jobs
 * whose owners exercise every owner-name fallback. All are dated within the last four days, so
 * every one with a proper timestamp is among the 50 newest jobs the list shows.
 */
import type { SeedDoc } from '../emulators/index.ts';
import { type Flaw, type FlawName, FLAWS } from './flaws.ts';
import { daysBefore, JOB_ID_LENGTH, makeJob, pickOwner, type Place, randomPlace } from './jobs.ts';
import { LONG_TITLE, longDescription } from './long-texts.ts';
import { CATEGORY, MATERIAL, SPECIALTY, WORK_FORMAT } from './lookups.ts';
import { createRng } from './random.ts';
import { type SeedUser, USER_CASES, USER_ID_LENGTH, USERS } from './users.ts';

const ids = createRng('vagas-cases-ids');
const userById = new Map(USERS.map((user) => [user.id, user]));
const user = (id: string): SeedUser => userById.get(id) as SeedUser;

/** An owner id that no users document has. */
export const MISSING_OWNER_ID = ids.id(USER_ID_LENGTH);

export const FLAWED_JOBS: Readonly<Record<FlawName, { id: string; reason: string }>> =
  Object.fromEntries(
    Object.entries(FLAWS).map(([name, flaw]) => [
      name,
      { id: ids.id(JOB_ID_LENGTH), reason: flaw.reason },
    ]),
  ) as Record<FlawName, { id: string; reason: string }>;

export const FLAWED_JOB_IDS = Object.fromEntries(
  Object.entries(FLAWED_JOBS).map(([name, { id }]) => [name, id]),
) as Readonly<Record<FlawName, string>>;

interface SampleDef {
  owner: string;
  categoria: string;
  especialidades?: string[];
  formatrabalho?: string[];
  material?: string | null;
  likes?: number;
}

const SAMPLES = {
  /** Every field filled: 4 specialties ('+3' chip), 2 work formats, a material, 40 likes. */
  complete: {
    owner: USER_CASES.pjWithTradeName,
    categoria: CATEGORY.dentist,
    especialidades: [
      SPECIALTY.implantology,
      SPECIALTY.prosthodontics,
      SPECIALTY.periodontics,
      SPECIALTY.restorative,
    ],
    formatrabalho: [WORK_FORMAT.company, WORK_FORMAT.percentage],
    material: MATERIAL.ownInstruments,
    likes: 40,
  },
  pfOwner: { owner: USER_CASES.pf, categoria: CATEGORY.oralHealthAssistant },
  pjWithoutDisplayName: {
    owner: USER_CASES.pjWithoutDisplayName,
    categoria: CATEGORY.receptionist,
  },
  pjWithoutTradeName1: { owner: USER_CASES.pjWithoutTradeName[0], categoria: CATEGORY.dentist },
  pjWithoutTradeName2: {
    owner: USER_CASES.pjWithoutTradeName[1],
    categoria: CATEGORY.oralHealthAssistant,
  },
  pjWithoutTradeName3: {
    owner: USER_CASES.pjWithoutTradeName[2],
    categoria: CATEGORY.oralHealthTechnician,
  },
  pfWithoutDisplayName1: {
    owner: USER_CASES.pfWithoutDisplayName[0],
    categoria: CATEGORY.oralHealthAssistant,
  },
  pfWithoutDisplayName2: {
    owner: USER_CASES.pfWithoutDisplayName[1],
    categoria: CATEGORY.student,
  },
  /** The owner's display_name is an empty string. */
  pfEmptyDisplayName: {
    owner: USER_CASES.pfWithoutDisplayName[2],
    categoria: CATEGORY.oralHealthTechnician,
  },
} satisfies Record<string, SampleDef>;

export type SampleName = keyof typeof SAMPLES;

/** Well-formed jobs with a known owner shape, for the detail page's 'Publicado por:'. */
export const SAMPLE_JOB_IDS = Object.fromEntries(
  Object.keys(SAMPLES).map((name) => [name, ids.id(JOB_ID_LENGTH)]),
) as Readonly<Record<SampleName, string>>;

if (userById.has(MISSING_OWNER_ID)) throw new Error('MISSING_OWNER_ID collides with a user');

export function buildCaseJobs(now: Date): SeedDoc[] {
  const rng = createRng('vagas-cases');
  const docs: SeedDoc[] = [];
  let days = 0;
  const next = () => daysBefore(rng, now, Math.floor(days++ / 8));
  const place = (): Place => randomPlace(rng);

  for (const [name, flaw] of Object.entries(FLAWS) as [FlawName, Flaw][]) {
    const base = flaw.base ?? {};
    const categoria = base.categoria ?? CATEGORY.dentist;
    const data = makeJob(rng, {
      categoria,
      owner: pickOwner(rng, categoria),
      place: place(),
      modified: next(),
      especialidades: base.especialidades,
    });
    flaw.apply(data, { missingOwnerId: MISSING_OWNER_ID, longTitle: LONG_TITLE, longDescription });
    docs.push({ collection: 'vagas', id: FLAWED_JOB_IDS[name], data });
  }

  for (const [name, sample] of Object.entries(SAMPLES) as [SampleName, SampleDef][]) {
    const data = makeJob(rng, {
      categoria: sample.categoria,
      owner: user(sample.owner),
      place: place(),
      modified: next(),
      especialidades: sample.especialidades,
      formatrabalho: sample.formatrabalho,
      material: sample.material,
      likes: sample.likes,
    });
    docs.push({ collection: 'vagas', id: SAMPLE_JOB_IDS[name], data });
  }
  return docs;
}
