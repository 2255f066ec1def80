import { type RefObject, useEffect } from 'react';

/**
 * Marks `element` with `data-scrolled` while the page is scrolled more than `threshold` pixels:
 * its styles follow the attribute, so crossing the threshold renders nothing in React, which on a
 * slow phone would hold the scroll (and a tap that follows) for tens of milliseconds. Unmarked
 * when prerendered; set when the page is taken over, if it was scrolled before.
 */
export function useScrolledPast(element: RefObject<HTMLElement | null>, threshold: number): void {
  useEffect(() => {
    const mark = () =>
      element.current?.toggleAttribute('data-scrolled', window.scrollY > threshold);
    mark();
    window.addEventListener('scroll', mark, { passive: true });
    return () => window.removeEventListener('scroll', mark);
  }, [element, threshold]);
}
