/**
 * How each job category looks in real ads: which specialties it lists, how it pays, who posts
 * it. Each table maps a choice to its relative weight; weights shape the mix, not exact counts.
 */
import { CATEGORY, MATERIAL, SPECIALTY, WORK_FORMAT } from './lookups.ts';
import type { Weights } from './random.ts';
import type { UserKind } from './users.ts';

export interface CategoryProfile {
  /** How many specialty codes a job lists: '0' to '4'. */
  specialtyCount: Weights<string>;
  specialties: Weights<string>;
  formats: Weights<string>;
  secondFormatChance: number;
  /** A material code, or 'none' for a job that lists no material policy. */
  materials: Weights<string>;
  /** Monthly salary range in reais for salaried (CLT, integral) jobs. */
  salary: readonly [number, number];
  owners: Weights<UserKind>;
}

const S = SPECIALTY;
const F = WORK_FORMAT;
const M = MATERIAL;

// prettier-ignore
const DENTIST_SPECIALTIES: Weights<string> = {
  [S.generalPractice]: 30, [S.orthodontics]: 14, [S.endodontics]: 12, [S.implantology]: 10,
  [S.paediatric]: 8, [S.prosthodontics]: 7, [S.orofacialHarmonization]: 7, [S.periodontics]: 6,
  [S.restorative]: 6, [S.maxillofacialSurgery]: 4, [S.radiology]: 2, [S.tmd]: 2,
  [S.specialNeeds]: 2, [S.stomatology]: 1, [S.sports]: 1, [S.geriatric]: 1, [S.publicHealth]: 1,
  [S.functionalOrthopedics]: 1, [S.occupational]: 1, [S.forensic]: 0.5, [S.oralPathology]: 0.5,
  [S.maxillofacialProsthesis]: 0.5, [S.acupuncture]: 0.5, [S.homeopathy]: 0.3,
};

// prettier-ignore
const CLINIC_SPECIALTIES: Weights<string> = {
  [S.orthodontics]: 5, [S.implantology]: 4, [S.generalPractice]: 3, [S.paediatric]: 2,
  [S.maxillofacialSurgery]: 2, [S.periodontics]: 1,
};

// prettier-ignore
const LAB_SPECIALTIES: Weights<string> = {
  [S.prosthodontics]: 6, [S.implantology]: 3, [S.orthodontics]: 1, [S.maxillofacialProsthesis]: 1,
};

// prettier-ignore
const SALARIED: Weights<string> = {
  [F.clt]: 60, [F.fullTime]: 15, [F.partTime]: 12, [F.freelance]: 6, [F.daily]: 4,
};

const NO_MATERIAL: Weights<string> = { none: 1 };
const MOSTLY_NO_MATERIAL: Weights<string> = { none: 80, [M.clinic]: 20 };

export const PROFILES: Readonly<Record<string, CategoryProfile>> = {
  [CATEGORY.dentist]: {
    specialtyCount: { 0: 8, 1: 47, 2: 30, 3: 10, 4: 5 },
    specialties: DENTIST_SPECIALTIES,
    // prettier-ignore
    formats: {
      [F.percentage]: 40, [F.company]: 18, [F.daily]: 14, [F.partTime]: 10, [F.shift]: 7,
      [F.freelance]: 6, [F.clt]: 5,
    },
    secondFormatChance: 0.35,
    materials: { [M.clinic]: 45, [M.ownInstruments]: 20, [M.own]: 15, [M.shared]: 10, none: 10 },
    salary: [4500, 9000],
    owners: { clinic: 90, pf: 10 },
  },
  [CATEGORY.oralHealthTechnician]: {
    specialtyCount: { 0: 6, 1: 4 },
    specialties: { [S.periodontics]: 3, [S.paediatric]: 2, [S.publicHealth]: 1 },
    formats: SALARIED,
    secondFormatChance: 0.4,
    materials: MOSTLY_NO_MATERIAL,
    salary: [2200, 3200],
    owners: { clinic: 88, pf: 12 },
  },
  [CATEGORY.oralHealthAssistant]: {
    specialtyCount: { 0: 55, 1: 40, 2: 5 },
    specialties: CLINIC_SPECIALTIES,
    formats: SALARIED,
    secondFormatChance: 0.4,
    materials: MOSTLY_NO_MATERIAL,
    salary: [1800, 2600],
    owners: { clinic: 85, pf: 15 },
  },
  [CATEGORY.prosthesisTechnician]: {
    specialtyCount: { 0: 3, 1: 5, 2: 2 },
    specialties: LAB_SPECIALTIES,
    // prettier-ignore
    formats: {
      [F.clt]: 30, [F.percentage]: 25, [F.company]: 20, [F.fullTime]: 10, [F.freelance]: 5,
    },
    secondFormatChance: 0.25,
    materials: { [M.clinic]: 50, none: 50 },
    salary: [2800, 5500],
    owners: { lab: 75, clinic: 25 },
  },
  [CATEGORY.prosthesisAssistant]: {
    specialtyCount: { 0: 7, 1: 3 },
    specialties: LAB_SPECIALTIES,
    formats: SALARIED,
    secondFormatChance: 0.3,
    materials: NO_MATERIAL,
    salary: [1600, 2200],
    owners: { lab: 80, clinic: 20 },
  },
  [CATEGORY.receptionist]: {
    specialtyCount: { 0: 9, 1: 1 },
    specialties: CLINIC_SPECIALTIES,
    formats: { [F.clt]: 70, [F.partTime]: 15, [F.fullTime]: 15 },
    secondFormatChance: 0.3,
    materials: NO_MATERIAL,
    salary: [1700, 2500],
    owners: { clinic: 1 },
  },
  [CATEGORY.student]: {
    specialtyCount: { 0: 7, 1: 3 },
    specialties: { [S.generalPractice]: 1 },
    formats: { [F.partTime]: 70, [F.freelance]: 30 },
    secondFormatChance: 0,
    materials: { none: 70, [M.clinic]: 30 },
    salary: [800, 1500],
    owners: { clinic: 80, pf: 20 },
  },
  [CATEGORY.clinicManager]: {
    specialtyCount: { 0: 1 },
    specialties: { [S.generalPractice]: 1 },
    formats: { [F.clt]: 1 },
    secondFormatChance: 0,
    materials: NO_MATERIAL,
    salary: [4000, 7000],
    owners: { clinic: 1 },
  },
};
