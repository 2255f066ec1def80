import { Container, Typography } from '@mui/material';

import { site } from '@/config/site';

export function Component() {
  return (
    <Container sx={{ py: 12 }}>
      <title>{`Política de Privacidade | ${site.productName}`}</title>
      <Typography variant="h1">Política de Privacidade</Typography>
    </Container>
  );
}
