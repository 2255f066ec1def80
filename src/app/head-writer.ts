import { applyHeadTags, headTags, type PageHead } from '@/features/seo';

import { siteInfo } from './head';

/** Writes a page's head into the document; loaded on its own, after the page is interactive. */
export function writeHead(head: PageHead): void {
  applyHeadTags(document.head, headTags(head, siteInfo));
}
