import { Box, Container, Typography } from '@mui/material';

import { DownloadButtons } from '@/components/download-buttons';
import { Prerendered } from '@/components/prerendered';
import { paths } from '@/config/paths';

/** What the section shows never changes: its prerendered HTML stays. */
const DOWNLOAD = 'download';

export function DownloadSection() {
  return (
    <Box
      component="section"
      id={paths.download.id}
      aria-labelledby="baixe-o-app"
      sx={(theme) => ({
        ...theme.mixins.darkSurface,
        backgroundImage: theme.palette.gradient.hero,
        py: { xs: 7, md: 9 },
      })}
    >
      <Prerendered data={DOWNLOAD}>
        <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
          <Typography id="baixe-o-app" variant="h2" sx={{ mb: 1.5 }}>
            Baixe o app e comece hoje
          </Typography>
          <Typography sx={{ mb: 4 }}>
            Disponível para iPhone e Android. Grátis, sem taxas e sem comissões.
          </Typography>
          <DownloadButtons />
        </Container>
      </Prerendered>
    </Box>
  );
}
