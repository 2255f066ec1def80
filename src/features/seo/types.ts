import type { AppIdentity } from '@/config/env-schema';

/** Everything a prerendered page needs in its <head>, built per route from that route's data. */
export interface PageHead {
  /** The document title, as the browser tab shows it. */
  title: string;
  /** Open Graph and Twitter title when a link preview should read differently from the tab. */
  socialTitle?: string;
  description: string;
  /** The route's path, e.g. '/vagas/abc': the canonical URL and og:url are site.url + path. */
  path: string;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown> | null;
  noindex?: boolean;
}

/** The public facts about the site the head needs; passed in so these files stay pure. */
export interface SiteInfo {
  /** The public origin, without a trailing slash. */
  url: string;
  productName: string;
  /** The mobile app; absent or empty: no banner, no association files, no related apps. */
  app?: AppIdentity;
}
