/**
 * Pure parsing of the VITE_* variables, shared by the app (src/config/env.ts) and the build
 * (vite.config.ts), so a production build can refuse a configuration the site cannot run with.
 */

export const DEMO_PROJECT_ID = 'demo-odontovagas';
export const DEFAULT_PRODUCT_NAME = 'OdontoVagas';
export const DEFAULT_CONTACT_EMAIL = 'contato@example.com';
export const DEFAULT_SITE_URL = 'http://localhost:5173';

export type RawEnv = Partial<Record<string, string | boolean | undefined>>;

export interface EmulatorHost {
  host: string;
  port: number;
}

/**
 * Where the landing counts and the owner names are read. Both null: the spec's reads (count
 * `users`, read `users/{id}`). Set: a public projection the app keeps up to date (README).
 */
export interface PublicProjection {
  /** A document path (even number of segments) with integer fields `users` and `vagas`. */
  statsDoc: string | null;
  /** A collection path (odd number of segments) of `{display_name, tipoPerfil, nomefantasia}`. */
  profilesCollection: string | null;
}

export interface SiteEnv {
  firebase: { apiKey: string; authDomain?: string; projectId: string; appId?: string };
  publicProjection: PublicProjection;
  /** reCAPTCHA Enterprise site key: App Check is on only when it is set. */
  appCheckSiteKey: string | null;
  emulator: EmulatorHost | null;
  productName: string;
  contactEmail: string;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  /** The public origin (no trailing slash): canonical URLs, og:url, og:image, the sitemap. */
  siteUrl: string;
}

export class EnvError extends Error {}

function text(raw: RawEnv, name: string): string {
  const value = raw[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * `127.0.0.1:8080` → {host: '127.0.0.1', port: 8080}; `[::1]:8080` → {host: '::1', port: 8080};
 * null for anything else. The one reading of an emulator address: the app's env, the seed script
 * and the integration tests all go through it.
 */
export function parseHostPort(value: string): EmulatorHost | null {
  const match = /^(\[[0-9a-f:]+\]|[a-z0-9.-]+):(\d{1,5})$/i.exec(value);
  const port = match ? Number(match[2]) : 0;
  if (!match || port < 1 || port > 65535) return null;
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
}

function parseEmulatorHost(value: string): EmulatorHost {
  const parsed = parseHostPort(value);
  if (!parsed) {
    throw new EnvError(
      `VITE_FIRESTORE_EMULATOR_HOST must be host:port (for example 127.0.0.1:8080), got "${value}".`,
    );
  }
  return parsed;
}

function storeUrl(raw: RawEnv, name: string): string | null {
  const value = text(raw, name);
  if (!value) return null;
  if (!/^https:\/\/\S+$/.test(value)) {
    throw new EnvError(`${name} must be an https:// address or empty, got "${value}".`);
  }
  return value;
}

function email(raw: RawEnv): string {
  const value = text(raw, 'VITE_CONTACT_EMAIL') || DEFAULT_CONTACT_EMAIL;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new EnvError(`VITE_CONTACT_EMAIL must be an e-mail address, got "${value}".`);
  }
  return value;
}

// Firestore refuses these as path segments: '.', '..', '__name__'-like, empty, or with a slash.
const SEGMENT = /^(?!\.\.?$)(?!__.*__$)[^/]+$/;

const PATH_SHAPES = {
  document: 'a document path like public/stats (an even number of segments)',
  collection: 'a collection path like publicProfiles (an odd number of segments)',
};

function firestorePath(raw: RawEnv, name: string, kind: keyof typeof PATH_SHAPES): string | null {
  const value = text(raw, name).replace(/^\/+|\/+$/g, '');
  if (!value) return null;
  const segments = value.split('/');
  const isDocument = segments.length % 2 === 0;
  if (!segments.every((segment) => SEGMENT.test(segment)) || isDocument !== (kind === 'document')) {
    throw new EnvError(`${name} must be ${PATH_SHAPES[kind]}, got "${value}".`);
  }
  return value;
}

/** The RFC 2606 example domains: an address there reaches no one. */
function isPlaceholderEmail(value: string): boolean {
  return /@(?:[^@]+\.)?example\.(?:com|net|org)$/i.test(value);
}

/**
 * A production build for a real project (its id does not start with `demo-`) ships the legal
 * pages, whose contact address is the data holder's under the LGPD, and talks to real Firestore,
 * which needs the API key.
 */
function checkRealProject(raw: RawEnv, contactEmail: string): void {
  if (!text(raw, 'VITE_FIREBASE_API_KEY')) {
    throw new EnvError(
      'VITE_FIREBASE_API_KEY is missing: a production build for a real Firebase project needs the web API key (see .env.example).',
    );
  }
  if (isPlaceholderEmail(contactEmail)) {
    throw new EnvError(
      `VITE_CONTACT_EMAIL is the placeholder "${contactEmail}": the Terms and the Privacy Policy must name a real contact address.`,
    );
  }
}

function siteUrl(raw: RawEnv): string {
  const value = text(raw, 'VITE_SITE_URL') || DEFAULT_SITE_URL;
  if (!/^https?:\/\/[^/\s?#]+\/?$/.test(value)) {
    throw new EnvError(
      `VITE_SITE_URL must be the site's origin, like https://www.example.com.br, got "${value}".`,
    );
  }
  return value.replace(/\/$/, '');
}

/**
 * Reads the site configuration. `production` is true for a production build: there the demo
 * project id is not assumed, because shipping a site wired to a non-existent project is worse
 * than a failed build.
 */
export function parseEnv(raw: RawEnv, production: boolean): SiteEnv {
  const projectId = text(raw, 'VITE_FIREBASE_PROJECT_ID') || (production ? '' : DEMO_PROJECT_ID);
  if (!projectId) {
    throw new EnvError(
      'VITE_FIREBASE_PROJECT_ID is missing: a production build needs the Firebase project id (see .env.example).',
    );
  }
  const emulatorHost = text(raw, 'VITE_FIRESTORE_EMULATOR_HOST');
  const contactEmail = email(raw);
  if (production && !projectId.startsWith('demo-')) checkRealProject(raw, contactEmail);
  return {
    firebase: {
      apiKey: text(raw, 'VITE_FIREBASE_API_KEY') || 'demo-api-key',
      authDomain: text(raw, 'VITE_FIREBASE_AUTH_DOMAIN') || undefined,
      projectId,
      appId: text(raw, 'VITE_FIREBASE_APP_ID') || undefined,
    },
    publicProjection: {
      statsDoc: firestorePath(raw, 'VITE_STATS_DOC', 'document'),
      profilesCollection: firestorePath(raw, 'VITE_PUBLIC_PROFILES_COLLECTION', 'collection'),
    },
    appCheckSiteKey: text(raw, 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY') || null,
    emulator: emulatorHost ? parseEmulatorHost(emulatorHost) : null,
    productName: text(raw, 'VITE_PRODUCT_NAME') || DEFAULT_PRODUCT_NAME,
    contactEmail,
    appStoreUrl: storeUrl(raw, 'VITE_APP_STORE_URL'),
    playStoreUrl: storeUrl(raw, 'VITE_PLAY_STORE_URL'),
    siteUrl: siteUrl(raw),
  };
}
