import { Container, Typography } from '@mui/material';

import { site } from '@/config/site';

export function Component() {
  return (
    <Container sx={{ py: 12 }}>
      <title>{`Página não encontrada | ${site.productName}`}</title>
      <Typography variant="h1">Página não encontrada</Typography>
    </Container>
  );
}
