import { label } from './format';
import type { Job, LabelMap } from './types';

/**
 * The job list's filters, as they appear in its URL (`?categoria=&estado=&cidade=&bairro=`).
 * An empty string means "any". They are only ever built from the loaded jobs, so every non-empty
 * value matches at least one job and the location values are consistent with each other.
 */
export interface JobFilters {
  categoria: string;
  estado: string;
  cidade: string;
  bairro: string;
}

export type FilterKey = keyof JobFilters;

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterOptions = Record<FilterKey, FilterOption[]>;

export const FILTER_KEYS: readonly FilterKey[] = ['categoria', 'estado', 'cidade', 'bairro'];

export const EMPTY_FILTERS: JobFilters = { categoria: '', estado: '', cidade: '', bairro: '' };

// numeric: 'Zona 2' before 'Zona 10'; pt-BR: 'Águas Claras' next to 'Aracaju', not after 'Z'.
const collator = new Intl.Collator('pt-BR', { numeric: true });

function sortedOptions(values: Iterable<string | null>, toLabel = (value: string) => value) {
  const unique = new Set<string>();
  for (const value of values) if (value) unique.add(value);
  return [...unique]
    .map((value) => ({ value, label: toLabel(value) }))
    .sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));
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

/** The options of all four selects for the current filters. */
export function filterOptions(
  jobs: readonly Job[],
  filters: JobFilters,
  categories: LabelMap,
): FilterOptions {
  return {
    categoria: categoryOptions(jobs, categories),
    estado: stateOptions(jobs),
    cidade: cityOptions(jobs, filters.estado),
    bairro: neighbourhoodOptions(jobs, filters.estado, filters.cidade),
  };
}

const hasOption = (options: FilterOption[], value: string) =>
  options.some((option) => option.value === value);

/**
 * Reads the filters from a URL query. A value that is unknown (no loaded job has it) or
 * inconsistent (a city outside the chosen state, a neighbourhood outside the chosen city, a city
 * without a state) is dropped without error, as is everything below it in the cascade: a shared
 * or stale link still opens the list, just less filtered.
 */
export function readFilters(searchParams: URLSearchParams, jobs: readonly Job[]): JobFilters {
  const read = (key: FilterKey) => searchParams.get(key)?.trim() ?? '';
  const keep = (options: FilterOption[], value: string) => (hasOption(options, value) ? value : '');

  const categoria = keep(categoryOptions(jobs, new Map()), read('categoria'));
  const estado = keep(stateOptions(jobs), read('estado'));
  const cidade = keep(cityOptions(jobs, estado), read('cidade'));
  const bairro = keep(neighbourhoodOptions(jobs, estado, cidade), read('bairro'));
  return { categoria, estado, cidade, bairro };
}

export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  const { categoria, estado, cidade, bairro } = filters;
  return jobs.filter(
    (job) =>
      (!categoria || job.categoryCode === categoria) &&
      (!estado || job.state === estado) &&
      (!cidade || job.city === cidade) &&
      (!bairro || job.neighbourhood === bairro),
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
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

export function activeFilterCount(filters: JobFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== '').length;
}

/** 'N vagas encontradas', singular for one. */
export function resultCountText(count: number): string {
  return count === 1 ? '1 vaga encontrada' : `${count} vagas encontradas`;
}
