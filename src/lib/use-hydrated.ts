import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (and on the server), true on every render after.
 * A value the server could not know (the query string of a prerendered URL, the visitor's clock)
 * waits for it, so the first client render matches the HTML and hydration never fails.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
