/**
 * The four lookup collections, as the mobile app stores them: a string code in `Value` and the
 * label in `Name`. Codes are stable: jobs and tests refer to them.
 */

export interface Lookup {
  Value: string;
  Name: string;
}

export interface CategoryLookup extends Lookup {
  TipoPessoa: 'PF' | 'PJ';
}

export const CATEGORY = {
  dentist: '1',
  oralHealthTechnician: '2',
  oralHealthAssistant: '3',
  prosthesisTechnician: '4',
  prosthesisAssistant: '5',
  receptionist: '6',
  student: '7',
  clinicManager: '8',
  clinic: '9',
  prosthesisLab: '10',
} as const;

export type CategoryCode = (typeof CATEGORY)[keyof typeof CATEGORY];

export const CATEGORIES: readonly CategoryLookup[] = [
  { Value: '1', Name: 'Cirurgião-Dentista', TipoPessoa: 'PF' },
  { Value: '2', Name: 'Técnico em Saúde Bucal (TSB)', TipoPessoa: 'PF' },
  { Value: '3', Name: 'Auxiliar em Saúde Bucal (ASB)', TipoPessoa: 'PF' },
  { Value: '4', Name: 'Técnico em Prótese Dentária (TPD)', TipoPessoa: 'PF' },
  { Value: '5', Name: 'Auxiliar de Prótese Dentária (APD)', TipoPessoa: 'PF' },
  { Value: '6', Name: 'Recepcionista/Secretária de Clínica', TipoPessoa: 'PF' },
  { Value: '7', Name: 'Estudante de Odontologia', TipoPessoa: 'PF' },
  { Value: '8', Name: 'Gestor(a) de Clínica Odontológica', TipoPessoa: 'PF' },
  { Value: '9', Name: 'Clínica Odontológica', TipoPessoa: 'PJ' },
  { Value: '10', Name: 'Laboratório de Prótese', TipoPessoa: 'PJ' },
];

/** The specialties recognised by the Conselho Federal de Odontologia, plus general practice. */
export const SPECIALTY = {
  generalPractice: '1',
  orthodontics: '2',
  endodontics: '3',
  implantology: '4',
  periodontics: '5',
  prosthodontics: '6',
  paediatric: '7',
  maxillofacialSurgery: '8',
  restorative: '9',
  orofacialHarmonization: '10',
  radiology: '11',
  stomatology: '12',
  tmd: '13',
  sports: '14',
  geriatric: '15',
  specialNeeds: '16',
  publicHealth: '17',
  functionalOrthopedics: '18',
  occupational: '19',
  forensic: '20',
  oralPathology: '21',
  maxillofacialProsthesis: '22',
  acupuncture: '23',
  homeopathy: '24',
} as const;

export const SPECIALTIES: readonly Lookup[] = [
  { Value: '1', Name: 'Clínico Geral' },
  { Value: '2', Name: 'Ortodontia' },
  { Value: '3', Name: 'Endodontia' },
  { Value: '4', Name: 'Implantodontia' },
  { Value: '5', Name: 'Periodontia' },
  { Value: '6', Name: 'Prótese Dentária' },
  { Value: '7', Name: 'Odontopediatria' },
  { Value: '8', Name: 'Cirurgia e Traumatologia Bucomaxilofaciais' },
  { Value: '9', Name: 'Dentística' },
  { Value: '10', Name: 'Harmonização Orofacial' },
  { Value: '11', Name: 'Radiologia Odontológica e Imaginologia' },
  { Value: '12', Name: 'Estomatologia' },
  { Value: '13', Name: 'Disfunção Temporomandibular e Dor Orofacial' },
  { Value: '14', Name: 'Odontologia do Esporte' },
  { Value: '15', Name: 'Odontogeriatria' },
  { Value: '16', Name: 'Odontologia para Pacientes com Necessidades Especiais' },
  { Value: '17', Name: 'Saúde Coletiva' },
  { Value: '18', Name: 'Ortopedia Funcional dos Maxilares' },
  { Value: '19', Name: 'Odontologia do Trabalho' },
  { Value: '20', Name: 'Odontologia Legal' },
  { Value: '21', Name: 'Patologia Oral e Maxilofacial' },
  { Value: '22', Name: 'Prótese Bucomaxilofacial' },
  { Value: '23', Name: 'Acupuntura' },
  { Value: '24', Name: 'Homeopatia' },
];

export const WORK_FORMAT = {
  clt: '1',
  company: '2',
  percentage: '3',
  daily: '4',
  shift: '5',
  partTime: '6',
  fullTime: '7',
  freelance: '8',
} as const;

export const WORK_FORMATS: readonly Lookup[] = [
  { Value: '1', Name: 'CLT' },
  { Value: '2', Name: 'Pessoa Jurídica (PJ)' },
  { Value: '3', Name: 'Autônomo / porcentagem sobre procedimentos' },
  { Value: '4', Name: 'Diária' },
  { Value: '5', Name: 'Plantão' },
  { Value: '6', Name: 'Meio período' },
  { Value: '7', Name: 'Integral' },
  { Value: '8', Name: 'Freelancer / cobertura de férias' },
];

export const MATERIAL = {
  clinic: '1',
  own: '2',
  shared: '3',
  ownInstruments: '4',
} as const;

export const MATERIALS: readonly Lookup[] = [
  { Value: '1', Name: 'Material fornecido pela clínica' },
  { Value: '2', Name: 'Profissional leva o próprio material' },
  { Value: '3', Name: 'Material compartilhado' },
  { Value: '4', Name: 'Instrumental próprio, insumos da clínica' },
];

/**
 * Jobs per category, as the landing counts them (`categoria` equal to the string code). The
 * counts are fixed, not drawn, so the top three (gold, silver, bronze) are always the same and
 * clearly apart; category 8 has no jobs, so the landing must leave it out.
 */
export const CATEGORY_JOB_COUNTS: Readonly<Record<string, number>> = {
  '1': 71,
  '3': 37,
  '2': 19,
  '6': 12,
  '4': 9,
  '7': 6,
  '5': 4,
  '8': 0,
};
