export {
  APP_ICONS,
  APPLE_ASSOCIATION_PATH,
  appleAppSiteAssociation,
  ASSET_LINKS_PATH,
  assetLinks,
  MANIFEST_PATH,
  THEME_COLOR,
  webManifest,
} from './app-links';
export { applyHeadTags } from './apply-head';
export { buildAtomFeed, FEED_MAX_ENTRIES } from './atom-feed';
export {
  appTags,
  FEED_PATH,
  type HeadTag,
  headTags,
  OG_IMAGE,
  renderHeadTags,
  tagMarkup,
} from './head-tags';
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
