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

/**
 * Resolves once the browser has painted what is on screen now, in the task after that paint: work
 * started then cannot delay the paint. At once where nothing paints (a hidden page, no browser).
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) return Promise.resolve();
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(nextTask);
}

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task: whatever the browser has waiting (a tap, a paint) runs first. Chrome's
 * `scheduler.yield()` then resumes ahead of other waiting work and, unlike a chain of timers, is
 * never held back 4 ms.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * How long a slice of work holds the browser's main thread before it lets the browser run what
 * waits, as long as React's scheduler gives itself. A task past 50 ms is a long task (a tap
 * waits behind it, Total Blocking Time counts it): a slice stays far enough below it on a phone
 * four times slower than the machine that measures it, as Lighthouse assumes.
 */
export const SLICE_MS = 5;

/**
 * `make` applied to each item in turn, as `items.map` would, but in a browser in slices of about
 * SLICE_MS with a task between them: parsing 50 jobs, or normalizing their descriptions for the
 * search, took a slow phone 50–70 ms in one piece. Outside a browser (the build), in one piece.
 * Stops early, with what it has made, once `signal` aborts.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  make: (item: T) => R,
  signal?: AbortSignal,
): Promise<R[]> {
  const made: R[] = [];
  let sliceEnd = performance.now() + SLICE_MS;
  for (const item of items) {
    if (typeof document !== 'undefined' && performance.now() > sliceEnd) {
      await nextTask();
      sliceEnd = performance.now() + SLICE_MS;
    }
    if (signal?.aborted) break;
    made.push(make(item));
  }
  return made;
}
