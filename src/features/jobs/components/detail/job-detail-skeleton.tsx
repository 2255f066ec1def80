import { Container, Grid, Paper, Skeleton, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';

import { ChipSkeletonRow } from '@/features/jobs/components/chip-skeleton-row';

import { DetailHero } from './detail-hero';

/** The page's shape while the job loads, so nothing jumps when it arrives. */
export function JobDetailSkeleton() {
  return (
    <>
      <DetailHero
        heading={
          <Skeleton
            variant="text"
            sx={{
              typography: 'h1',
              width: { xs: '90%', md: '60%' },
              bgcolor: (theme) => alpha(theme.palette.common.white, 0.2),
            }}
          />
        }
      >
        <Skeleton
          variant="rounded"
          width={120}
          height={32}
          sx={{
            borderRadius: (theme) => theme.shape.pill,
            bgcolor: (theme) => alpha(theme.palette.common.white, 0.2),
          }}
        />
      </DetailHero>
      <Container
        maxWidth="lg"
        role="status"
        aria-label="Carregando vaga"
        aria-busy
        sx={{ py: { xs: 3, md: 5 } }}
      >
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper
              variant="outlined"
              sx={{ p: { xs: 2.5, md: 4 }, borderRadius: (theme) => theme.shape.panel }}
            >
              <Skeleton variant="text" width="45%" />
              <ChipSkeletonRow widths={[110, 90]} height={32} sx={{ my: 2 }} />
              <Skeleton variant="text" width="30%" sx={{ typography: 'sectionTitle', mt: 3 }} />
              {[100, 95, 98, 70].map((width, index) => (
                <Skeleton key={index} variant="text" width={`${width}%`} />
              ))}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              {[0, 1, 2].map((index) => (
                <Skeleton
                  key={index}
                  variant="rounded"
                  height={88}
                  sx={{ borderRadius: (theme) => theme.shape.panel }}
                />
              ))}
              <Skeleton variant="rounded" height={52} />
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
