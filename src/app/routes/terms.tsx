import { Container, Typography } from '@mui/material';

import { site } from '@/config/site';

export function Component() {
  return (
    <Container sx={{ py: 12 }}>
      <title>{`Termos de Serviço | ${site.productName}`}</title>
      <Typography variant="h1">Termos de Serviço</Typography>
    </Container>
  );
}
