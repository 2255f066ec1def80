import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { Button, Typography } from '@mui/material';

import { StatusPanel } from '@/components/status-panel';

/** The list could not be read: product §4's way out is a full reload. */
export function JobListError() {
  return (
    <StatusPanel icon={<ErrorOutlineRoundedIcon aria-hidden sx={{ color: 'error.main' }} />}>
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
    </StatusPanel>
  );
}
