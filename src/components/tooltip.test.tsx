import { Box } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/testing/render';

import { AppTooltip } from './tooltip';
import TooltipPopup from './tooltip-popup';

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
    (describeChild) => {
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
    render(
      <AppProvider>
        <AppTooltip title="12 pessoas já curtiram essa vaga">{child}</AppTooltip>
      </AppProvider>,
    );
    const user = userEvent.setup();
    await user.hover(await screen.findByLabelText('12 pessoas já curtiram essa vaga'));
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      '12 pessoas já curtiram essa vaga',
    );
  });
});
