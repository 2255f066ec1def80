import { Box, Container, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';

import { Prerendered } from '@/components/prerendered';
import { topCategoriesQueryOptions } from '@/features/jobs';
import { lazyWhenIdle } from '@/lib/when-idle';

import { rankingHeight } from './ranking-layout';

// The chips and their tooltips are below the fold: their code loads, and a prerendered ranking
// wakes up, once the browser is idle. Until then the prerendered chips stay as they are.
const CategoryRanking = lazyWhenIdle(() => import('./category-ranking'));

function RankingLoading() {
  return (
    <Box
      sx={{
        height: rankingHeight,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Typography role="status">Carregando categorias...</Typography>
    </Box>
  );
}

/** The heading never changes: its prerendered HTML stays. */
const HEADING = 'categorias';

export function TopCategories() {
  const { data, isPending, isError } = useQuery(topCategoriesQueryOptions());
  return (
    <Box
      component="section"
      aria-labelledby="categorias"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Prerendered data={HEADING}>
          <Typography id="categorias" variant="h2" sx={{ mb: 1 }}>
            Categorias mais procuradas
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            As áreas com mais vagas abertas no app agora.
          </Typography>
        </Prerendered>
        {isPending ? (
          <RankingLoading />
        ) : (
          <Suspense fallback={<RankingLoading />}>
            <CategoryRanking categories={data} failed={isError} />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}
