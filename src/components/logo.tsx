import { Box, SvgIcon, Typography } from '@mui/material';

import { site } from '@/config/site';

/** The site's mark: a tooth outline drawn for this project, and the product name. */
export function Logo({ color = 'inherit' }: { color?: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <SvgIcon viewBox="0 0 24 24" sx={{ fontSize: 30 }} aria-hidden>
        <path
          d="M7.5 3C5 3 3.5 5 3.5 7.6c0 3.2 1.7 5 2.1 8.2.4 2.7 1.1 5.2 2.5 5.2 1.5 0 1.5-2.5 2-4.3.3-1.3.9-2 1.9-2s1.6.7 1.9 2c.5 1.8.5 4.3 2 4.3 1.4 0 2.1-2.5 2.5-5.2.4-3.2 2.1-5 2.1-8.2C20.5 5 19 3 16.5 3c-2 0-3 1.2-4.5 1.2S9.5 3 7.5 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </SvgIcon>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: -0.3 }}
      >
        {site.productName}
      </Typography>
    </Box>
  );
}
