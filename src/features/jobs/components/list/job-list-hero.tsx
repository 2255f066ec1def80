import { Typography } from '@mui/material';

import { PageHero } from '@/components/page-hero';

export function JobListHero() {
  return (
    <PageHero>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Vagas em odontologia
      </Typography>
      <Typography sx={{ mt: 1.5, maxWidth: 640, fontSize: { xs: '1rem', md: '1.125rem' } }}>
        Oportunidades para profissionais da odontologia em todo o Brasil, sem taxas nem comissões.
        Filtre por categoria e localização.
      </Typography>
    </PageHero>
  );
}
