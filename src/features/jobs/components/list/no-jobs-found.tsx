import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { Button, Typography } from '@mui/material';

import { StatusPanel } from '@/components/status-panel';

interface NoJobsFoundProps {
  /** Offered only when filters are set: with none, showing all changes nothing. */
  onClear?: () => void;
}

export function NoJobsFound({ onClear }: NoJobsFoundProps) {
  return (
    <StatusPanel icon={<SearchOffRoundedIcon aria-hidden sx={{ color: 'primary.main' }} />}>
      <Typography component="h2" variant="h3">
        Nenhuma vaga encontrada
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>
        Tente ajustar os filtros ou visualizar todas as vagas.
      </Typography>
      {onClear && (
        <Button variant="contained" onClick={onClear}>
          Ver todas as vagas
        </Button>
      )}
    </StatusPanel>
  );
}
