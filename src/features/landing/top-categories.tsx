import { Box, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

import { topCategoriesQueryOptions } from '@/features/jobs/api';

import { CATEGORY_CHIP_HEIGHT, CategoryChip, type Medal } from './category-chip';

const medals: Medal[] = [
  { place: '1º lugar', color: 'medal.gold' },
  { place: '2º lugar', color: 'medal.silver' },
  { place: '3º lugar', color: 'medal.bronze' },
];

const GAP = 16;

/**
 * The list's final height, held while it loads so nothing below it moves when the chips arrive
 * (a visitor who came for /#download stays on it): three stacked chips on phones, one row above.
 */
const listHeight = {
  xs: medals.length * CATEGORY_CHIP_HEIGHT + (medals.length - 1) * GAP,
  sm: CATEGORY_CHIP_HEIGHT,
};

export function TopCategories() {
  const { data, isPending, isError } = useQuery(topCategoriesQueryOptions());
  return (
    <Box
      component="section"
      aria-labelledby="categorias"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="categorias" variant="h2" sx={{ mb: 1 }}>
          Categorias mais procuradas
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          As áreas com mais vagas abertas no app agora.
        </Typography>
        {isPending ? (
          <Box
            sx={{
              height: listHeight,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Typography role="status">Carregando categorias...</Typography>
          </Box>
        ) : (
          <Stack
            component="ol"
            direction={{ xs: 'column', sm: 'row' }}
            useFlexGap
            sx={{
              height: listHeight,
              gap: `${GAP}px`,
              justifyContent: 'center',
              alignItems: 'center',
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {medals.map((medal, i) => (
              <Box component="li" key={medal.place} sx={{ display: 'flex', maxWidth: '100%' }}>
                <CategoryChip
                  medal={medal}
                  category={isError ? undefined : data?.[i]}
                  failed={isError}
                />
              </Box>
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
