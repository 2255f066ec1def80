import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

import { site } from '@/config/site';
import type { PageHead, SiteInfo } from '@/features/seo';

export interface HeadContext {
  params: Params;
  /** The route's path as the visitor opened it. */
  pathname: string;
  queryClient: QueryClient;
  site: SiteInfo;
}

/** Each route module exports `handle = { head }`: the one place a page's head comes from. */
export interface RouteHandle {
  head: (context: HeadContext) => PageHead;
}

/** A matched route, its module loaded: its handle says how to build the head. */
export interface HeadMatch {
  handle?: unknown;
  params: Params;
}

function hasHead(handle: unknown): handle is RouteHandle {
  return typeof (handle as RouteHandle | undefined)?.head === 'function';
}

export const siteInfo: SiteInfo = {
  url: site.url,
  productName: site.productName,
  app: site.app,
};

/** The head of the deepest matched route that declares one; the server and the browser share it. */
export function headOf(
  matches: readonly HeadMatch[],
  pathname: string,
  queryClient: QueryClient,
): PageHead {
  const match = matches.findLast((candidate) => hasHead(candidate.handle));
  // Every route declares its head; this only covers a route module that failed to load.
  if (!match || !hasHead(match.handle)) {
    return { title: site.productName, description: site.tagline, path: pathname, noindex: true };
  }
  return match.handle.head({ params: match.params, pathname, queryClient, site: siteInfo });
}
