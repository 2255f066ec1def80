import { Box, Container } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useJobList } from '@/features/jobs/api';
import { FILTER_KEYS, type Job, NO_LABELS } from '@/features/jobs/model';
import { useHydratedValue } from '@/lib/use-hydrated-value';

import { FilterPanel } from './filter-panel';
import { JobListError } from './job-list-error';
import { JobListHero } from './job-list-hero';
import { JobResults } from './job-results';
import { useJobFilters } from './use-job-filters';

// Stable while loading, so the filter hook's memos don't recompute every render.
const NO_JOBS: Job[] = [];

/** The page at /vagas: hero, filters, count and cards, in each state of the list (product §4). */
export function JobList() {
  const list = useJobList();
  const ready = list.status === 'ready' ? list : null;
  const filters = useJobFilters(ready?.jobs ?? NO_JOBS, ready?.labels ?? NO_LABELS);
  // Whether the visitor arrived with filters (the phone's filter panel then starts open): read
  // from the URL the list was opened with, and shown once a prerendered page has hydrated.
  const [searchParams] = useSearchParams();
  const [arrivedFiltered] = useState(() => FILTER_KEYS.some((key) => searchParams.get(key)));
  const startOpen = useHydratedValue(arrivedFiltered, false);
  const resultsId = useId();
  // The same object while the list has not changed, so the results skip the selects' renders.
  const results = useMemo(
    () => ready && { jobs: filters.results, labels: ready.labels, query: filters.resultsQuery },
    [ready, filters.results, filters.resultsQuery],
  );

  return (
    <>
      <JobListHero />
      <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 10 } }}>
        {list.status === 'error' ? (
          <Box sx={{ maxWidth: 600, mx: 'auto', pt: { xs: 4, md: 6 } }}>
            <JobListError />
          </Box>
        ) : (
          <>
            {/* Overlaps the hero's lower edge, tying the filters to the page title. */}
            <Box sx={{ position: 'relative', mt: { xs: -2, md: -3.5 } }}>
              <FilterPanel
                filters={filters.filters}
                options={filters.options}
                activeCount={filters.activeCount}
                disabled={!ready}
                startOpen={startOpen}
                resultsId={resultsId}
                onChange={filters.change}
                onSearch={filters.search}
                onSearchEnd={filters.endSearch}
                onClear={filters.clear}
              />
            </Box>
            <JobResults
              id={resultsId}
              results={results}
              hasFilters={filters.activeCount > 0}
              onClear={filters.clear}
            />
          </>
        )}
      </Container>
    </>
  );
}
