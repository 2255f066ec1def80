import { AppBar, Box, Link, Toolbar } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { site } from '@/config/site';

import { Logo } from '../logo';
import { NavLinks } from './nav-links';
import { PhoneMenu } from './phone-menu';
import { useScrolledPast } from './use-scrolled-past';

export const SCROLL_THRESHOLD = 30;

/** Transparent over each page's dark hero at the top; frosted white once the page scrolls. */
export function Navbar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const color = scrolled ? 'text.primary' : 'common.white';
  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={(theme) => ({
        ...(!scrolled && theme.mixins.darkSurface),
        bgcolor: scrolled ? alpha(theme.palette.background.paper, 0.85) : 'transparent',
        backdropFilter: scrolled ? 'blur(12px)' : 'none',
        boxShadow: scrolled ? theme.shadows[3] : 'none',
        transition: theme.transitions.create(['background-color', 'box-shadow']),
      })}
    >
      <Toolbar sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 } }}>
        <Link
          component={RouterLink}
          to={paths.home.getHref()}
          aria-label={`${site.productName}, página inicial`}
          underline="none"
          sx={{
            color,
            display: 'inline-flex',
            borderRadius: (theme) => theme.shape.control,
          }}
        >
          <Logo />
        </Link>
        <Box sx={{ flex: 1 }} />
        <NavLinks color={color} />
        <PhoneMenu color={color} />
      </Toolbar>
    </AppBar>
  );
}
