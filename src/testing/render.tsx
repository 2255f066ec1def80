import { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { ServerRender } from '@/lib/server-render';

// Tests that mount a component without a router still wrap it in the app's own providers.
export { AppProvider };

export interface RenderOptions {
  /** The URL the test starts on. */
  url?: string;
  /** The route pattern the element is mounted at (to read params such as :idvaga). */
  path?: string;
  /** Other routes the test can navigate to, shown as their path in a heading. */
  otherPaths?: string[];
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders `ui` inside the app's providers and a memory router, as a visitor would reach it. */
export function renderWithApp(
  ui: ReactElement,
  { url = '/', path = '*', otherPaths = [] }: RenderOptions = {},
): RenderResult & {
  user: UserEvent;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
} {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...otherPaths.map((other) => ({ path: other, element: <h1>{`rota ${other}`}</h1> })),
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, queryClient, router };
}

/**
 * The whole site at `url`, as the browser renders it, page modules loading lazily. The boundary
 * is the test's: the test renderer does not retry a render suspended at its root, the browser does.
 */
export function renderSite(url: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider queryClient={queryClient}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>,
  );
  return router;
}

/**
 * The HTML the build writes for `ui`: like the prerender, it waits for what is suspended (code
 * loaded on demand). renderToString writes a boundary still waiting as `<!--$!-->` (left to the
 * browser), so it renders again until none is left.
 */
export async function prerenderHtml(ui: ReactElement): Promise<string> {
  const { renderToString } = await import('react-dom/server');
  for (let attempt = 0; attempt < 100; attempt++) {
    const html = renderToString(ui);
    if (!html.includes('<!--$!-->')) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('A suspended part never finished rendering');
}

/**
 * A prerendered page: the build's HTML for `router`'s page, in the app's providers, hydrated as the
 * browser does. Fails the test on any hydration error or warning. The container is in the
 * document: remove it when done.
 */
export async function hydratePrerendered(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient = createTestQueryClient(),
): Promise<HTMLElement> {
  const page = (server: boolean) => (
    <ServerRender value={server}>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </ServerRender>
  );
  const container = document.createElement('div');
  container.innerHTML = await prerenderHtml(page(true));
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, page(false), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return container;
}

/** Whether React hydrated `element`: it attaches its fiber to each; adopted HTML carries none. */
export const ownedByReact = (element: Element | null): boolean =>
  Object.keys(element ?? {}).some((key) => key.startsWith('__reactFiber'));
