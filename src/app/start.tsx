import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { markPlatform } from '@/lib/platform';
import { nextTask } from '@/lib/when-idle';

import { App, hydrated } from './app';
import { createQueryClient } from './provider';
import {
  decodeQueryState,
  fetchReadAt,
  QUERY_STATE_ELEMENT_ID,
  refreshStaleAfter,
} from './query-state';
import { loadRouteModules, matchUrl } from './router';

/**
 * Resolves once the browser has parsed the whole page: public/boot.js starts the scripts as soon
 * as the top has painted, and on a long page (the list) they may arrive before the rest is parsed.
 */
function parsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * A prerendered page is hydrated with the data it was rendered from, so it shows at once and makes
 * no read before it is interactive. The SPA shell (a job newer than the build, the dev server)
 * has an empty root and renders from scratch.
 */
export async function start(): Promise<void> {
  await parsed();
  markPlatform();
  const embedded = document.getElementById(QUERY_STATE_ELEMENT_ID);
  // Asked for at once: the page's scripts already preload it (public/boot.js).
  const readAt = embedded ? fetchReadAt() : Promise.resolve(0);
  // A task of its own: this module's imports have just been evaluated, and on a slow phone adding
  // this work to that task would hold input back further.
  await nextTask();
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const matches = matchUrl(window.location.pathname);
  // The host may answer a URL with a page made for another route (404.html for any unknown path):
  // only a page rendered for this URL's route is hydrated; any other is rendered afresh.
  const prerendered =
    container.firstElementChild !== null && embedded?.dataset.route === matches.at(-1)?.route.id;
  if (prerendered && embedded?.textContent) {
    hydrate(queryClient, decodeQueryState(embedded.textContent, await readAt));
    refreshStaleAfter(queryClient, hydrated);
  }

  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (!prerendered) {
    container.replaceChildren();
    createRoot(container).render(app);
    return;
  }
  await loadRouteModules(matches);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a slow phone stays responsive while the page wakes up.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
