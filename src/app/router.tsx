import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, useEffect, useState } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { preloadNextPage } from '@/lib/preload-next-page';
import { whenIdle } from '@/lib/when-idle';

import type { RouteHandle } from './head';
import {
  jobReads,
  jobsReads,
  landingReads,
  type ReadMatch,
  type RouteReads,
  startReads,
} from './reads';
import { RootLayout } from './routes/root-layout';

/** What a page's module in src/app/routes exports. */
export interface RouteModule {
  Component: ComponentType;
  handle: RouteHandle;
}

// Every page module, each its own chunk. The prerender preloads `src/app/routes/<id>.tsx` for a
// page of route `<id>`: a route without its module fails here, when the app loads.
const pageModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/root-layout.tsx',
  '!./routes/route-error.tsx',
]);

/**
 * Every page: its id (and so its module), its path, what it reads (src/app/reads.ts), and the
 * page its links mostly lead to, whose files it asks for at its first quiet moment and whose module
 * it runs once the visitor scrolls: a tap on a card of the list then shows the job without first
 * waiting for the job page's code.
 */
const pages: readonly { id: string; path: string; reads?: RouteReads; leadsTo?: string }[] = [
  { id: 'landing', path: paths.home.path, reads: landingReads },
  { id: 'terms', path: paths.terms.path },
  { id: 'privacy', path: paths.privacy.path },
  { id: 'jobs', path: paths.jobs.path, reads: jobsReads, leadsTo: 'job' },
  { id: 'job', path: paths.job.path, reads: jobReads },
  { id: 'not-found', path: '*' },
];

const readsById = new Map(pages.map(({ id, reads }) => [id, reads]));
const leadsToById = new Map(pages.map(({ id, leadsTo }) => [id, leadsTo]));

/** The page a page's links mostly lead to, by id. */
export function leadsTo(id: string): string | undefined {
  return leadsToById.get(id);
}

/** The matched routes with the reads each declares. */
export function readMatches(matches: readonly RouteMatch[]): ReadMatch[] {
  return matches.map(({ route, params }) => ({ reads: readsById.get(route.id ?? ''), params }));
}

const loading = new Map<string, Promise<RouteModule>>();
const loaded = new Map<string, RouteModule>();
const lazyPages = new Map<string, ComponentType>();

function moduleLoader(id: string): () => Promise<RouteModule> {
  const load = pageModules[`./routes/${id}.tsx`];
  if (!load) throw new Error(`Route "${id}" has no module src/app/routes/${id}.tsx`);
  return load;
}

/** Loads a page's module once; its head then comes with the route's matches. */
export function loadRoute(route: RouteObject): Promise<RouteModule> {
  const id = route.id!;
  let promise = loading.get(id);
  if (!promise) {
    promise = moduleLoader(id)().then(
      (module) => {
        loaded.set(id, module);
        route.handle = module.handle;
        return module;
      },
      (error: unknown) => {
        // A chunk that failed to arrive (offline, a deploy replaced it) is asked for again next time.
        loading.delete(id);
        lazyPages.delete(id);
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

function lazyPage(route: RouteObject): ComponentType {
  let page = lazyPages.get(route.id!);
  if (!page) {
    page = lazy(() => loadRoute(route).then(({ Component }) => ({ default: Component })));
    lazyPages.set(route.id!, page);
  }
  return page;
}

/**
 * A page: rendered at once when its module is in (always while hydrating, so a prerendered page
 * reads nothing), else once it loads, its reads started meanwhile. Chosen once per visit of the
 * page, so a module arriving meanwhile never remounts it.
 */
function Page({ route }: { route: RouteObject }) {
  const queryClient = useQueryClient();
  const params = useParams();
  const [Shown] = useState(() => {
    const module = loaded.get(route.id!);
    if (module) return module.Component;
    // Its code must still arrive: its reads start now, not once the page has rendered.
    startReads([{ reads: readsById.get(route.id!), params }], queryClient);
    return lazyPage(route);
  });
  useEffect(() => {
    const next = pageRoutes.find(({ id }) => id === leadsTo(route.id!));
    if (!next) return;
    let live = true;
    void preloadNextPage();
    // Once the visitor scrolls, at the next quiet moment: evaluating the module is a task of
    // about 40 ms at 4× CPU, kept away from the taps made as the page wakes up (the filters'),
    // while a visitor who scrolls is on the way to the cards. A failure is left to the tap that
    // needs the module, which asks again.
    const load = () =>
      void whenIdle().then(() => {
        if (live) loadRoute(next).catch(() => undefined);
      });
    window.addEventListener('scroll', load, { passive: true, once: true });
    return () => {
      live = false;
      window.removeEventListener('scroll', load);
    };
  }, [route]);
  return <Shown />;
}

export const pageRoutes: RouteObject[] = pages.map(({ id, path }) => {
  moduleLoader(id);
  const route: RouteObject = { id, path };
  route.element = <Page route={route} />;
  return route;
});

export const routes: RouteObject[] = [{ element: <RootLayout />, children: pageRoutes }];

/** The routes a URL matches, the page's own route last. */
export function matchUrl(pathname: string): RouteMatch[] {
  return matchRoutes(routes, pathname) ?? [];
}

/**
 * Loads the matched page's module before React starts, so the first render matches the
 * prerendered HTML instead of suspending.
 */
export async function loadRouteModules(matches: RouteMatch[]): Promise<void> {
  await Promise.all(matches.filter(({ route }) => route.id).map(({ route }) => loadRoute(route)));
}
