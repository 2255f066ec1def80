import type { Job, Labels } from '@/features/jobs/model';

/** Fixtures for the list page's component tests. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'vaga-1',
    title: 'Clínico geral em Campinas',
    description: 'Atendimento de segunda a sexta.\nSábados alternados.',
    categoryCode: 'cd',
    specialtyCodes: ['orto', 'endo', 'implante'],
    workFormatCodes: [],
    materialCodes: [],
    ownerId: 'user-1',
    state: 'SP',
    city: 'Campinas',
    neighbourhood: 'Cambuí',
    modifiedAt: new Date('2024-03-12T15:00:00Z'),
    likeCount: 0,
    ...overrides,
  };
}

/** Five jobs over three states; São Paulo city has two neighbourhoods. */
export const jobs: Job[] = [
  makeJob(),
  makeJob({
    id: 'vaga-2',
    title: 'ASB para clínica em Moema',
    categoryCode: 'asb',
    specialtyCodes: ['orto'],
    city: 'São Paulo',
    neighbourhood: 'Moema',
  }),
  makeJob({
    id: 'vaga-3',
    title: 'Ortodontista meio período',
    specialtyCodes: [],
    city: 'São Paulo',
    neighbourhood: 'Pinheiros',
  }),
  makeJob({
    id: 'vaga-4',
    title: 'Recepção de consultório',
    categoryCode: 'rec',
    specialtyCodes: [],
    state: 'MG',
    city: 'Belo Horizonte',
    neighbourhood: 'Centro',
    modifiedAt: null,
  }),
  makeJob({
    id: 'vaga-5',
    title: 'TSB para plantões',
    categoryCode: 'tsb',
    state: 'RJ',
    city: 'Rio de Janeiro',
    neighbourhood: null,
  }),
];

export const labels: Labels = {
  categories: new Map([
    ['cd', 'Cirurgião-dentista'],
    ['asb', 'Auxiliar de saúde bucal'],
    ['tsb', 'Técnico em saúde bucal'],
    ['rec', 'Recepcionista'],
  ]),
  specialties: new Map([
    ['orto', 'Ortodontia'],
    ['endo', 'Endodontia'],
    ['implante', 'Implantodontia'],
  ]),
  workFormats: new Map(),
  materials: new Map(),
};
