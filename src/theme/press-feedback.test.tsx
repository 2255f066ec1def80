import { Button, IconButton } from '@mui/material';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/testing/render';

describe('a press on a button', () => {
  it('is drawn by the browser (:active), with no ripple rendered by React', () => {
    render(
      <AppProvider>
        <Button>Entrar em contato</Button>
        <IconButton aria-label="Abrir menu">≡</IconButton>
      </AppProvider>,
    );
    for (const button of [
      screen.getByRole('button', { name: 'Entrar em contato' }),
      screen.getByRole('button', { name: 'Abrir menu' }),
    ]) {
      fireEvent.touchStart(button);
      fireEvent.mouseDown(button);
      fireEvent.mouseUp(button);
      expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    }
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const layer = 'color-mix\\(in srgb, currentColor 16%, transparent\\)';
    expect(css).toMatch(
      new RegExp(`:active\\{background-image:linear-gradient\\(${layer}, ?${layer}\\)`),
    );
  });
});
