import { Typography } from '@mui/material';
import { memo } from 'react';

import { Prerendered } from '@/components/prerendered';
import { type Job, type Labels, NO_LABELS } from '@/features/jobs/model';
import { resultCountText } from '@/features/jobs/model';
import { useRestOfPage } from '@/lib/use-rest-of-page';

import { JobCard } from './job-card';
import { FIRST_SCREEN_CARDS, JobGrid } from './job-grid';
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

// A card whose job stays in the list is not rendered again when a filter changes.
const Card = memo(JobCard);

/**
 * The cards. When they appear in a page the browser renders (the list opened from another page),
 * the first screens' cards show first and the others follow in a pass React can interrupt: fifty
 * cards at once were one task of about 700 ms at 4×.
 */
function Cards(props: CardListProps) {
  // Reading the navigation re-renders this on every filter change, in the urgent update: only
  // this does, not the list below (memoized), which follows in the filters' deferred render.
  const rest = useRestOfPage();
  return <CardList {...props} shown={rest ? props.jobs.length : FIRST_SCREEN_CARDS} />;
}

interface CardListProps {
  jobs: Job[];
  labels: Labels;
  search: string;
}

const CardList = memo(function CardList({
  jobs,
  labels,
  search,
  shown,
}: CardListProps & { shown: number }) {
  // A prerendered card is adopted as it is; its link hands the detail page the list's filters,
  // so 'Voltar para vagas' keeps them.
  const card = (job: Job) => (
    <Prerendered as="li" key={job.id} data={[job, labels]} linkState={{ fromList: search }}>
      <Card job={job} labels={labels} />
    </Prerendered>
  );
  return <JobGrid label="Vagas">{jobs.slice(0, shown).map(card)}</JobGrid>;
});

/** The count and the cards (or their skeletons, or the empty state). */
export const JobResults = memo(function JobResults({
  id,
  results,
  hasFilters,
  onClear,
}: JobResultsProps) {
  const search = results?.query ? `?${results.query}` : '';
  const labels = results?.labels ?? NO_LABELS;

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
        <Cards jobs={results.jobs} labels={labels} search={search} />
      )}
    </>
  );
});
