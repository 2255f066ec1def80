import { render } from '@testing-library/react';
import { Fragment, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { AppProvider, createTestQueryClient } from './render';

/**
 * The app's providers mounted once; each `show` replaces what they hold with a fresh mount, as a
 * list remounts its cards, so a fuzz run of hundreds of cases pays for the providers only once.
 */
export function mountOnce(queryClient = createTestQueryClient()) {
  const ui = (content: ReactElement) => (
    <AppProvider queryClient={queryClient}>
      <MemoryRouter>{content}</MemoryRouter>
    </AppProvider>
  );
  const view = render(ui(<div />));
  let key = 0;
  return {
    queryClient,
    show(content: ReactElement): HTMLElement {
      key += 1;
      view.rerender(ui(<Fragment key={key}>{content}</Fragment>));
      return view.container;
    },
  };
}
