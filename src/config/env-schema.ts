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
 * Where the landing counts and the owner names are read. Both null: the default reads (product §6) (count
 * `users`, read `users/{id}`). Set: a public projection the app keeps up to date (README).
 */
export interface PublicProjection {
  /** A document path (even number of segments) with integer fields `users` and `vagas`. */
  statsDoc: string | null;
  /** A collection path (odd number of segments) of `{display_name, tipoPerfil, nomefantasia}`. */
  profilesCollection: string | null;
}

/**
 * The mobile app, as the site points to it: the Smart App Banner, the association files that let
 * links open the app, the manifest's related applications and the Android intent. Every part is
 * optional; a missing one turns off what needs it.
 */
export interface AppIdentity {
  /** The App Store's numeric id (the Smart App Banner, the manifest). */
  iosAppId: string | null;
  /** `TEAMID.bundle.id`: the apple-app-site-association file. */
  iosAppIdentifier: string | null;
  /** The Play Store package (assetlinks.json, the manifest, the Android intent). */
  androidPackage: string | null;
  /** SHA-256 fingerprints of the app's signing certificates, upper-case `AA:BB:…`. */
  androidCertFingerprints: string[];
}

export const NO_APP: AppIdentity = {
  iosAppId: null,
  iosAppIdentifier: null,
  androidPackage: null,
  androidCertFingerprints: [],
};

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
  app: AppIdentity;
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

function matching(raw: RawEnv, name: string, pattern: RegExp, shape: string): string | null {
  const value = text(raw, name);
  if (!value) return null;
  if (!pattern.test(value)) throw new EnvError(`${name} must be ${shape}, got "${value}".`);
  return value;
}

const SHA256_FINGERPRINT = /^[0-9A-F]{2}(?::[0-9A-F]{2}){31}$/;

function fingerprints(raw: RawEnv): string[] {
  const name = 'VITE_ANDROID_CERT_SHA256';
  const values = text(raw, name)
    .split(',')
    .map((value) => value.trim().toUpperCase())
    .filter(Boolean);
  const bad = values.find((value) => !SHA256_FINGERPRINT.test(value));
  if (bad) {
    throw new EnvError(
      `${name} must be SHA-256 fingerprints like AA:BB:…(32 pairs), separated by commas, got "${bad}".`,
    );
  }
  return [...new Set(values)];
}

/** One half of a pair without the other would publish a file that can never verify. */
function requireBoth(a: [string, unknown], b: [string, unknown]): void {
  for (const [[name, value], [other, otherValue]] of [
    [a, b],
    [b, a],
  ]) {
    if (value && !otherValue) throw new EnvError(`${other} is missing: ${name} needs it.`);
  }
}

function appIdentity(raw: RawEnv): AppIdentity {
  const iosAppId = matching(raw, 'VITE_IOS_APP_ID', /^\d{6,12}$/, "the App Store's numeric app id");
  const bundleId = matching(
    raw,
    'VITE_IOS_BUNDLE_ID',
    /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
    'a bundle id like br.com.example.app',
  );
  const teamId = matching(
    raw,
    'VITE_APPLE_TEAM_ID',
    /^[A-Z0-9]{10}$/,
    'the 10-character Apple team id',
  );
  const androidPackage = matching(
    raw,
    'VITE_ANDROID_PACKAGE',
    /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/,
    'an Android package name like br.com.example.app',
  );
  const certFingerprints = fingerprints(raw);
  requireBoth(['VITE_IOS_BUNDLE_ID', bundleId], ['VITE_APPLE_TEAM_ID', teamId]);
  requireBoth(
    ['VITE_ANDROID_PACKAGE', androidPackage],
    ['VITE_ANDROID_CERT_SHA256', certFingerprints.length > 0],
  );
  return {
    iosAppId,
    iosAppIdentifier: bundleId && teamId ? `${teamId}.${bundleId}` : null,
    androidPackage,
    androidCertFingerprints: certFingerprints,
  };
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
    app: appIdentity(raw),
    siteUrl: siteUrl(raw),
  };
}
