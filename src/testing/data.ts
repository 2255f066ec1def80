import type { Job, Labels, Owner } from '@/features/jobs';

/**
 * The one set of test data. `makeJob` and `makeOwner` give a complete record that each test
 * overrides only where it is about; the named fixtures below are the few whole records several
 * suites share.
 */

export const testSite = { url: 'https://www.odontovagas.com.br', productName: 'OdontoVagas' };

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'vaga-1',
    title: 'Dentista clínico geral',
    description: 'Atendimento de segunda a sexta.\nSábados alternados.',
    categoryCode: 'cd',
    specialtyCodes: ['orto', 'endo'],
    workFormatCodes: ['clt'],
    materialCodes: ['clinica'],
    ownerId: 'user-1',
    state: 'SP',
    city: 'Campinas',
    neighbourhood: 'Cambuí',
    modifiedAt: new Date('2024-03-12T15:00:00Z'),
    likeCount: 12,
    ...overrides,
  };
}

export function makeOwner(overrides: Partial<Owner> = {}): Owner {
  return {
    id: 'user-1',
    displayName: 'Ana Souza',
    profileType: 'PF',
    tradeName: null,
    ...overrides,
  };
}

/**
 * Names for every code the fixtures use: short codes in the component tests, the seed's numeric
 * codes (and all eight of its work formats) in the SEO tests.
 */
export const labels: Labels = {
  categories: new Map([
    ['cd', 'Cirurgião-dentista'],
    ['asb', 'Auxiliar de saúde bucal'],
    ['tsb', 'Técnico em saúde bucal'],
    ['rec', 'Recepcionista'],
    ['1', 'Cirurgião-Dentista'],
    ['3', 'Auxiliar em Saúde Bucal (ASB)'],
  ]),
  specialties: new Map([
    ['orto', 'Ortodontia'],
    ['endo', 'Endodontia'],
    ['implante', 'Implantodontia'],
    ['2', 'Ortodontia'],
  ]),
  workFormats: new Map([
    ['clt', 'CLT'],
    ['1', 'CLT'],
    ['2', 'Pessoa Jurídica (PJ)'],
    ['3', 'Autônomo / porcentagem sobre procedimentos'],
    ['4', 'Diária'],
    ['5', 'Plantão'],
    ['6', 'Meio período'],
    ['7', 'Integral'],
    ['8', 'Freelancer / cobertura de férias'],
  ]),
  materials: new Map([['clinica', 'Fornecidos pela clínica']]),
};

/** A job with nothing but its id and a title: each test adds only the fields it is about. */
export function bareJob(id: string, overrides: Partial<Job> = {}): Job {
  return makeJob({
    id,
    title: `Vaga ${id}`,
    description: '',
    categoryCode: null,
    specialtyCodes: [],
    workFormatCodes: [],
    materialCodes: [],
    ownerId: null,
    state: null,
    city: null,
    neighbourhood: null,
    modifiedAt: null,
    likeCount: 0,
    ...overrides,
  });
}

/** A list card as the list tests expect one: three specialties, no policies, no likes. */
const listCard: Partial<Job> = {
  title: 'Clínico geral em Campinas',
  specialtyCodes: ['orto', 'endo', 'implante'],
  workFormatCodes: [],
  materialCodes: [],
  likeCount: 0,
};

/** Five jobs over three states; São Paulo city has two neighbourhoods. */
export const listJobs: Job[] = [
  makeJob(listCard),
  makeJob({
    ...listCard,
    id: 'vaga-2',
    title: 'ASB para clínica em Moema',
    categoryCode: 'asb',
    specialtyCodes: ['orto'],
    city: 'São Paulo',
    neighbourhood: 'Moema',
  }),
  makeJob({
    ...listCard,
    id: 'vaga-3',
    title: 'Ortodontista meio período',
    specialtyCodes: [],
    city: 'São Paulo',
    neighbourhood: 'Pinheiros',
  }),
  makeJob({
    ...listCard,
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
    ...listCard,
    id: 'vaga-5',
    title: 'TSB para plantões',
    categoryCode: 'tsb',
    state: 'RJ',
    city: 'Rio de Janeiro',
    neighbourhood: null,
  }),
];

/** A job as the seed writes one (numeric codes), the shape crawlers and feed readers get. */
export const seededJob: Job = makeJob({
  id: 'vaga123',
  title: 'Ortodontista para clínica no bairro Pinheiros',
  description: 'Clínica em Pinheiros busca ortodontista.\nAtendimento às terças e quintas.',
  categoryCode: '1',
  specialtyCodes: ['2'],
  workFormatCodes: ['1'],
  materialCodes: [],
  ownerId: 'u1',
  city: 'São Paulo',
  neighbourhood: 'Pinheiros',
  modifiedAt: new Date('2024-06-03T15:00:00Z'),
  likeCount: 4,
});

/** The seeded job's owner: a clinic, named by its trade name. */
export const clinicOwner: Owner = makeOwner({
  id: 'u1',
  profileType: 'PJ',
  tradeName: 'Clínica Sorriso Pleno',
});
