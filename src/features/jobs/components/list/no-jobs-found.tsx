import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { Button, Paper, Typography } from '@mui/material';

interface NoJobsFoundProps {
  /** Offered only when filters are set: with none, showing all changes nothing. */
  onClear?: () => void;
}

export function NoJobsFound({ onClear }: NoJobsFoundProps) {
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
        gap: 1.5,
      }}
    >
      <SearchOffRoundedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography component="h2" variant="h3">
        Nenhuma vaga encontrada
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>
        Tente ajustar os filtros ou visualizar todas as vagas.
      </Typography>
      {onClear && (
        <Button variant="contained" onClick={onClear} sx={{ mt: 1 }}>
          Ver todas as vagas
        </Button>
      )}
    </Paper>
  );
}
