/**
 * A value made on first use. The first `Intl` formatter of a page costs a phone tens of
 * milliseconds (the locale's data loads); made when its module loads, that cost lands in the long
 * task that evaluates the page's scripts, where it blocks input.
 */
export function lazyValue<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
