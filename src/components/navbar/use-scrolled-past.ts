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
    // Read in the next frame: reading the scroll position now would lay out the whole page inside
    // the task that ends hydration.
    const frame = requestAnimationFrame(mark);
    window.addEventListener('scroll', mark, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', mark);
    };
  }, [element, threshold]);
}
