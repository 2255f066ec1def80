import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { type HeadMatch, headOf } from './head';

/**
 * Finds the routes a path matches in the route table, their modules loaded. The provider gives it:
 * the route table renders this layout, so importing the table here would make a cycle.
 */
export const RouteLookup = createContext<((pathname: string) => Promise<HeadMatch[]>) | null>(null);

/**
 * Keeps the page's head (title, description, canonical URL, preview tags, JobPosting data) in step
 * with the route and its data: on a page rendered in the browser (the SPA shell, client-side
 * navigation) it writes what the prerender would have written, and on a prerendered page it finds
 * every tag already equal and touches none. The head is built in a task of its own, once per burst
 * of cache events: never inside a render, nor in the task that finishes hydrating.
 */
export function DocumentHead() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const findRoutes = useContext(RouteLookup);

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
    schedule();
    const unsubscribe = queryClient.getQueryCache().subscribe(schedule);
    return () => {
      current = false;
      clearTimeout(pending);
      unsubscribe();
    };
  }, [findRoutes, pathname, queryClient]);
  return null;
}
