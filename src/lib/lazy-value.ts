/**
 * A value made on first use: the site's one way to build what is costly to build (the theme,
 * `Intl` formatters). The first `Intl` formatter of a page costs a phone tens of milliseconds (the
 * locale's data loads), and the theme more; made when their module loads, that cost lands in the
 * long task that evaluates the page's scripts, where it blocks input.
 */
export function lazyValue<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
