import { useMemo, useRef } from 'react';

import {
  activeFilterCount,
  cleanSearch,
  EMPTY_FILTERS,
  filterJobs,
  type FilterOptions,
  filterOptions,
  type Job,
  type JobFilters,
  type Labels,
  readFilters,
  searchableText,
  type SelectKey,
  setFilter,
  toSearchParams,
} from '@/features/jobs/model';

import { useListSearchParams } from './use-list-search-params';

export interface JobFiltersState {
  filters: JobFilters;
  options: FilterOptions;
  results: Job[];
  activeCount: number;
  change: (key: SelectKey, value: string) => void;
  /** Applies the search text; call it once typing pauses, not per keystroke. */
  search: (text: string) => void;
  /** Ends a search: the next `search` is a new history entry again. */
  endSearch: () => void;
  clear: () => void;
}

/**
 * The filters live in the URL, so back, refresh and shared links keep them. Each change of a
 * select is a new history entry (back undoes it) that keeps the scroll position: the visitor is
 * mid-page. A search adds one entry when it starts and then replaces it as the words change, so
 * back undoes the whole search in one step instead of walking through half-typed words.
 */
export function useJobFilters(jobs: readonly Job[], labels: Labels): JobFiltersState {
  const [searchParams, setSearchParams] = useListSearchParams();
  const searching = useRef(false);
  const filters = useMemo(() => readFilters(searchParams, jobs), [searchParams, jobs]);
  const options = useMemo(
    () => filterOptions(jobs, filters, labels.categories),
    [jobs, filters, labels.categories],
  );
  // Normalizing every description is the costly part of a search: done once per list, and only
  // once a search is typed, so hydrating the list never pays for it.
  const hasSearch = filters.q !== '';
  const texts = useMemo(
    () => (hasSearch ? new Map(jobs.map((job) => [job, searchableText(job, labels)])) : null),
    [hasSearch, jobs, labels],
  );
  const results = useMemo(
    () => filterJobs(jobs, filters, (job) => texts?.get(job) ?? ''),
    [jobs, filters, texts],
  );

  const apply = (next: JobFilters, replace = false) =>
    setSearchParams(toSearchParams(next), { replace, preventScrollReset: true });

  return {
    filters,
    options,
    results,
    activeCount: activeFilterCount(filters),
    change: (key, value) => {
      searching.current = false;
      apply(setFilter(filters, key, value));
    },
    search: (text) => {
      const q = cleanSearch(text);
      if (q === filters.q) return;
      apply(setFilter(filters, 'q', q), searching.current);
      searching.current = true;
    },
    endSearch: () => {
      searching.current = false;
    },
    clear: () => {
      searching.current = false;
      apply(EMPTY_FILTERS);
    },
  };
}
