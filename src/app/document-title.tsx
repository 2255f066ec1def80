import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

import { headOf } from './head';

/**
 * Keeps the tab title in step with the route and its data after the first page: the prerendered
 * HTML already carries every head tag, and crawlers read that, so in the browser only the title
 * needs to follow client-side navigation and data arriving.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const titleNow = () => headOf(matches, pathname, queryClient).title;
  const title = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    titleNow,
    titleNow,
  );

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
