import { Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

import { PageHero } from '@/components/page-hero';

/**
 * What a visitor sees instead of the router's developer screen when a page cannot be shown: most
 * often a page chunk that a new deploy has replaced, which a reload fetches afresh.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Page failed to render.', error), [error]);

  return (
    <>
      <PageHero>
        <Typography variant="h1">Algo deu errado</Typography>
      </PageHero>
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography sx={{ mb: 4 }}>
          Não foi possível mostrar esta página. Recarregue para tentar novamente.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recarregar a página
        </Button>
      </Container>
    </>
  );
}
