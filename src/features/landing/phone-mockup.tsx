import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import TuneIcon from '@mui/icons-material/Tune';
import WorkIcon from '@mui/icons-material/Work';
import { Box, Stack, Typography } from '@mui/material';

import { type MockupJob, MockupJobCard } from './mockup-job-card';

const jobs: MockupJob[] = [
  {
    title: 'Cirurgião-Dentista Clínico Geral',
    category: 'Cirurgião-Dentista',
    place: 'Pinheiros - São Paulo, SP',
    date: 'hoje',
  },
  {
    title: 'Auxiliar em Saúde Bucal para consultório',
    category: 'ASB',
    place: 'Savassi - Belo Horizonte, MG',
    date: 'ontem',
  },
  {
    title: 'Ortodontista, dois dias por semana',
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
        borderRadius: 6,
        bgcolor: 'grey.900',
        boxShadow: 12,
      }}
    >
      <Stack
        sx={{
          position: 'relative',
          height: '100%',
          borderRadius: 5,
          bgcolor: 'background.default',
          color: 'text.primary',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 6,
            left: '50%',
            transform: 'translateX(-50%)',
            width: 56,
            height: 14,
            borderRadius: 5,
            bgcolor: 'grey.900',
          }}
        />
        <Box
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 1.5, pt: 4, pb: 1.5 }}
        >
          <Typography sx={{ fontSize: '0.95rem', fontWeight: 800 }}>Vagas</Typography>
          <Typography sx={{ fontSize: '0.6rem', mb: 1 }}>50 vagas encontradas</Typography>
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.5,
              borderRadius: 5,
              bgcolor: 'background.paper',
              color: 'text.secondary',
            }}
          >
            <TuneIcon sx={{ fontSize: 12 }} />
            <Typography sx={{ fontSize: '0.6rem' }}>Filtrar Vagas</Typography>
          </Stack>
        </Box>
        <Stack spacing={1} sx={{ flex: 1, p: 1, overflow: 'hidden' }}>
          {jobs.map((job) => (
            <MockupJobCard key={job.title} job={job} />
          ))}
        </Stack>
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-around',
            py: 0.75,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            color: 'text.secondary',
            '& svg': { fontSize: 18 },
          }}
        >
          <WorkIcon sx={{ color: 'primary.main' }} />
          <FavoriteBorderIcon />
          <PersonOutlineIcon />
        </Stack>
      </Stack>
    </Box>
  );
}
