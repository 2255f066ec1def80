import { Typography } from '@mui/material';
import { memo } from 'react';

import { HydrateLater } from '@/components/hydrate-later';
import { type Job, type Labels, NO_LABELS } from '@/features/jobs/model';
import { resultCountText } from '@/features/jobs/model';

import { JobCard } from './job-card';
import { JobGrid } from './job-grid';
import { JobListSkeleton } from './job-list-skeleton';
import { NoJobsFound } from './no-jobs-found';

interface JobResultsProps {
  /** The count's id: where the results start. */
  id: string;
  /** null while the jobs load; `query` is the list's query string for these jobs. */
  results: { jobs: Job[]; labels: Labels; query: string } | null;
  hasFilters: boolean;
  onClear: () => void;
}

/** The cards a phone or a desktop shows above the fold; the rest hydrate when the browser is idle. */
const EAGER_CARDS = 6;

// A card whose job stays in the list is not rendered again when a filter changes.
const Card = memo(JobCard);

/** The count and the cards (or their skeletons, or the empty state). */
export const JobResults = memo(function JobResults({
  id,
  results,
  hasFilters,
  onClear,
}: JobResultsProps) {
  const search = results?.query ? `?${results.query}` : '';
  const card = (job: Job) => (
    <li key={job.id}>
      <Card job={job} labels={results?.labels ?? NO_LABELS} fromList={search} />
    </li>
  );

  return (
    <>
      {/* Always in the page so each new count is announced after a filter changes. */}
      <Typography
        id={id}
        aria-live="polite"
        sx={{ fontWeight: 600, color: 'text.secondary', minHeight: '1.5em', my: { xs: 2, md: 3 } }}
      >
        {results && resultCountText(results.jobs.length)}
      </Typography>
      {!results ? (
        <JobListSkeleton />
      ) : results.jobs.length === 0 ? (
        <NoJobsFound onClear={hasFilters ? onClear : undefined} />
      ) : (
        <JobGrid label="Vagas">
          {results.jobs.slice(0, EAGER_CARDS).map(card)}
          <HydrateLater>{results.jobs.slice(EAGER_CARDS).map(card)}</HydrateLater>
        </JobGrid>
      )}
    </>
  );
});
