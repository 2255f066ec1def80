import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppProvider } from './provider';
import { createRouter } from './router';

/** Set once the root's first commit has run: React now answers every event on the page. */
export const HYDRATED_MARK = 'app:hydrated';

interface AppProps {
  queryClient?: QueryClient;
  /** Whether the page's HTML was rendered ahead of time for this URL, and is being hydrated. */
  prerendered?: boolean;
}

export function App({ queryClient, prerendered = false }: AppProps) {
  const [router] = useState(() => createRouter(prerendered));
  // The end of hydration (or of the first render), for the browser tests and the benchmarks.
  useEffect(() => {
    if (performance.getEntriesByName(HYDRATED_MARK).length === 0) performance.mark(HYDRATED_MARK);
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
