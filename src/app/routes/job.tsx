import { Container, Typography } from '@mui/material';

import { site } from '@/config/site';

export function Component() {
  return (
    <Container sx={{ py: 12 }}>
      <title>{`Detalhes da vaga | ${site.productName}`}</title>
      <Typography variant="h1">Detalhes da vaga</Typography>
    </Container>
  );
}
