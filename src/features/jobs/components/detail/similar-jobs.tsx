import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Card, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';

import { Prerendered } from '@/components/prerendered';
import { jobsQueryOptions, similarJobsQueryOptions } from '@/features/jobs/api';
import { JobTitleLink } from '@/features/jobs/components/job-title-link';
import { type Job, label, type Labels, locationText, similarJobs } from '@/features/jobs/model';

/** True once the element comes within a screen of the viewport; never where it cannot be told. */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * A prerendered page has them embedded; a page reached from the list picks them from the list
 * (no read); otherwise one query runs, only once the visitor scrolls near them.
 */
function useSimilarJobs(job: Job, wanted: boolean): Job[] | undefined {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...similarJobsQueryOptions(job),
    initialData: () => {
      const list = queryClient.getQueryData(jobsQueryOptions().queryKey);
      return list && similarJobs(job, list);
    },
    enabled: wanted,
  });
  return data;
}

function SimilarJobCard({ job, labels }: { job: Job; labels: Labels }) {
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        p: 2,
        borderRadius: (theme) => theme.shape.card,
        overflow: 'visible',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {job.categoryCode && (
        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {label(job.categoryCode, labels.categories)}
        </Typography>
      )}
      <JobTitleLink job={job} heading="h3" underline="hover" sx={{ overflowWrap: 'anywhere' }} />
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', display: 'flex', gap: 0.5, mt: 'auto', minWidth: 0 }}
      >
        <PlaceOutlinedIcon fontSize="small" aria-hidden />
        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {locationText(job)}
        </Box>
      </Typography>
    </Card>
  );
}

/**
 * 'Vagas semelhantes', below the job's content: when it fills in, only the footer moves, and a
 * prerendered page renders it from its embedded data, the same on server and client.
 */
export function SimilarJobs({ job, labels }: { job: Job; labels: Labels }) {
  const anchor = useRef<HTMLDivElement>(null);
  const similar = useSimilarJobs(job, useNearViewport(anchor));
  const headingId = useId();

  return (
    <Box ref={anchor}>
      {similar && similar.length > 0 && (
        <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 4, md: 6 } }}>
          <Typography id={headingId} variant="sectionTitle" sx={{ mb: 2 }}>
            Vagas semelhantes
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {similar.map((other) => (
              <Prerendered as="li" key={other.id} data={[other, labels]} sharedAs="similar-job">
                <SimilarJobCard job={other} labels={labels} />
              </Prerendered>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
