import { type ComponentType, lazy } from 'react';

/** Resolves when the browser has a quiet moment (at once on the server and where unsupported). */
export function whenIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 1500 }));
}

/**
 * A component whose module loads at the first idle moment: in a prerendered page its HTML shows
 * at once and it hydrates once loaded; the server render waits for it.
 */
export function lazyWhenIdle<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(() => whenIdle().then(load));
}
