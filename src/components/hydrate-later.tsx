import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/** Resolves when the browser has a quiet moment (at once on the server and where unsupported). */
function whenIdle(): Promise<void> {
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

function Passthrough({ children }: { children: ReactNode }) {
  return children;
}

// One boundary type for the whole app: it resolves once, at the first idle moment of the visit.
const AfterIdle = lazyWhenIdle(async () => ({ default: Passthrough }));

/**
 * Content that is in the prerendered HTML at once but hydrated only when the browser is idle:
 * React leaves a not-yet-hydrated boundary's HTML as it is, so a slow phone shows the whole page
 * and makes the top of it interactive first. The server render waits for it, so the HTML is
 * complete; a client-side render shows `fallback` for that first idle moment.
 */
export function HydrateLater({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <AfterIdle>{children}</AfterIdle>
    </Suspense>
  );
}
