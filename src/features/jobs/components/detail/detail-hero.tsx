import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { PageHero } from '@/components/page-hero';

import { BackToJobsLink } from './back-to-jobs-link';

interface DetailHeroProps {
  /** The h1; a placeholder (skeleton) while loading. */
  heading: ReactNode;
  /** Shown under the heading (the category chip). */
  children?: ReactNode;
  showBackLink?: boolean;
  /** What the band shows, when it is more than the heading (see `Prerendered`). */
  data?: unknown;
}

/** The dark band every state of the detail page starts with (the navbar sits on it). */
export function DetailHero({
  heading,
  children,
  showBackLink = true,
  data = heading,
}: DetailHeroProps) {
  return (
    <PageHero data={data}>
      {showBackLink && (
        <Box sx={{ mb: { xs: 2, md: 3 } }}>
          <BackToJobsLink />
        </Box>
      )}
      <Typography variant="overline" component="p">
        DETALHES
      </Typography>
      {typeof heading === 'string' ? (
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
      ) : (
        heading
      )}
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
    </PageHero>
  );
}
