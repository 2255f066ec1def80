import { Paper } from '@mui/material';
import type { ReactNode } from 'react';

/** The centred card that empty, error and not-found states share. */
export function StatusPanel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: (theme) => theme.shape.card,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        '& > svg:first-of-type': { fontSize: 56 },
      }}
    >
      {icon}
      {children}
    </Paper>
  );
}
