import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/testing/render';

import { RippleWarmUp } from './ripple-warm-up';

const rippleStyles = () =>
  [...document.querySelectorAll('style')].some((style) =>
    style.textContent?.includes('MuiTouchRipple-rippleVisible'),
  );

describe('RippleWarmUp', () => {
  it('renders nothing at first, then plays a ripple unseen so its styles are in the page', async () => {
    const { container } = render(
      <AppProvider>
        <RippleWarmUp />
      </AppProvider>,
    );
    expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
    expect(rippleStyles()).toBe(false);

    await waitFor(() => expect(rippleStyles()).toBe(true));
    const ripple = container.querySelector('.MuiTouchRipple-root');
    expect(ripple?.closest('[hidden]')).not.toBeNull();
  });
});
