import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import TuneIcon from '@mui/icons-material/Tune';
import WorkIcon from '@mui/icons-material/Work';
import { Box, Stack, Typography } from '@mui/material';

/** The phone illustration's camera notch, title bar and bottom tabs, around its job cards. */
export function MockupNotch() {
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 6,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 56,
        height: 14,
        borderRadius: (theme) => theme.shape.pill,
        bgcolor: 'grey.900',
      }}
    />
  );
}

export function MockupHeader() {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 1.5, pt: 4, pb: 1.5 }}>
      <Typography sx={{ fontSize: '0.95rem', fontWeight: 800 }}>Vagas</Typography>
      <Typography sx={{ fontSize: '0.6rem', mb: 1 }}>Novas vagas perto de você</Typography>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: (theme) => theme.shape.pill,
          bgcolor: 'background.paper',
          color: 'text.secondary',
        }}
      >
        <TuneIcon sx={{ fontSize: 12 }} />
        <Typography sx={{ fontSize: '0.6rem' }}>Filtrar Vagas</Typography>
      </Stack>
    </Box>
  );
}

export function MockupTabBar() {
  return (
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
  );
}
