import { label } from './format';
import { stateName } from './states';
import type { Job, Labels } from './types';

const MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Text as the search compares it: lower case, without accents, punctuation and hyphens read as
 * spaces ('Cirurgião-Dentista' → 'cirurgiao dentista'), one space between words. NFKD rather
 * than NFD also folds compatibility forms such as the ordinals in '1º' and 'ª'.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(SEPARATORS, ' ').trim();
}

/** The distinct words of a query; none for an empty or blank one. */
export function searchTerms(query: string): string[] {
  const normalized = normalizeForSearch(query);
  return normalized ? [...new Set(normalized.split(' '))] : [];
}

/**
 * Everything a visitor can find a job by, normalized once: what its card and its page show (title,
 * description, category, specialties, work formats, materials, neighbourhood, city and state)
 * plus the state's name, so 'São Paulo' finds the jobs of 'SP'. Lookup codes without a name count
 * as their code. The leading space lets a term match the start of any word (see `matchesTerms`).
 * Worth memoizing per job in a list.
 */
export function searchableText(job: Job, labels: Labels): string {
  const names = [
    job.title,
    job.description,
    job.categoryCode ? label(job.categoryCode, labels.categories) : '',
    ...job.specialtyCodes.map((code) => label(code, labels.specialties)),
    ...job.workFormatCodes.map((code) => label(code, labels.workFormats)),
    ...job.materialCodes.map((code) => label(code, labels.materials)),
    job.neighbourhood ?? '',
    job.city ?? '',
    job.state ?? '',
    (job.state && stateName(job.state)) ?? '',
  ];
  return ` ${normalizeForSearch(names.join(' '))}`;
}

/**
 * True when every term starts a word of the text (`searchableText`'s form): 'orto' finds
 * 'ortodontia', while a short term such as 'sp' finds the state, not every 'especialidade'.
 */
export function matchesTerms(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(` ${term}`));
}

/** True when every term occurs in the job's searchable text; no terms match every job. */
export function matchesSearch(job: Job, labels: Labels, terms: readonly string[]): boolean {
  return terms.length === 0 || matchesTerms(searchableText(job, labels), terms);
}
