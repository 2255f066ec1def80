import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';

import { useEndOfHydration } from '@/lib/use-started-hydrating';

import { AppProvider } from './provider';
import { routes } from './router';

/** Set once the root's first commit has run: React now answers every event on the page. */
export const HYDRATED_MARK = 'app:hydrated';

let settleHydrated = () => {};
/** Settles with the root's first commit (the end of hydration, or of the first render). */
export const hydrated = new Promise<void>((resolve) => {
  settleHydrated = resolve;
});

function Routes() {
  return useRoutes(routes);
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  useEndOfHydration();
  // The end of hydration (or of the first render), for the browser tests and the benchmarks.
  useEffect(() => {
    if (performance.getEntriesByName(HYDRATED_MARK).length === 0) performance.mark(HYDRATED_MARK);
    settleHydrated();
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </AppProvider>
  );
}
