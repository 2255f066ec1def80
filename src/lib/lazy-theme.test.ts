import { createTheme } from '@mui/material/styles';
import { expect, it, vi } from 'vitest';

import { lazyTheme } from './lazy-theme';

it('builds nothing until the theme is read, then builds it once', () => {
  const create = vi.fn(() => createTheme());
  const theme = lazyTheme(create);
  expect(create).not.toHaveBeenCalled();
  expect(theme.palette.primary.main).toBe('#1976d2');
  expect(theme.spacing(2)).toBe('16px');
  expect(create).toHaveBeenCalledTimes(1);
});

it('reads as the theme it stands for, to any way of reading an object', () => {
  const theme = lazyTheme(() => createTheme());
  const real = createTheme();
  expect(Object.keys(theme)).toEqual(Object.keys(real));
  expect('breakpoints' in theme).toBe(true);
  expect({ ...theme }.typography.fontFamily).toBe(real.typography.fontFamily);
  expect(theme.breakpoints.up('md')).toBe(real.breakpoints.up('md'));
});
