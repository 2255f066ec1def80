import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The cards of a phone's first screens: laid out at once, and shown first (job-results.tsx). */
export const FIRST_SCREEN_CARDS = 6;

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
        // Cards below the first screens are laid out only when scrolled near: a slow phone
        // paints the top of a 50-card page without styling the rest first.
        [`& > li:nth-of-type(n+${FIRST_SCREEN_CARDS + 1})`]: {
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 260px',
        },
      }}
    >
      {children}
    </Box>
  );
}
