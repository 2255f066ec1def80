import { sortByName } from '@/lib/name-order';
import { countText } from '@/lib/plural';

import { label } from './format';
import { matchesTerms, searchTerms } from './search';
import type { Job, LabelMap } from './types';

/** The four selects, in the order of the cascade. */
export type SelectKey = 'categoria' | 'estado' | 'cidade' | 'bairro';

/**
 * The job list's filters, as they appear in its URL (`?categoria=&estado=&cidade=&bairro=&q=`).
 * An empty string means "any". The selects are only ever built from the loaded jobs, so every
 * non-empty value matches at least one job and the location values are consistent with each
 * other; `q` is the visitor's search text, which may match nothing.
 */
export interface JobFilters extends Record<SelectKey, string> {
  q: string;
}

export type FilterKey = keyof JobFilters;

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterOptions = Record<SelectKey, FilterOption[]>;

export const SELECT_KEYS: readonly SelectKey[] = ['categoria', 'estado', 'cidade', 'bairro'];

export const FILTER_KEYS: readonly FilterKey[] = [...SELECT_KEYS, 'q'];

export const EMPTY_FILTERS: JobFilters = {
  categoria: '',
  estado: '',
  cidade: '',
  bairro: '',
  q: '',
};

/** Longer search texts are cut: no job title needs more, and a URL stays shareable. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The search text as the URL keeps it: cut to the maximum, without outer spaces, and empty when
 * it has no word to search for (only spaces or punctuation), so it never counts as a filter.
 */
export function cleanSearch(text: string): string {
  const cut = text.slice(0, SEARCH_MAX_LENGTH).trim();
  return searchTerms(cut).length > 0 ? cut : '';
}

function sortedOptions(values: Iterable<string | null>, toLabel = (value: string) => value) {
  const unique = new Set<string>();
  for (const value of values) if (value) unique.add(value);
  return sortByName(
    [...unique].map((value) => ({ value, label: toLabel(value) })),
    (option) => option.label,
    (option) => option.value,
  );
}

/** The categories the loaded jobs have, named through the lookup (raw code when unknown). */
export function categoryOptions(jobs: readonly Job[], categories: LabelMap): FilterOption[] {
  return sortedOptions(
    jobs.map((job) => job.categoryCode),
    (code) => label(code, categories),
  );
}

export function stateOptions(jobs: readonly Job[]): FilterOption[] {
  return sortedOptions(jobs.map((job) => job.state));
}

/** The cities of one state; none until a state is chosen (a city name alone is ambiguous). */
export function cityOptions(jobs: readonly Job[], estado: string): FilterOption[] {
  if (!estado) return [];
  return sortedOptions(jobs.filter((job) => job.state === estado).map((job) => job.city));
}

export function neighbourhoodOptions(
  jobs: readonly Job[],
  estado: string,
  cidade: string,
): FilterOption[] {
  if (!estado || !cidade) return [];
  return sortedOptions(
    jobs
      .filter((job) => job.state === estado && job.city === cidade)
      .map((job) => job.neighbourhood),
  );
}

/**
 * Reads the filters from a URL query. A value that is unknown (no loaded job has it) or
 * inconsistent (a city outside the chosen state, a neighbourhood outside the chosen city, a city
 * without a state) is dropped without error, as is everything below it in the cascade: a shared
 * or stale link still opens the list, just less filtered.
 */
export function readFilters(searchParams: URLSearchParams, jobs: readonly Job[]): JobFilters {
  const read = (key: SelectKey) => searchParams.get(key)?.trim() ?? '';
  // A value stays when a loaded job has it: an option of its select, with no list to build.
  const kept = (value: string, has: (job: Job) => boolean) =>
    value && jobs.some(has) ? value : '';

  const wanted = read('categoria');
  const categoria = kept(wanted, (job) => job.categoryCode === wanted);
  const state = read('estado');
  const estado = kept(state, (job) => job.state === state);
  const city = read('cidade');
  const cidade = estado && kept(city, (job) => job.state === estado && job.city === city);
  const place = read('bairro');
  const bairro =
    cidade &&
    kept(
      place,
      (job) => job.state === estado && job.city === cidade && job.neighbourhood === place,
    );
  const q = cleanSearch(searchParams.get('q') ?? '');
  return { categoria, estado, cidade, bairro, q };
}

/**
 * The jobs that pass every filter. `textOf` gives a job's searchable text (see `searchableText`);
 * the caller computes it once per job list rather than once per keystroke.
 */
export function filterJobs(
  jobs: readonly Job[],
  filters: JobFilters,
  textOf: (job: Job) => string,
): Job[] {
  const { categoria, estado, cidade, bairro } = filters;
  const terms = searchTerms(filters.q);
  return jobs.filter(
    (job) =>
      (!categoria || job.categoryCode === categoria) &&
      (!estado || job.state === estado) &&
      (!cidade || job.city === cidade) &&
      (!bairro || job.neighbourhood === bairro) &&
      (terms.length === 0 || matchesTerms(textOf(job), terms)),
  );
}

/**
 * Changes one filter, applying the cascade: a new state clears the city and the neighbourhood,
 * a new city clears the neighbourhood. Choosing the value already chosen changes nothing.
 */
export function setFilter(filters: JobFilters, key: FilterKey, value: string): JobFilters {
  if (filters[key] === value) return filters;
  switch (key) {
    case 'estado':
      return { ...filters, estado: value, cidade: '', bairro: '' };
    case 'cidade':
      return { ...filters, cidade: value, bairro: '' };
    default:
      return { ...filters, [key]: value };
  }
}

/** The URL query for the filters, in a fixed order, without the empty ones. */
export function toSearchParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  const clean = { ...filters, q: cleanSearch(filters.q) };
  for (const key of FILTER_KEYS) if (clean[key]) params.set(key, clean[key]);
  return params;
}

/** The selects that have a value, plus one for a search with words in it. */
export function activeFilterCount(filters: JobFilters): number {
  const clean = { ...filters, q: cleanSearch(filters.q) };
  return FILTER_KEYS.filter((key) => clean[key] !== '').length;
}

export function resultCountText(count: number): string {
  return countText(count, { one: 'vaga encontrada', other: 'vagas encontradas' });
}

/** The filter panel's badge: '1 filtro ativo', '2 filtros ativos'. */
export function activeFiltersText(count: number): string {
  return countText(count, { one: 'filtro ativo', other: 'filtros ativos' });
}
