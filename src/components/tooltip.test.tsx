import { Box } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/testing/render';

import TooltipPopup from './tooltip-popup';

// Each test starts before the tooltip's code has loaded, as a page being hydrated does.
beforeEach(() => vi.resetModules());
const freshTooltip = async () => (await import('./tooltip')).AppTooltip;

const child = <Box tabIndex={0}>12</Box>;
// Development builds of MUI mark the tooltip's child with a check attribute production omits.
const html = (tooltip: ReactNode) =>
  renderToString(<AppProvider>{tooltip}</AppProvider>).replace(
    ' data-mui-internal-clone-element="true"',
    '',
  );

describe('AppTooltip', () => {
  it.each([false, true])(
    'renders while its code loads what the tooltip renders closed (describeChild: %s)',
    async (describeChild) => {
      const AppTooltip = await freshTooltip();
      const loading = html(
        <AppTooltip title="12 pessoas" describeChild={describeChild}>
          {child}
        </AppTooltip>,
      );
      expect(loading).toContain(describeChild ? 'title="12 pessoas"' : 'aria-label="12 pessoas"');
      const closed = html(
        <TooltipPopup title="12 pessoas" describeChild={describeChild}>
          {child}
        </TooltipPopup>,
      );
      expect(loading).toContain(closed);
    },
  );

  it('shows the tooltip on hover once its code is in', async () => {
    const AppTooltip = await freshTooltip();
    render(
      <AppProvider>
        <AppTooltip title="12 pessoas já curtiram essa vaga">{child}</AppTooltip>
      </AppProvider>,
    );
    const user = userEvent.setup();
    const likes = () => screen.getByLabelText('12 pessoas já curtiram essa vaga');
    // Swapped in once the code arrives (MUI marks its child so in development builds).
    await vi.waitFor(() => expect(likes()).toHaveAttribute('data-mui-internal-clone-element'), {
      timeout: 5000,
    });
    await user.hover(likes());
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      '12 pessoas já curtiram essa vaga',
    );
  });
});
