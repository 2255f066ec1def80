import { Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { scrollToId, scrollToTop } from '@/lib/scroll';

interface NavLink {
  label: string;
  href: string;
  /** On the home page, scroll instead of navigating. */
  onHome?: () => void;
}

const links: NavLink[] = [
  { label: 'Home', href: paths.home.getHref(), onHome: scrollToTop },
  { label: 'Vagas', href: paths.jobs.getHref() },
  {
    label: 'Download',
    href: paths.download.getHref(),
    onHome: () => scrollToId(paths.download.id),
  },
];

export function NavLinks({ color }: { color: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const handleClick = (link: NavLink) => (event: MouseEvent) => {
    if (pathname !== paths.home.path || !link.onHome) return;
    event.preventDefault();
    navigate(link.href, { replace: true, preventScrollReset: true });
    link.onHome();
  };

  return (
    <Stack
      component="nav"
      aria-label="Principal"
      direction="row"
      spacing={1}
      sx={{ display: { xs: 'none', md: 'flex' } }}
    >
      {links.map((link) => (
        <Button
          key={link.label}
          component={RouterLink}
          to={link.href}
          onClick={handleClick(link)}
          sx={{ color, fontSize: '1rem', px: 2 }}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
