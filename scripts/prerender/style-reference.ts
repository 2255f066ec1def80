/**
 * Fixed data to render the reference pages from which the shared stylesheet is made (./styles.ts):
 * a full landing, a full list and a job page with every section (owner, every kind of label,
 * similar jobs). Only the code decides what these pages look like, so the sheet does too.
 */
import type { SiteData } from '../../src/entry-server.tsx';
import type { Job, Labels } from '../../src/features/jobs';

const labels: Labels = {
  categories: new Map([
    ['1', 'Cirurgião-Dentista'],
    ['2', 'Técnico em Saúde Bucal (TSB)'],
    ['3', 'Auxiliar em Saúde Bucal (ASB)'],
  ]),
  specialties: new Map([
    ['1', 'Clínica Geral'],
    ['2', 'Ortodontia'],
  ]),
  workFormats: new Map([
    ['1', 'CLT'],
    ['2', 'Autônomo'],
  ]),
  materials: new Map([['1', 'Fornecido pela clínica']]),
};

const OWNER_ID = 'referencia-clinica';
const JOB_COUNT = 60;

function referenceJob(index: number): Job {
  return {
    id: `referencia-${String(index).padStart(2, '0')}`,
    title: 'Cirurgião-dentista clínico geral',
    description:
      'Clínica em expansão procura cirurgião-dentista para atendimento de clínica geral.\nSalário de R$ 6.000,00.',
    categoryCode: String((index % 3) + 1),
    specialtyCodes: ['1', '2'],
    workFormatCodes: ['1', '2'],
    materialCodes: ['1'],
    ownerId: OWNER_ID,
    state: 'SP',
    city: 'São Paulo',
    neighbourhood: 'Pinheiros',
    modifiedAt: new Date(Date.UTC(2026, 0, 1 + index, 15)),
    likeCount: index % 7,
  };
}

const jobs = Array.from({ length: JOB_COUNT }, (_, index) => referenceJob(index));

export const REFERENCE_DATA: SiteData = {
  readAt: 0,
  stats: { professionals: 12_345, jobs: JOB_COUNT },
  topCategories: [...labels.categories].map(([code, name], rank) => ({
    code,
    name,
    count: 30 - rank * 10,
  })),
  labels,
  newest: jobs.slice(0, 50),
  all: jobs,
  byId: new Map(jobs.map((job) => [job.id, job])),
  owners: new Map([
    [
      OWNER_ID,
      { id: OWNER_ID, displayName: 'Ana Souza', profileType: 'PJ', tradeName: 'Clínica Sorriso' },
    ],
  ]),
};

/** The pages whose rules make the shared sheets: one for each route. */
export const REFERENCE_PATHS = [
  '/',
  '/vagas',
  `/vagas/${jobs[0].id}`,
  '/termos',
  '/privacidade',
  '/404',
];
