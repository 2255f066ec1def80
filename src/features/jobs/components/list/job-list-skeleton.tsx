import { Card, Divider, Skeleton } from '@mui/material';

import { ChipSkeletonRow } from '@/features/jobs/components/chip-skeleton-row';

import { JobGrid } from './job-grid';

const CARDS = 4;

/** Four placeholder cards in the shape of the real ones, so nothing jumps when jobs arrive. */
export function JobListSkeleton() {
  return (
    <JobGrid label="Carregando vagas">
      {Array.from({ length: CARDS }, (_, index) => (
        <li key={index} aria-busy="true">
          <Card
            variant="outlined"
            sx={{ p: { xs: 2, md: 2.5 }, borderRadius: (theme) => theme.shape.card }}
          >
            <ChipSkeletonRow widths={[120, 90]} height={24} />
            <Skeleton variant="text" width="80%" sx={{ typography: 'cardTitle', mt: 1.5 }} />
            <Skeleton variant="text" width="95%" sx={{ mt: 1 }} />
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="text" width="60%" />
            <Divider sx={{ my: 1.5 }} />
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="40%" />
          </Card>
        </li>
      ))}
    </JobGrid>
  );
}
