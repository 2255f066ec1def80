import { parseEnv } from './env-schema';

/** The one place that reads import.meta.env; everything else imports `env`. */
export const env = parseEnv(import.meta.env, import.meta.env.PROD);
