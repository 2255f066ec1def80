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
      sx={{
        bgcolor: 'primary.dark',
        backgroundImage: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        color: 'primary.contrastText',
        pt: { xs: 11, md: 14 },
        pb: { xs: 4, md: 6 },
      }}
    >
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
