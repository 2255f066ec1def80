import { Box, Card, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

import { Prerendered } from '@/components/prerendered';
import { formatStat, statsQueryOptions } from '@/features/jobs';

export const STATS_MINIMUM = 100;

/** A still bar one line of the number's font tall: a plain box keeps MUI's Skeleton off the landing. */
function NumberPlaceholder() {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'block',
        width: '4ch',
        mx: 'auto',
        bgcolor: 'action.hover',
        borderRadius: (theme) => theme.shape.control,
        transform: 'scaleY(0.6)',
      }}
    >
      {'\u00a0'}
    </Box>
  );
}

/**
 * Shown only when both counts are worth showing; a failed read counts as zero, so it hides.
 * While the counts load, the card stands at its final size with placeholders for the numbers:
 * a live site almost always has both counts, so holding the space keeps what is below it still
 * (a visitor on /#download stays there); only a young or failing site sees it collapse.
 */
export function StatsCard() {
  const { data, isPending } = useQuery(statsQueryOptions());
  const professionals = data?.professionals ?? 0;
  const jobs = data?.jobs ?? 0;
  if (!isPending && (professionals < STATS_MINIMUM || jobs < STATS_MINIMUM)) return null;
  const items = [
    { value: formatStat(professionals), label: 'profissionais cadastrados' },
    { value: formatStat(jobs), label: 'oportunidades publicadas' },
  ];
  return (
    <Container maxWidth="md" sx={{ mt: -5, position: 'relative' }}>
      <Card elevation={4} aria-busy={isPending} sx={{ px: 3, py: 3 }}>
        {/* The prerendered counts stay as they are until the counts change. */}
        <Prerendered data={data}>
          <Stack direction="row" sx={{ justifyContent: 'space-around', textAlign: 'center' }}>
            {items.map((item) => (
              <Stack key={item.label}>
                <Typography
                  component="p"
                  sx={{
                    fontSize: { xs: '1.75rem', md: '2.25rem' },
                    fontWeight: 800,
                    color: 'primary.main',
                  }}
                >
                  {/* One line of the number's own font, so the card keeps its final height. */}
                  {isPending ? <NumberPlaceholder /> : item.value}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.label}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Prerendered>
      </Card>
    </Container>
  );
}
