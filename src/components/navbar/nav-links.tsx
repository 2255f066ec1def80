import { Button, Stack } from '@mui/material';

import { navItems } from './nav-items';

/** The links in the bar, from tablet width up; phones reach them through the menu. */
export function NavLinks() {
  return (
    <Stack
      component="nav"
      aria-label="Principal"
      direction="row"
      spacing={1}
      sx={{ display: { xs: 'none', md: 'flex' } }}
    >
      {navItems.map((item) => (
        <Button
          key={item.label}
          href={item.href}
          sx={{ color: 'inherit', fontSize: '1rem', px: 2 }}
        >
          {item.label}
        </Button>
      ))}
    </Stack>
  );
}
