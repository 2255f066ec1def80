import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

import { headOf } from './head';

/**
 * Keeps the tab title in step with the route and its data after the first page: the prerendered
 * HTML already carries every head tag, and crawlers read that, so in the browser only the title
 * needs to follow client-side navigation and data arriving. A route's head (a job's structured
 * data included) is built in a task of its own, once per burst of cache events: never inside a
 * render, nor in the task that finishes hydrating.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      pending = undefined;
      document.title = headOf(matches, pathname, queryClient).title;
    };
    const schedule = () => {
      pending ??= setTimeout(update, 0);
    };
    schedule();
    const unsubscribe = queryClient.getQueryCache().subscribe(schedule);
    return () => {
      clearTimeout(pending);
      unsubscribe();
    };
  }, [matches, pathname, queryClient]);
  return null;
}
