import { Box, Stack } from '@mui/material';

import { Prerendered } from '@/components/prerendered';

import { type MockupJob, MockupJobCard } from './mockup-job-card';
import { MockupHeader, MockupNotch, MockupTabBar } from './mockup-screen-parts';

const jobs: MockupJob[] = [
  {
    title: 'Cirurgião-Dentista Clínico Geral',
    category: 'Cirurgião-Dentista',
    place: 'Pinheiros - São Paulo, SP',
    date: 'hoje',
  },
  {
    title: 'Auxiliar em Saúde Bucal',
    category: 'ASB',
    place: 'Savassi - Belo Horizonte, MG',
    date: 'ontem',
  },
  {
    title: 'Ortodontista, meio período',
    category: 'Cirurgião-Dentista',
    place: 'Centro - Curitiba, PR',
    date: '2 dias',
  },
  {
    title: 'Técnico em Saúde Bucal',
    category: 'TSB',
    place: 'Boa Viagem - Recife, PE',
    date: '3 dias',
  },
  {
    title: 'Técnico em Prótese Dentária',
    category: 'TPD',
    place: 'Aldeota - Fortaleza, CE',
    date: '4 dias',
  },
];

/**
 * An illustration of the app's job list on a phone, drawn with components so it costs no image
 * bytes and stays sharp; a screen reader hears it as one image with a description.
 */
export function PhoneMockup() {
  return (
    <Box
      role="img"
      aria-label="Tela do aplicativo mostrando uma lista de vagas para dentistas"
      sx={{
        width: { xs: 220, md: 260 },
        aspectRatio: '9 / 18',
        mx: 'auto',
        p: 1.25,
        borderRadius: (theme) => theme.shape.phone,
        bgcolor: 'grey.900',
        boxShadow: 12,
      }}
    >
      <Prerendered data={jobs}>
        <Stack
          sx={{
            position: 'relative',
            height: '100%',
            borderRadius: (theme) => theme.shape.phoneScreen,
            bgcolor: 'background.default',
            color: 'text.primary',
            overflow: 'hidden',
          }}
        >
          <MockupNotch />
          <MockupHeader />
          <Stack spacing={1} sx={{ flex: 1, p: 1, overflow: 'hidden' }}>
            {jobs.map((job) => (
              <MockupJobCard key={job.title} job={job} />
            ))}
          </Stack>
          <MockupTabBar />
        </Stack>
      </Prerendered>
    </Box>
  );
}
