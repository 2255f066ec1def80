import { AppBar, Box, Link, Toolbar } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useRef } from 'react';

import { Prerendered } from '@/components/prerendered';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

import { Logo } from '../logo';
import { useNavClick } from './nav-items';
import { NavLinks } from './nav-links';
import { PhoneMenu } from './phone-menu';
import { useScrolledPast } from './use-scrolled-past';

export const SCROLL_THRESHOLD = 30;

/** What the bar holds never changes: its prerendered HTML stays. */
const BAR = 'navbar';

/**
 * Transparent over each page's dark hero at the top; frosted white once the page scrolls. Its
 * links are plain links, followed inside the app by `Prerendered` and `useNavClick`, whether the
 * bar was adopted or rendered.
 */
export function Navbar() {
  const bar = useRef<HTMLElement>(null);
  useScrolledPast(bar, SCROLL_THRESHOLD);
  const handleClick = useNavClick();
  return (
    <AppBar
      ref={bar}
      position="fixed"
      elevation={0}
      sx={(theme) => ({
        bgcolor: 'transparent',
        boxShadow: 'none',
        // The frosted surface is a layer of its own that fades in and out by its opacity, which
        // the compositor animates alone. A transition of the bar's own background and shadow
        // was repainted by the main thread in every frame, and a tap that followed the scroll
        // waited behind those frames (about 50 ms at 4× CPU).
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          bgcolor: alpha(theme.palette.background.paper, 0.85),
          boxShadow: theme.shadows[3],
          opacity: 0,
          transition: theme.transitions.create('opacity'),
        },
        '&:not([data-scrolled])': theme.mixins.darkSurface,
        '&[data-scrolled]': { color: 'text.primary' },
        // The blur only where it shows: at the top, the page under the bar is drawn as it is.
        '&[data-scrolled]::before': { opacity: 1, backdropFilter: 'blur(12px)' },
      })}
    >
      <Prerendered data={BAR} sharedAs={BAR} onClick={handleClick}>
        <Toolbar sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 } }}>
          <Link
            href={paths.home.getHref()}
            aria-label={`${site.productName}, página inicial`}
            underline="none"
            sx={{
              color: 'inherit',
              display: 'inline-flex',
              borderRadius: (theme) => theme.shape.control,
            }}
          >
            <Logo />
          </Link>
          <Box sx={{ flex: 1 }} />
          <NavLinks />
          <PhoneMenu />
        </Toolbar>
      </Prerendered>
    </AppBar>
  );
}
