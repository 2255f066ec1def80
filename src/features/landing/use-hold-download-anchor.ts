import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { statsQueryOptions, topCategoriesQueryOptions } from '@/features/jobs/api';
import { scrollToId } from '@/lib/scroll';

/**
 * A visitor who arrives on /#download is scrolled there by the router before the stats card and
 * the category chips load; when they appear above the section they push it down (browsers
 * without scroll anchoring leave the visitor short of it). Once both reads settle, scroll to it
 * again.
 */
export function useHoldDownloadAnchor(): void {
  const { hash } = useLocation();
  const statsPending = useQuery(statsQueryOptions()).isPending;
  const categoriesPending = useQuery(topCategoriesQueryOptions()).isPending;
  const loading = statsPending || categoriesPending;
  const wasLoading = useRef(loading);

  useEffect(() => {
    if (wasLoading.current && !loading && hash === `#${paths.download.id}`) {
      scrollToId(paths.download.id);
    }
    wasLoading.current = loading;
  }, [loading, hash]);
}
