import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * `server` while React hydrates a prerendered page (and on the server), `read()` on every other
 * render: for what only the browser can answer (the platform, a browser feature), read only there.
 */
export function useBrowserValue<T>(read: () => T, server: T): T {
  return useSyncExternalStore(noSubscription, read, () => server);
}

/**
 * `server` while React hydrates a prerendered page (and on the server), `client` on every other
 * render. A value the server could not know (the query string of a prerendered URL) waits for
 * hydration, so the first render matches the HTML. When both are equal, as they are for most
 * visits, hydration costs no second render; when they differ, React renders again right away.
 */
export function useHydratedValue<T>(client: T, server: T): T {
  return useBrowserValue(() => client, server);
}
