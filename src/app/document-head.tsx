import { type QueryCacheNotifyEvent, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { useStartedHydrating } from '@/lib/use-started-hydrating';

import { type HeadMatch, headOf } from './head';

/**
 * Finds the routes a path matches in the route table, their modules loaded. The provider gives it:
 * the route table renders this layout, so importing the table here would make a cycle.
 */
export const RouteLookup = createContext<((pathname: string) => Promise<HeadMatch[]>) | null>(null);

/** A cache event after which the head may read differently: data, or an error, came or went. */
const changesData = (event: QueryCacheNotifyEvent) =>
  event.type === 'removed' ||
  (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error'));

/**
 * Keeps the page's head (title, description, canonical URL, preview tags, JobPosting data) in step
 * with the route and its data: on a page rendered in the browser (the SPA shell, client-side
 * navigation) it writes what the prerender would have written. A prerendered page's head was written
 * by the same code from the same data: it is built again only once the path or the data change,
 * not as the page wakes up (about 50 ms at 4× CPU). The head is built in a task of its own, once
 * per burst of cache events: never inside a render, nor in the task that finishes hydrating.
 */
export function DocumentHead() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const findRoutes = useContext(RouteLookup);
  const prerenderedPath = useRef(useStartedHydrating() ? pathname : null);

  useEffect(() => {
    if (!findRoutes) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const update = async () => {
      // Loaded once, after the page is interactive: the startup bundle carries no head code.
      const [matches, { writeHead }] = await Promise.all([
        findRoutes(pathname),
        import('./head-writer'),
      ]);
      if (!current) return;
      writeHead(headOf(matches, pathname, queryClient));
    };
    const schedule = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        // A page whose module failed to load shows its error; the head stays as it was.
        update().catch(() => {});
      }, 0);
    };
    if (pathname !== prerenderedPath.current) schedule();
    prerenderedPath.current = null;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (changesData(event)) schedule();
    });
    return () => {
      current = false;
      clearTimeout(pending);
      unsubscribe();
    };
  }, [findRoutes, pathname, queryClient]);
  return null;
}
