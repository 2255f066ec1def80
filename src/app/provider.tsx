import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { keepEqual } from '@/lib/keep-equal';
import { appTheme } from '@/theme/theme';

import { RouteLookup } from './document-head';
import { createEmotionCache } from './emotion-cache';
import { loadRouteModules, matchUrl } from './router';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, structuralSharing: keepEqual },
    },
  });
}

/** The routes a path matches, their modules loaded, for the page's head. */
async function findRoutes(pathname: string) {
  const matches = matchUrl(pathname);
  await loadRouteModules(matches);
  return matches.map(({ route, params }) => ({ handle: route.handle, params }));
}

export function AppProvider({
  children,
  queryClient,
  emotionCache,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server render passes the cache it extracts the critical CSS from. */
  emotionCache?: EmotionCache;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [cache] = useState(() => emotionCache ?? createEmotionCache());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <RouteLookup value={findRoutes}>{children}</RouteLookup>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
