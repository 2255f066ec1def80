import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Where the window stands on each page of the tab's history, as a visitor expects: back and
 * forward return to where each page was left, a new page starts at its top (or at its `#id`), and
 * a change within the same page (the list's filters) or a replaced entry keeps the scroll. The
 * first render leaves the scroll alone: a reload or a return from another site is restored by the
 * browser, as a prerendered page arrives whole, and a visitor may scroll before it hydrates.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // This visit's positions; the tab's earlier ones are read from storage only when needed.
  const positions = useRef<Record<string, number>>({});
  const previous = useRef<{ key: string; pathname: string }>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Handed back to the browser when the page goes, so it restores a reload or a return itself.
    const leave = () => {
      window.history.scrollRestoration = 'auto';
      try {
        const all = { ...savedPositions(), ...positions.current };
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
      } catch {
        // Storage full or blocked: back and forward then start at the top.
      }
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  // Each scroll is the position of the entry on screen, which the layout effect below sets as it
  // commits. Read there, not from an effect of each entry: the scroll that a new page's commit
  // makes (to its top) would otherwise be taken for the last entry's when effects run late.
  useEffect(() => {
    const remember = () => {
      if (previous.current) positions.current[previous.current.key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (!from || from.key === location.key) return;
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.current[location.key] ?? savedPositions()[location.key] ?? 0);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType === 'PUSH' && location.pathname !== from.pathname) {
      window.scrollTo(0, 0);
    }
  }, [location, navigationType]);
  return null;
}
