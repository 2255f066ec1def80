import { Box, Button, Container, Grid, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { scrollToId } from '@/lib/scroll';

import { PhoneMockup } from './phone-mockup';

/** The link jumps to the stores before React runs; once it has, it glides there. */
function scrollToDownload(event: MouseEvent) {
  event.preventDefault();
  scrollToId(paths.download.id);
}

export function Hero() {
  return (
    <Box
      sx={(theme) => ({
        ...theme.mixins.darkSurface,
        backgroundImage: theme.palette.gradient.hero,
        pt: { xs: 12, md: 16 },
        pb: { xs: 8, md: 10 },
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={6} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              <Typography variant="display">Seu futuro profissional está aqui</Typography>
              <Typography variant="displayLead" sx={{ maxWidth: 560 }}>
                Vagas para dentistas, técnicos, auxiliares e toda a equipe odontológica, em todo o
                Brasil. Sem taxas e sem comissões: baixe o app e fale direto com quem contrata.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  variant="contained"
                  color="secondary"
                  size="large"
                  href={paths.download.getHref()}
                  onClick={scrollToDownload}
                >
                  Baixe Agora
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.jobs.getHref()}
                  variant="outlined"
                  size="large"
                  sx={{ color: 'common.white', borderColor: 'common.white' }}
                >
                  Ver vagas abertas
                </Button>
              </Stack>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PhoneMockup />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
