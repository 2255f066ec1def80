import { vi } from 'vitest';

/** A read that never settles: the page stays in its loading state for the whole test. */
export const never = <T = never>() => new Promise<T>(() => {});

/**
 * Replaces `window.matchMedia` (jsdom has none) until `vi.unstubAllGlobals()`; `matches` answers
 * for every query, or per query when given a function.
 */
export function stubMatchMedia(matches: boolean | ((query: string) => boolean)): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: typeof matches === 'function' ? matches(media) : matches,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
