import { Container, Typography } from '@mui/material';

import { site } from '@/config/site';

export function Component() {
  return (
    <Container sx={{ py: 12 }}>
      <title>{`${site.productName} | Vagas em odontologia`}</title>
      <Typography variant="h1">Seu futuro profissional está aqui</Typography>
    </Container>
  );
}
