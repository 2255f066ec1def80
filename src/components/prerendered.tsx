import {
  type ElementType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useContext,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';

import { SharedParts } from '@/lib/server-render';
import { useStartedHydrating } from '@/lib/use-started-hydrating';

const NOT_ADOPTED = Symbol('not adopted');

/**
 * An element's props under which React, hydrating, adopts its prerendered content as it is: the
 * element renders no children of its own, and the HTML already inside it stays.
 */
export const ADOPT_CONTENT = {
  suppressHydrationWarning: true,
  dangerouslySetInnerHTML: { __html: '' },
} as const;

interface PrerenderedProps extends HTMLAttributes<HTMLElement> {
  /** The wrapping element; `display: contents` by default, so it changes no layout. */
  as?: ElementType;
  /**
   * What the content shows: while it stays the same object (or an array of the same objects),
   * the prerendered HTML stays.
   */
  data: unknown;
  /**
   * Handed to the router when a plain link inside is followed (React Router's location state),
   * as it is when the click comes: the content need not render again when it changes.
   */
  linkState?: unknown;
  /**
   * Names content that shows the same wherever the same `data` shows it (the bar, the footer, a
   * similar job's card): the build renders it once per thread and copies its HTML to other pages.
   */
  sharedAs?: string;
  children: ReactNode;
}

/** The same object, or arrays holding the same objects. */
function sameData(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
  }
  return Object.is(a, b);
}

/** An unmodified left click on a link to this site, which the router can follow in the page. */
export function inAppHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Content that never changes in the browser once rendered (a job's description, the legal text,
 * the footer). On a prerendered page React adopts its HTML as it is instead of rendering it again
 * to hydrate it: a phone spends nothing on it before the page answers. Plain links inside go
 * through the router, adopted or not. Anywhere else (a page rendered in the browser, a later visit to the route,
 * new `data`), the children render as usual.
 */
export function Prerendered({
  as: Tag = 'div',
  data,
  linkState,
  sharedAs,
  onClick,
  children,
  ...rest
}: PrerenderedProps) {
  const parts = useContext(SharedParts);
  const hydrating = useStartedHydrating();
  const [adopted] = useState<unknown>(() => (hydrating ? data : NOT_ADOPTED));
  const navigate = useNavigate();
  const style = Tag === 'div' ? { display: 'contents' } : undefined;

  // `onClick` sees the click first, and may take it (preventDefault).
  const followLink = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    const href = inAppHref(event);
    if (href === null) return;
    event.preventDefault();
    // As a router link does: following a link to where the visitor already is adds no entry.
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(href, { state: linkState, replace: href === here });
  };
  if (parts && sharedAs !== undefined) {
    return parts.render(
      [sharedAs, ...(Array.isArray(data) ? data : [data])],
      <Tag style={style} {...rest}>
        {children}
      </Tag>,
    );
  }
  if (!sameData(adopted, data)) {
    return (
      <Tag style={style} {...rest} onClick={followLink}>
        {children}
      </Tag>
    );
  }
  return <Tag style={style} {...rest} onClick={followLink} {...ADOPT_CONTENT} />;
}
