import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import FilterListRoundedIcon from '@mui/icons-material/FilterListRounded';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { Ref } from 'react';

import { activeFiltersText } from '@/features/jobs/model';

interface FilterHeaderProps {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  panelId: string;
  activeCount: number;
  onToggle: () => void;
}

/**
 * The panel's heading is its disclosure button (data-disclosure: public/boot.js works it until
 * React does), with the number of active filters beside it.
 */
export function FilterHeader({ ref, open, panelId, activeCount, onToggle }: FilterHeaderProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="h2" variant="cardTitle" sx={{ flex: 1 }}>
        <Button
          ref={ref}
          data-disclosure
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          startIcon={<FilterListRoundedIcon />}
          endIcon={<ExpandMoreRoundedIcon sx={{ transition: 'transform 150ms' }} />}
          sx={{
            fontSize: 'inherit',
            fontWeight: 700,
            color: 'text.primary',
            ml: -1,
            // Turned by the attribute, in one rule: a toggle inserts no new style.
            '&[aria-expanded="true"] .MuiButton-endIcon svg': { transform: 'rotate(180deg)' },
          }}
        >
          Filtrar Vagas
        </Button>
      </Typography>
      {activeCount > 0 && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={activeFiltersText(activeCount)}
        />
      )}
    </Stack>
  );
}

/** 'Limpar Filtros' and 'Ver vagas' under the selects. */
export function FilterActions({ disabled, onClear }: { disabled: boolean; onClear: () => void }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        justifyContent: 'flex-end',
        gap: 1.5,
        pt: 1,
        pb: 0.5,
      }}
    >
      {/* A reset button clears the form natively before the scripts run (the prerendered form
          has no filters); afterwards the list's own clear replaces that reset. */}
      <Button
        type="reset"
        variant="outlined"
        onClick={(event) => {
          event.preventDefault();
          onClear();
        }}
        disabled={disabled}
      >
        Limpar Filtros
      </Button>
      <Button type="submit" variant="contained" disabled={disabled}>
        Ver vagas
      </Button>
    </Box>
  );
}
