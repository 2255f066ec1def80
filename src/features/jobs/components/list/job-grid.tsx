import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The card grid: one column on phones, two from the md breakpoint. */
export function JobGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        gap: { xs: 2, md: 3 },
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
