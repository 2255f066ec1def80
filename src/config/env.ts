import type { SiteEnv } from './env-schema';

declare const __SITE_ENV__: SiteEnv;

/**
 * The site's configuration: the VITE_ variables as vite.config.ts read and checked them when the
 * code was built (or served). The one place the code reads it from; everything else imports `env`.
 */
export const env: SiteEnv = __SITE_ENV__;
