import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface PolicyCardProps {
  icon: ReactNode;
  title: string;
  text: string;
}

export function PolicyCard({ icon, title, text }: PolicyCardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{ p: 2.5, height: '100%', borderRadius: (theme) => theme.shape.panel }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: (theme) => theme.shape.card,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="panelTitle" component="h2" sx={{ mb: 0.5 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{text}</Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
