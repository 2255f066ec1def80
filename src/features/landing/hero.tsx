import { Box, Button, Container, Grid, Stack, Typography } from '@mui/material';

import { useNavClick } from '@/components/navbar/nav-items';
import { Prerendered } from '@/components/prerendered';
import { paths } from '@/config/paths';

import { PhoneMockup } from './phone-mockup';

/** The hero never changes: its prerendered HTML stays. */
const HERO = 'hero';

/**
 * Its links are plain links, adopted or rendered: 'Baixe Agora' jumps to the stores before React
 * runs and glides there once it has (as the bar's Download does); 'Ver vagas abertas' is followed
 * in the app.
 */
export function Hero() {
  const handleClick = useNavClick();
  return (
    <Box
      sx={(theme) => ({
        ...theme.mixins.darkSurface,
        backgroundImage: theme.palette.gradient.hero,
        pt: { xs: 12, md: 16 },
        pb: { xs: 8, md: 10 },
      })}
    >
      <Prerendered data={HERO} onClick={handleClick}>
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
                  >
                    Baixe Agora
                  </Button>
                  <Button
                    href={paths.jobs.getHref()}
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
      </Prerendered>
    </Box>
  );
}
