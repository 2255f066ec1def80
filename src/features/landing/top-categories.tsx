import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box, Chip, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

import { AppTooltip } from '@/components/tooltip';
import { topCategoriesQueryOptions } from '@/features/jobs/api';
import type { CategoryCount } from '@/features/jobs/model';

const medals = [
  { place: '1º lugar', color: 'medal.gold' },
  { place: '2º lugar', color: 'medal.silver' },
  { place: '3º lugar', color: 'medal.bronze' },
] as const;

function slotLabel(category: CategoryCount | undefined, failed: boolean): string {
  if (failed) return 'Erro ao carregar';
  return category?.name ?? 'Categoria não disponível';
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
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center', alignItems: 'center' }}
          >
            {medals.map((medal, i) => {
              const category = isError ? undefined : data?.[i];
              const chip = (
                <Chip
                  key={medal.place}
                  tabIndex={category ? 0 : undefined}
                  icon={
                    <EmojiEventsIcon
                      titleAccess={medal.place}
                      sx={{ '&&': { color: medal.color } }}
                    />
                  }
                  label={slotLabel(category, isError)}
                  variant={category ? 'filled' : 'outlined'}
                  sx={{ fontSize: '1rem', py: 2.5, px: 1 }}
                />
              );
              return category ? (
                <AppTooltip key={medal.place} title={`Mais de ${category.count} vagas`}>
                  {chip}
                </AppTooltip>
              ) : (
                chip
              );
            })}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
