/**
 * The flaws seen in documents the mobile app has written over the years. Each flawed job starts
 * as a well-formed job and gets exactly one flaw, so a failing test names its cause.
 */
import { CATEGORY, SPECIALTY } from './lookups.ts';

type JobData = Record<string, unknown>;

export interface FlawContext {
  missingOwnerId: string;
  longTitle: string;
  longDescription: () => string;
}

export interface Flaw {
  reason: string;
  /** Fields the well-formed job is generated with before the flaw is applied. */
  base?: { categoria?: string; especialidades?: string[] };
  apply: (data: JobData, context: FlawContext) => void;
}

const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day in São Paulo, as 'dd/mm/yyyy'. */
function brazilianDate(date: Date): string {
  const local = new Date(date.getTime() - SAO_PAULO_OFFSET_MS);
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}

const modified = (data: JobData) => data.modified_time as Date;

const flaws = {
  modifiedTimeMissing: {
    reason: 'No modified_time: a query ordered by it leaves the job out; reachable by id only.',
    apply: (data) => delete data.modified_time,
  },
  modifiedTimeIsoString: {
    reason:
      'modified_time is an ISO 8601 string; strings sort after timestamps, so it is first in a newest-first query.',
    apply: (data) => (data.modified_time = modified(data).toISOString()),
  },
  modifiedTimeBrazilianString: {
    reason: "modified_time is a 'dd/mm/yyyy' string; sorts first in a newest-first query.",
    apply: (data) => (data.modified_time = brazilianDate(modified(data))),
  },
  modifiedTimeEpochMillis: {
    reason:
      'modified_time is epoch milliseconds (integer); numbers sort before timestamps, so it is outside the 50 newest.',
    apply: (data) => (data.modified_time = modified(data).getTime()),
  },
  modifiedTimeGarbage: {
    reason: "modified_time is the string 'ontem'; no date can be read from it.",
    apply: (data) => (data.modified_time = 'ontem'),
  },
  locationStateOnly: {
    reason: 'estado only: no cidade, no bairro.',
    apply: (data) => {
      delete data.cidade;
      delete data.bairro;
    },
  },
  locationMissing: {
    reason: 'No estado, cidade or bairro.',
    apply: (data) => {
      delete data.estado;
      delete data.cidade;
      delete data.bairro;
    },
  },
  categoryUnknown: {
    reason: "categoria '999' matches no categoriaperfil Value.",
    apply: (data) => (data.categoria = '999'),
  },
  categoryNumber: {
    reason:
      "categoria is the integer 1, not the string '1': the landing's count (string equality) leaves it out.",
    apply: (data) => (data.categoria = 1),
  },
  specialtyUnknown: {
    reason: "especialidades has '999', which matches no especialidade Value, after a valid code.",
    base: { especialidades: [SPECIALTY.orthodontics] },
    apply: (data) => (data.especialidades = [SPECIALTY.orthodontics, '999']),
  },
  specialtiesString: {
    reason: "especialidades is the string '4', not an array.",
    base: { especialidades: [SPECIALTY.implantology] },
    apply: (data) => (data.especialidades = SPECIALTY.implantology),
  },
  policyCodesUnknown: {
    reason: "formatrabalho and material hold '99', which matches no lookup Value.",
    apply: (data) => {
      data.formatrabalho = ['99'];
      data.material = ['99'];
    },
  },
  policiesMissing: {
    reason: 'No formatrabalho and no material fields.',
    base: { categoria: CATEGORY.oralHealthAssistant },
    apply: (data) => {
      delete data.formatrabalho;
      delete data.material;
    },
  },
  ownerNotFound: {
    reason: 'owner is a user id with no users document.',
    apply: (data, context) => (data.owner = context.missingOwnerId),
  },
  ownerMissing: {
    reason: 'No owner field.',
    apply: (data) => delete data.owner,
  },
  titleMissing: {
    reason: 'No titulo field.',
    base: { categoria: CATEGORY.oralHealthTechnician },
    apply: (data) => delete data.titulo,
  },
  titleLong: {
    reason: 'titulo of about 180 characters.',
    apply: (data, context) => (data.titulo = context.longTitle),
  },
  descriptionLong: {
    reason: 'descricao of about 4,000 characters.',
    apply: (data, context) => (data.descricao = context.longDescription()),
  },
  descriptionEmpty: {
    reason: 'descricao is an empty string.',
    base: { categoria: CATEGORY.receptionist },
    apply: (data) => (data.descricao = ''),
  },
  likesMissing: {
    reason: 'No likes field.',
    apply: (data) => delete data.likes,
  },
} satisfies Record<string, Flaw>;

export type FlawName = keyof typeof flaws;

export const FLAWS: Readonly<Record<FlawName, Flaw>> = flaws;
