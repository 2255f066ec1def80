import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';

import { E2E_EMULATOR_HOST } from './ports.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export interface WatchOptions {
  /** Failed loads expected on this page: the 404 document itself, an injected Firestore fault. */
  expectedFailures?: ('document-404' | 'firestore')[];
}

const isFirestore = (url: string) => url.includes(E2E_EMULATOR_HOST) && url.includes('documents:');

function expected(message: ConsoleMessage, page: Page, options: WatchOptions): boolean {
  const text = message.text();
  const allowed = options.expectedFailures ?? [];
  if (allowed.includes('firestore')) {
    // The injected fault itself, and the Firebase SDK logging the read it made fail.
    if (text.includes('@firebase/firestore')) return true;
    if (text.startsWith('Failed to load resource') && isFirestore(message.location().url)) {
      return true;
    }
  }
  return (
    allowed.includes('document-404') &&
    text.startsWith('Failed to load resource') &&
    message.location().url === page.url()
  );
}

/**
 * Collects what must never happen while a page loads and hydrates: any console error or warning
 * (React's hydration errors are console errors, minified as #418/#419/#423/#425 in production),
 * any uncaught exception, and any Content-Security-Policy violation, seen as the browser reports
 * it to the page. Call before the first navigation.
 */
export async function watchPage(page: Page, options: WatchOptions = {}) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    const kind = message.type();
    if ((kind === 'error' || kind === 'warning') && !expected(message, page, options)) {
      problems.push(`console ${kind}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    async problems(): Promise<string[]> {
      const csp = await page.evaluate(() => window.__cspViolations ?? []);
      return [...problems, ...csp.map((violation) => `CSP violation: ${violation}`)];
    },
  };
}

/** Firestore requests the page sends from now on, as their URLs. */
export function watchFirestore(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isFirestore(request.url())) urls.push(request.url());
  });
  return urls;
}

const bodies = new Map<string, Promise<string>>();

/** Whether the script at `url` holds Firestore's client (its REST host is in it). */
async function holdsFirestore(request: APIRequestContext, url: string): Promise<boolean> {
  if (!bodies.has(url))
    bodies.set(
      url,
      request.get(url).then((response) => response.text()),
    );
  return (await bodies.get(url)!).includes('firestore.googleapis.com');
}

/** The page's /assets scripts, each with whether it started loading before the first paint. */
async function scriptsAndFirstPaint(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        url: entry.name,
        beforePaint: !paint || entry.startTime < paint.startTime,
      }));
  });
}

/** The Firestore scripts the page loaded: all of them, and those requested before its first paint. */
export async function firestoreScripts(page: Page) {
  const scripts = await scriptsAndFirstPaint(page);
  const firestore = [];
  for (const script of scripts) {
    if (await holdsFirestore(page.request, script.url)) firestore.push(script);
  }
  return {
    all: firestore.map((script) => script.url),
    beforePaint: firestore.filter((script) => script.beforePaint).map((script) => script.url),
  };
}
