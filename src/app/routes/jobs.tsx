import { Container, Typography } from '@mui/material';

import { site } from '@/config/site';

export function Component() {
  return (
    <Container sx={{ py: 12 }}>
      <title>{`Vagas | ${site.productName}`}</title>
      <Typography variant="h1">Vagas</Typography>
    </Container>
  );
}
