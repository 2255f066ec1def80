import { Alert, Container } from '@mui/material';

import { DetailHero } from './detail-hero';

export function JobLoadError() {
  return (
    <>
      <DetailHero heading="Detalhes da vaga" />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Alert severity="error" variant="outlined">
          Erro ao buscar dados. Por favor, tente novamente.
        </Alert>
      </Container>
    </>
  );
}
