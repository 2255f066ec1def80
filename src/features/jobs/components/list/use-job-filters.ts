import { useDeferredValue, useEffect, useMemo, useRef } from 'react';

import {
  activeFilterCount,
  categoryOptions,
  cityOptions,
  cleanSearch,
  EMPTY_FILTERS,
  filterJobs,
  type FilterKey,
  type FilterOptions,
  type Job,
  type JobFilters,
  type Labels,
  neighbourhoodOptions,
  readFilters,
  searchableText,
  setFilter,
  stateOptions,
  toSearchParams,
} from '@/features/jobs/model';
import { mapInSlices, whenIdle } from '@/lib/when-idle';

import { useListQuery } from './use-list-search-params';

/** Each job's searchable text, computed the first time it is asked for. */
function searchTextCache(labels: Labels) {
  const texts = new WeakMap<Job, string>();
  return (job: Job) => {
    let text = texts.get(job);
    if (text === undefined) {
      text = searchableText(job, labels);
      texts.set(job, text);
    }
    return text;
  };
}

export interface JobFiltersState {
  /** What the visitor chose: the selects and the badge show it at once. */
  filters: JobFilters;
  options: FilterOptions;
  /** The jobs for the filters the list has caught up with (it may follow a moment later). */
  results: Job[];
  /** The query string of those results, handed to the cards. */
  resultsQuery: string;
  activeCount: number;
  change: (key: FilterKey, value: string) => void;
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
  const { query, latest, choose } = useListQuery();
  const searching = useRef(false);
  const filters = useMemo(() => readFilters(new URLSearchParams(query), jobs), [query, jobs]);
  // Each list is rebuilt only when what it depends on changes, so unchanged selects keep their props.
  const { estado, cidade } = filters;
  const categoria = useMemo(() => categoryOptions(jobs, labels.categories), [jobs, labels]);
  const states = useMemo(() => stateOptions(jobs), [jobs]);
  const cities = useMemo(() => cityOptions(jobs, estado), [jobs, estado]);
  const neighbourhoods = useMemo(
    () => neighbourhoodOptions(jobs, estado, cidade),
    [jobs, estado, cidade],
  );
  const options = useMemo(
    () => ({ categoria, estado: states, cidade: cities, bairro: neighbourhoods }),
    [categoria, states, cities, neighbourhoods],
  );
  // The list renders at a lower priority than the selects, so a slow phone never holds a choice
  // back while the cards catch up, and a newer choice interrupts an older list render.
  // The query, not the filters, is deferred: jobs that arrive show filtered at once.
  const shownQuery = useDeferredValue(query);
  const shown = useMemo(
    () => (shownQuery === query ? filters : readFilters(new URLSearchParams(shownQuery), jobs)),
    [shownQuery, query, filters, jobs],
  );
  const textOf = useMemo(() => searchTextCache(labels), [labels]);
  // Normalizing every description is the costly part of a search: done once per job, from a quiet
  // moment after the list shows and in slices, so neither hydration, nor a tap meanwhile, nor the
  // first keystroke waits for it.
  useEffect(() => {
    if (jobs.length === 0 || typeof requestIdleCallback !== 'function') return;
    const stop = new AbortController();
    void whenIdle().then(() => mapInSlices(jobs, textOf, stop.signal));
    return () => stop.abort();
  }, [jobs, textOf]);
  const results = useMemo(() => filterJobs(jobs, shown, textOf), [jobs, shown, textOf]);

  // Stable while the jobs are, so the results (memoized) skip the renders of the selects.
  const actions = useMemo(() => {
    const current = () => readFilters(new URLSearchParams(latest()), jobs);
    const apply = (next: JobFilters, replace = false) =>
      choose(toSearchParams(next).toString(), replace);
    return {
      change: (key: FilterKey, value: string) => {
        searching.current = false;
        apply(setFilter(current(), key, value));
      },
      search: (text: string) => {
        const q = cleanSearch(text);
        if (q === current().q) return;
        apply(setFilter(current(), 'q', q), searching.current);
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
  }, [jobs, latest, choose]);

  return {
    filters,
    options,
    results,
    resultsQuery: toSearchParams(shown).toString(),
    activeCount: activeFilterCount(filters),
    ...actions,
  };
}
