import { Box, Container, type ContainerProps } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The dark band at the top of every page: the fixed navbar is transparent with white links until
 * the page scrolls, so each page must start on a dark backdrop.
 */
export function PageHero({
  children,
  maxWidth = 'lg',
}: {
  children: ReactNode;
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
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
