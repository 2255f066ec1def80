import {
  createBrowserRouter,
  matchRoutes,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';

import { paths } from '@/config/paths';

import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Route modules load before the first paint; nothing to show meanwhile.
    HydrateFallback: () => null,
    children: [
      {
        // Inside the frame, so a page that fails keeps the navigation bar and the footer.
        errorElement: <RouteError />,
        // Each id names its module in src/app/routes, so the prerender can preload it.
        children: [
          { id: 'landing', path: paths.home.path, lazy: () => import('./routes/landing') },
          { id: 'terms', path: paths.terms.path, lazy: () => import('./routes/terms') },
          { id: 'privacy', path: paths.privacy.path, lazy: () => import('./routes/privacy') },
          { id: 'jobs', path: paths.jobs.path, lazy: () => import('./routes/jobs') },
          { id: 'job', path: paths.job.path, lazy: () => import('./routes/job') },
          { id: 'not-found', path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

/** The routes a URL matches, the page's own route last. */
export function matchUrl(pathname: string): RouteMatch[] {
  return matchRoutes(routes, pathname) ?? [];
}

/**
 * Loads the matched route modules before the router starts, as the static handler did on the
 * server, so the first render matches the prerendered HTML instead of showing the fallback.
 */
export async function loadRouteModules(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * On a prerendered page the router starts as a hydrating one, so its first render leaves the scroll
 * alone: otherwise it treats that render as a fresh page and sends a visitor who already scrolled
 * back to the top, or to a place saved by an earlier page of the tab. A reload or a return from
 * another site is restored by the browser, as the page arrives whole. No route has a loader, so
 * there is no data to hand over.
 */
export const createRouter = (prerendered: boolean) =>
  createBrowserRouter(routes, prerendered ? { hydrationData: { loaderData: {} } } : undefined);
