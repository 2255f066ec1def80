import { label } from './format';
import { stateName } from './states';
import type { Job, Labels } from './types';

const MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Latin text, with the combining marks NFKD writes for its accents, is what job texts hold. Over
 * these characters the classes below match exactly what MARKS and SEPARATORS match (a test checks
 * each one), and they are cheap to build: SEPARATORS cost Chrome 4–19 ms the first time it ran,
 * four times that on a slow phone, in the task that indexes the list or answers the first key.
 */
const NOT_LATIN = /[\u0370-\uffff]/;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const LATIN_SEPARATORS =
  /[^0-9A-Za-z\u00aa\u00b2\u00b3\u00b5\u00b9\u00ba\u00bc-\u00be\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02c1\u02c6-\u02d1\u02e0-\u02e4\u02ec\u02ee]+/g;

/**
 * Punctuation and pictographs that job texts hold between words: dashes, quotes, '…', bullets,
 * arrows, ★, ✅ and the emoji. None is a letter, a digit or an accent, nor decomposes into one (a
 * test checks each), so each only separates words, as a space does. Read as spaces first, they
 * leave such a text to the classes above: Unicode's took a slow phone 20–50 ms the first time they
 * ran, in the task that indexes the list just after it hydrates, for the demo data's '–' and '…'.
 */
const SYMBOLS =
  /[\u2000-\u206f\u2190-\u21ff\u2600-\u2775\u2794-\u27bf]|\ud83c[\udf00-\udfff]|\ud83d[\udc00-\udfff]|\ud83e[\udc00-\udeff]/g;
/** The emoji's presentation selectors and the keycap: marks, dropped as accents are. */
const EMOJI_MARKS = /[\ufe0e\ufe0f\u20e3]/g;

/**
 * Text as the search compares it: lower case, without accents, punctuation and hyphens read as
 * spaces ('Cirurgião-Dentista' → 'cirurgiao dentista'), one space between words. NFKD rather
 * than NFD also folds compatibility forms such as the ordinals in '1º' and 'ª'.
 */
export function normalizeForSearch(text: string): string {
  const decomposed = text.replace(SYMBOLS, ' ').replace(EMOJI_MARKS, '').normalize('NFKD');
  const words = decomposed
    .replace(NOT_LATIN.test(decomposed) ? MARKS : LATIN_MARKS, '')
    .toLowerCase();
  return words.replace(NOT_LATIN.test(words) ? SEPARATORS : LATIN_SEPARATORS, ' ').trim();
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
