import { Box, Container, type ContainerProps } from '@mui/material';
import type { ReactNode } from 'react';

import { Prerendered } from './prerendered';

/**
 * The dark band at the top of every page: the fixed navbar is transparent with white links until
 * the page scrolls, so each page must start on a dark backdrop. Its content keeps its prerendered
 * HTML while `data` stays the same (`Prerendered`): a page's first screen costs no hydration.
 */
export function PageHero({
  children,
  data,
  maxWidth = 'lg',
}: {
  children: ReactNode;
  /** What the band shows (see `Prerendered`). */
  data: unknown;
  maxWidth?: ContainerProps['maxWidth'];
}) {
  return (
    <Box
      sx={(theme) => ({
        ...theme.mixins.darkSurface,
        bgcolor: 'primary.dark',
        backgroundImage: theme.palette.gradient.hero,
        pt: { xs: 11, md: 14 },
        pb: { xs: 4, md: 6 },
      })}
    >
      <Container maxWidth={maxWidth}>
        <Prerendered data={data}>{children}</Prerendered>
      </Container>
    </Box>
  );
}
