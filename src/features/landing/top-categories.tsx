import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box, Chip, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

import { AppTooltip } from '@/components/tooltip';
import { topCategoriesQueryOptions } from '@/features/jobs/api';
import type { CategoryCount } from '@/features/jobs/model';

interface Medal {
  place: string;
  color: `medal.${'gold' | 'silver' | 'bronze'}`;
}

const medals: Medal[] = [
  { place: '1º lugar', color: 'medal.gold' },
  { place: '2º lugar', color: 'medal.silver' },
  { place: '3º lugar', color: 'medal.bronze' },
];

function CategoryChip({
  medal,
  category,
  failed,
}: {
  medal: Medal;
  category: CategoryCount | undefined;
  failed: boolean;
}) {
  const label = failed ? 'Erro ao carregar' : (category?.name ?? 'Categoria não disponível');
  const chip = (
    <Chip
      // Focusable only when there is a tooltip to show, so keyboard users get it too.
      tabIndex={category ? 0 : undefined}
      icon={<EmojiEventsIcon titleAccess={medal.place} sx={{ '&&': { color: medal.color } }} />}
      label={label}
      variant={category ? 'filled' : 'outlined'}
      sx={{
        fontSize: '1rem',
        py: 2.5,
        px: 1,
        maxWidth: '100%',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
  );
  if (!category) return chip;
  // describeChild keeps the category as the chip's name; the count becomes its description.
  return (
    <AppTooltip title={`Mais de ${category.count} vagas`} describeChild>
      {chip}
    </AppTooltip>
  );
}

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
          <Typography role="status">Carregando categorias...</Typography>
        ) : (
          <Stack
            component="ol"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center', alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}
          >
            {medals.map((medal, i) => (
              <Box component="li" key={medal.place} sx={{ maxWidth: '100%' }}>
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
