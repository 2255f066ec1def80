import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { Box, Button, IconButton, Paper } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';

import { navItems } from './nav-items';

const menuSx = (theme: Theme) => ({
  inset: 'auto',
  top: theme.spacing(7),
  right: theme.spacing(1),
  m: 0,
  p: 1,
  border: 0,
  minWidth: 200,
  color: 'text.primary',
  // A closed popover keeps the browser's display: none.
  '&:popover-open': { display: 'flex', flexDirection: 'column' },
});

/**
 * The navbar's links on phones, in the browser's popover: it opens from the first paint, before
 * React, and closes on Esc or a tap outside.
 */
export function PhoneMenu() {
  const menuId = useId();
  return (
    <Box sx={{ display: { md: 'none' } }}>
      <IconButton
        popoverTarget={menuId}
        aria-label="Abrir menu"
        edge="end"
        sx={{ color: 'inherit' }}
      >
        <MenuRoundedIcon />
      </IconButton>
      <Paper component="nav" id={menuId} popover="auto" aria-label="Menu" elevation={8} sx={menuSx}>
        {navItems.map((item) => (
          <Button
            key={item.label}
            href={item.href}
            sx={{ justifyContent: 'flex-start', color: 'inherit', fontSize: '1rem', px: 2 }}
          >
            {item.label}
          </Button>
        ))}
      </Paper>
    </Box>
  );
}
