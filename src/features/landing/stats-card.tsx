import { Card, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

import { statsQueryOptions } from '@/features/jobs/api';
import { formatStat } from '@/features/jobs/model';

export const STATS_MINIMUM = 100;

/** Shown only when both counts are worth showing; a failed read counts as zero, so it hides. */
export function StatsCard() {
  const { data } = useQuery(statsQueryOptions());
  const professionals = data?.professionals ?? 0;
  const jobs = data?.jobs ?? 0;
  if (professionals < STATS_MINIMUM || jobs < STATS_MINIMUM) return null;
  const items = [
    { value: formatStat(professionals), label: 'profissionais cadastrados' },
    { value: formatStat(jobs), label: 'oportunidades publicadas' },
  ];
  return (
    <Container maxWidth="md" sx={{ mt: -5, position: 'relative' }}>
      <Card elevation={4} sx={{ px: 3, py: 3 }}>
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
                {item.value}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.label}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Card>
    </Container>
  );
}
