import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { Button, Paper, Typography } from '@mui/material';

/** The list could not be read: the spec's way out is a full reload. */
export function JobListError() {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
      }}
    >
      <ErrorOutlineRoundedIcon aria-hidden sx={{ fontSize: 56, color: 'error.main' }} />
      <Typography role="alert" sx={{ fontWeight: 600 }}>
        Erro ao buscar vagas. Por favor, tente novamente.
      </Typography>
      <Button
        variant="contained"
        startIcon={<RefreshRoundedIcon />}
        onClick={() => window.location.reload()}
      >
        Tentar novamente
      </Button>
    </Paper>
  );
}
