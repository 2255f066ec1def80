import type { Job, Labels, Owner } from '@/features/jobs/model';

/** Fixtures for the detail page's component tests. */
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

export const labels: Labels = {
  categories: new Map([['cd', 'Cirurgião-dentista']]),
  specialties: new Map([
    ['orto', 'Ortodontia'],
    ['endo', 'Endodontia'],
  ]),
  workFormats: new Map([['clt', 'CLT']]),
  materials: new Map([['clinica', 'Fornecidos pela clínica']]),
};
