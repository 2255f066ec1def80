import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import type { RouteHandle } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { paths } from '@/config/paths';
import { notFoundHead } from '@/features/seo';

export const handle: RouteHandle = {
  head: ({ pathname, site }) => notFoundHead(pathname, site),
};

export function Component() {
  return (
    <>
      <PageHero data="404">
        <Typography variant="overline" component="p" sx={{ opacity: 0.9 }}>
          Erro 404
        </Typography>
        <Typography variant="h1">Página não encontrada</Typography>
      </PageHero>
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography sx={{ mb: 4 }}>
          O endereço que você abriu não existe ou mudou de lugar. Que tal recomeçar por aqui?
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
            Ir para o início
          </Button>
          <Button component={RouterLink} to={paths.jobs.getHref()} variant="outlined">
            Ver vagas
          </Button>
        </Stack>
      </Container>
    </>
  );
}
