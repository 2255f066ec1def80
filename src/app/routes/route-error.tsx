import { Button, Container, Typography } from '@mui/material';
import { Component, type ReactNode, useEffect } from 'react';

import { PageHero } from '@/components/page-hero';

/**
 * What a visitor sees instead of the router's developer screen when a page cannot be shown: most
 * often a page chunk that a new deploy has replaced, which a reload fetches afresh.
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error('Page failed to render.', error), [error]);

  return (
    <>
      <PageHero data="erro">
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

interface BoundaryState {
  failed: { error: unknown } | null;
}

/**
 * Shows RouteError in place of a page that threw while rendering or whose chunk failed to load.
 * Keyed by the page's address, so another page starts without the error.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: { error } };
  }

  render() {
    const { failed } = this.state;
    return failed ? <RouteError error={failed.error} /> : this.props.children;
  }
}
