import { Card, Divider, Skeleton, Stack } from '@mui/material';

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
            <Stack direction="row" spacing={1}>
              <Skeleton
                variant="rounded"
                width={120}
                height={24}
                sx={{ borderRadius: (theme) => theme.shape.pill }}
              />
              <Skeleton
                variant="rounded"
                width={90}
                height={24}
                sx={{ borderRadius: (theme) => theme.shape.pill }}
              />
            </Stack>
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
