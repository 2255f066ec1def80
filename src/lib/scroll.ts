/** Smooth scrolling that respects a visitor's request for reduced motion. Call from handlers only. */
function behavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: behavior() });
}

export function scrollToId(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: behavior(), block: 'start' });
}
