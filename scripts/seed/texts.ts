/**
 * Job titles: per category templates and, for dentists, the role each specialty hires for.
 * Placeholders: {role}, {bairro}, {cidade}, {emCidade} ('em Curitiba', 'no Rio de Janeiro').
 */
import { CATEGORY, WORK_FORMAT } from './lookups.ts';

/** How a job ad names the dentist it wants, by primary specialty code. */
export const SPECIALIST_ROLES: Readonly<Record<string, string>> = {
  '1': 'Clínico(a) Geral',
  '2': 'Ortodontista',
  '3': 'Endodontista',
  '4': 'Implantodontista',
  '5': 'Periodontista',
  '6': 'Protesista',
  '7': 'Odontopediatra',
  '8': 'Cirurgião(ã) Bucomaxilofacial',
  '9': 'Dentista com foco em Dentística',
  '10': 'Dentista habilitado(a) em Harmonização Orofacial',
  '11': 'Radiologista Odontológico(a)',
  '12': 'Estomatologista',
  '13': 'Especialista em DTM e Dor Orofacial',
  '14': 'Dentista do Esporte',
  '15': 'Odontogeriatra',
  '16': 'Dentista para Pacientes com Necessidades Especiais',
  '17': 'Dentista com especialização em Saúde Coletiva',
  '18': 'Especialista em Ortopedia Funcional dos Maxilares',
  '19': 'Dentista do Trabalho',
  '20': 'Perito(a) em Odontologia Legal',
  '21': 'Patologista Oral',
  '22': 'Especialista em Prótese Bucomaxilofacial',
  '23': 'Dentista com formação em Acupuntura',
  '24': 'Dentista com formação em Homeopatia',
};

/** The role named in a description when the job lists no specialty. */
export const CATEGORY_ROLES: Readonly<Record<string, string>> = {
  [CATEGORY.dentist]: 'Cirurgião(ã)-Dentista',
  [CATEGORY.oralHealthTechnician]: 'Técnico(a) em Saúde Bucal',
  [CATEGORY.oralHealthAssistant]: 'Auxiliar em Saúde Bucal',
  [CATEGORY.prosthesisTechnician]: 'Técnico(a) em Prótese Dentária',
  [CATEGORY.prosthesisAssistant]: 'Auxiliar de Prótese Dentária',
  [CATEGORY.receptionist]: 'Recepcionista',
  [CATEGORY.student]: 'Estudante de Odontologia',
  [CATEGORY.clinicManager]: 'Gestor(a) de Clínica',
};

export const TITLES: Readonly<Record<string, readonly string[]>> = {
  [CATEGORY.dentist]: [
    '{role} para clínica no bairro {bairro}',
    'Vaga para {role} – atendimento particular e convênios',
    '{role} com experiência – {cidade}',
    'Procuramos {role} para compor nossa equipe',
    '{role} – agenda cheia, pacientes da própria clínica',
    'Contratamos {role} para início imediato',
    'Oportunidade para {role} – {bairro}, {cidade}',
  ],
  [CATEGORY.oralHealthTechnician]: [
    'Técnico(a) em Saúde Bucal (TSB) – {bairro}',
    'TSB para profilaxia e orientação de higiene',
    'Vaga de TSB {emCidade}',
    'TSB para ações de prevenção e educação em saúde bucal',
  ],
  [CATEGORY.oralHealthAssistant]: [
    'Auxiliar em Saúde Bucal (ASB)',
    'ASB para atendimento a quatro mãos',
    'Auxiliar em Saúde Bucal para clínica no bairro {bairro}',
    'Vaga de ASB com experiência em cirurgia',
    'ASB para clínica odontológica – {cidade}',
  ],
  [CATEGORY.prosthesisTechnician]: [
    'Técnico(a) em Prótese Dentária – cerâmica',
    'TPD com experiência em CAD/CAM',
    'Protético(a) para laboratório {emCidade}',
    'Técnico(a) em Prótese Dentária – próteses totais e PPR',
  ],
  [CATEGORY.prosthesisAssistant]: [
    'Auxiliar de Prótese Dentária – gesso e modelos',
    'APD para laboratório de prótese – {bairro}',
  ],
  [CATEGORY.receptionist]: [
    'Recepcionista para clínica odontológica',
    'Secretária de consultório odontológico – agendamentos e convênios',
    'Recepcionista – clínica no bairro {bairro}',
    'Atendente de recepção para clínica {emCidade}',
  ],
  [CATEGORY.student]: [
    'Estágio para estudante de Odontologia (a partir do 5º período)',
    'Estudante de Odontologia – estágio em clínica no bairro {bairro}',
  ],
  [CATEGORY.clinicManager]: ['Gestor(a) de clínica odontológica – {cidade}'],
};

/** Titles that name the work format: used only for jobs offered in that format. */
export const FORMAT_TITLES: Readonly<Record<string, string>> = {
  [WORK_FORMAT.freelance]: '{role} para cobertura de férias',
  [WORK_FORMAT.partTime]: '{role} – meio período',
  [WORK_FORMAT.fullTime]: '{role} – período integral',
  [WORK_FORMAT.shift]: '{role} para plantões',
};

/** Fills {name} placeholders; an unknown placeholder is an error, never the text 'undefined'. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return value;
  });
}
