import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { paths } from '@/config/paths';

import { RootLayout } from './routes/root-layout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Route modules load before the first paint; nothing to show meanwhile.
    HydrateFallback: () => null,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/landing') },
      { path: paths.terms.path, lazy: () => import('./routes/terms') },
      { path: paths.privacy.path, lazy: () => import('./routes/privacy') },
      { path: paths.jobs.path, lazy: () => import('./routes/jobs') },
      { path: paths.job.path, lazy: () => import('./routes/job') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
