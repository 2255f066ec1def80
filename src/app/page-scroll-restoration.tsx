import { type RefObject, useLayoutEffect, useRef } from 'react';
import { ScrollRestoration } from 'react-router-dom';

type ScrollRef = RefObject<number | null>;

function RecordScroll({ scrollRef }: { scrollRef: ScrollRef }) {
  useLayoutEffect(() => {
    scrollRef.current = window.scrollY;
  }, [scrollRef]);
  return null;
}

function RestoreScroll({ scrollRef }: { scrollRef: ScrollRef }) {
  useLayoutEffect(() => {
    if (scrollRef.current !== null) window.scrollTo(0, scrollRef.current);
  }, [scrollRef]);
  return null;
}

/**
 * React Router's scroll restoration, except on the app's first render. A prerendered page is read
 * and scrolled before React hydrates it; the router's jump to the top would lose the visitor's
 * place and move the page under a finger about to tap. The two layout effects around it run in
 * the same commit, before any paint, and only once.
 */
export function PageScrollRestoration() {
  const initialScroll = useRef<number | null>(null);
  return (
    <>
      <RecordScroll scrollRef={initialScroll} />
      <ScrollRestoration />
      <RestoreScroll scrollRef={initialScroll} />
    </>
  );
}
