import { Typography } from '@mui/material';

import { PageHero } from '@/components/page-hero';

/** The band never changes: its prerendered HTML stays. */
const HERO = 'vagas';

export function JobListHero() {
  return (
    <PageHero data={HERO}>
      <Typography variant="h1">Vagas em odontologia</Typography>
      <Typography variant="lead" sx={{ mt: 1.5, maxWidth: 640 }}>
        Oportunidades para profissionais da odontologia em todo o Brasil, sem taxas nem comissões.
        Filtre por categoria e localização.
      </Typography>
    </PageHero>
  );
}
