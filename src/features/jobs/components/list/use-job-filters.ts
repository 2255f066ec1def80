import { useMemo } from 'react';

import type { Job, LabelMap } from '@/features/jobs/model';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filterJobs,
  type FilterKey,
  type FilterOptions,
  filterOptions,
  type JobFilters,
  readFilters,
  setFilter,
  toSearchParams,
} from '@/features/jobs/model/filters';

import { useListSearchParams } from './use-list-search-params';

export interface JobFiltersState {
  filters: JobFilters;
  options: FilterOptions;
  results: Job[];
  activeCount: number;
  change: (key: FilterKey, value: string) => void;
  clear: () => void;
}

/**
 * The filters live in the URL, so back, refresh and shared links keep them. Each change is a new
 * history entry (back undoes it) that keeps the scroll position: the visitor is mid-page.
 */
export function useJobFilters(jobs: readonly Job[], categories: LabelMap): JobFiltersState {
  const [searchParams, setSearchParams] = useListSearchParams();
  const filters = useMemo(() => readFilters(searchParams, jobs), [searchParams, jobs]);
  const options = useMemo(
    () => filterOptions(jobs, filters, categories),
    [jobs, filters, categories],
  );
  const results = useMemo(() => filterJobs(jobs, filters), [jobs, filters]);

  const apply = (next: JobFilters) =>
    setSearchParams(toSearchParams(next), { replace: false, preventScrollReset: true });

  return {
    filters,
    options,
    results,
    activeCount: activeFilterCount(filters),
    change: (key, value) => apply(setFilter(filters, key, value)),
    clear: () => apply(EMPTY_FILTERS),
  };
}
