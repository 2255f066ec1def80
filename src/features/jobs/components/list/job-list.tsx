import { Box, Container } from '@mui/material';
import { useState } from 'react';

import { useJobList } from '@/features/jobs/api';
import { FILTER_KEYS, type Job, NO_LABELS } from '@/features/jobs/model';
import { useHydrated } from '@/lib/use-hydrated';

import { FilterPanel } from './filter-panel';
import { JobListError } from './job-list-error';
import { JobListHero } from './job-list-hero';
import { JobResults } from './job-results';
import { useJobFilters } from './use-job-filters';
import { useListSearchParams } from './use-list-search-params';

// Stable while loading, so the filter hook's memos don't recompute every render.
const NO_JOBS: Job[] = [];

/** The page at /vagas: hero, filters, count and cards, in each state of the list (spec §4). */
export function JobList() {
  const list = useJobList();
  const ready = list.status === 'ready' ? list : null;
  const filters = useJobFilters(ready?.jobs ?? NO_JOBS, ready?.labels ?? NO_LABELS);
  const [searchParams] = useListSearchParams();
  const hydrated = useHydrated();
  const filtered = FILTER_KEYS.some((key) => searchParams.get(key));
  // Whether the visitor arrived with filters: the first value once the query string is known.
  const [startedFiltered, setStartedFiltered] = useState<boolean | null>(null);
  if (startedFiltered === null && hydrated) {
    setStartedFiltered(filtered);
  }

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
                startOpen={startedFiltered ?? false}
                onChange={filters.change}
                onSearch={filters.search}
                onSearchEnd={filters.endSearch}
                onClear={filters.clear}
              />
            </Box>
            <JobResults
              results={ready && { jobs: filters.results, labels: ready.labels }}
              hasFilters={filters.activeCount > 0}
              onClear={filters.clear}
            />
          </>
        )}
      </Container>
    </>
  );
}
