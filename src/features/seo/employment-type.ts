import type { Job, Labels } from '@/features/jobs';

export type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM';

/**
 * Work formats are a lookup edited in the mobile app, so they are matched by name (accents and
 * case ignored), not by code: a renamed or added format still maps when its name says what it is.
 * One format may say two things ('Freelancer / cobertura de férias').
 */
const RULES: readonly (readonly [RegExp, EmploymentType])[] = [
  [/\bintegral\b|full.?time/, 'FULL_TIME'],
  [/meio.periodo|part.?time|\bparcial\b/, 'PART_TIME'],
  [/\bpj\b|pessoa juridica|autonom|freela|prestacao de servico|porcentagem|comissao/, 'CONTRACTOR'],
  [/temporari|cobertura|substituicao/, 'TEMPORARY'],
  [/estagi/, 'INTERN'],
  [/voluntari/, 'VOLUNTEER'],
  [/diaria|plant(ao|oes)/, 'PER_DIEM'],
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** schema.org employmentType values for the job's work formats, in a stable order. */
export function employmentTypes(job: Job, labels: Labels): EmploymentType[] {
  const names = job.workFormatCodes.map((code) => fold(labels.workFormats.get(code) ?? ''));
  const types = new Set<EmploymentType>();
  for (const [pattern, type] of RULES) {
    if (names.some((name) => pattern.test(name))) types.add(type);
  }
  // CLT is a contract, not a schedule: it means full-time unless a format says part-time.
  if (names.some((name) => /\bclt\b/.test(name)) && !types.has('PART_TIME')) {
    types.add('FULL_TIME');
  }
  return RULES.map(([, type]) => type).filter((type) => types.has(type));
}
