import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { navItems, useNavItemClick } from './nav-items';

/** The links in the bar, from tablet width up; phones reach them through the menu. */
export function NavLinks() {
  const handleClick = useNavItemClick();
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
          component={RouterLink}
          to={item.href}
          onClick={handleClick(item)}
          sx={{ color: 'inherit', fontSize: '1rem', px: 2 }}
        >
          {item.label}
        </Button>
      ))}
    </Stack>
  );
}
