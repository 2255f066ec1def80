export { buildAtomFeed, FEED_MAX_ENTRIES } from './atom-feed';
export { FEED_PATH, OG_IMAGE, renderHeadTags } from './head-tags';
export { jobHead } from './job-head';
export { jobPostingJsonLd } from './job-posting';
export {
  homeHead,
  jobErrorHead,
  jobLoadingHead,
  jobNotFoundHead,
  jobsHead,
  notFoundHead,
  privacyHead,
  termsHead,
} from './route-heads';
export {
  buildRobots,
  buildSitemap,
  buildSitemaps,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  type SitemapFile,
} from './sitemap';
export type { PageHead, SiteInfo } from './types';
