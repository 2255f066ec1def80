import { _components, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  type Firestore,
  getFirestore,
  setLogLevel,
} from 'firebase/firestore/lite';

import { env } from '@/config/env';

let db: Firestore | undefined;
let appCheckStarted: Promise<void> = Promise.resolve();

/**
 * App Check is loaded only when a site key is configured, so a site without it downloads none of
 * it. The emulator checks no tokens, and reCAPTCHA would refuse the local origin anyway.
 */
async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  try {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  } catch (error) {
    // Reads go on without a token: where App Check is enforced they fail and show their error.
    console.warn('App Check could not start; reading without it.', error);
  }
}

/**
 * What the SDK would otherwise do on a visitor's device, for nothing the site uses. It looks for
 * default settings in `globalThis.__FIREBASE_DEFAULTS__`, else in a cookie: the site passes its
 * own, and an empty object there spares the page its first `document.cookie` read, a synchronous
 * call to the browser (2–7 ms at 4× CPU). And each day it is used it writes a "heartbeat" (the
 * date and the SDK's versions) to an IndexedDB database of its own, for a header the lite SDK
 * never sends: without its component, the SDK finds no heartbeat service and skips it.
 */
function leaveTheDeviceAlone(): void {
  (globalThis as { __FIREBASE_DEFAULTS__?: object }).__FIREBASE_DEFAULTS__ ??= {};
  _components.delete('heartbeat');
}

/** The site's Firestore instance, created on first use so that importing this module does no work. */
export function getDb(): Firestore {
  if (!db) {
    leaveTheDeviceAlone();
    const app = initializeApp(env.firebase);
    db = getFirestore(app);
    if (env.emulator) connectFirestoreEmulator(db, env.emulator.host, env.emulator.port);
    // Read here as well as in env.ts because only a literal import.meta.env test is settled at
    // build time: without the key the bundle then holds no App Check code, not even a chunk.
    // reCAPTCHA needs a page, so the build's own reads (prerender, in Node) go without it.
    // eslint-disable-next-line no-restricted-syntax
    else if (import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY && env.appCheckSiteKey) {
      if (typeof document !== 'undefined') {
        appCheckStarted = startAppCheck(app, env.appCheckSiteKey);
      }
    }
  }
  return db;
}

/**
 * The Firestore instance once App Check, when configured, is ready: the lite SDK attaches a token
 * to a request only if App Check was initialised before it, so a read sent earlier goes without.
 */
export async function getReadyDb(): Promise<Firestore> {
  const firestore = getDb();
  await appCheckStarted;
  return firestore;
}

/** The build reports an unreachable database in one line of its own, not the SDK's per-read logs. */
export function silenceFirestoreLogs(): void {
  setLogLevel('silent');
}
