/** What the benchmarks share: the statistics they print and the pages they visit. */
import { parseArgs } from 'node:util';

import { type Browser, type CDPSession, chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

import { chromiumArgs, chromiumPath } from '../../tests/e2e/chromium.ts';
import { PHONE as TEST_PHONE, PHONE_CPU_SLOWDOWN } from '../../tests/e2e/phone.ts';
import { startPreviewStack } from '../preview-stack.ts';
import { slowRendererThreads } from './slow-threads.ts';

export function median(numbers: readonly number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Every value, sorted, as `a–b–c`: the spread a median hides. */
export const spread = (numbers: readonly number[], digits = 0): string =>
  [...numbers]
    .sort((a, b) => a - b)
    .map((n) => n.toFixed(digits))
    .join('–');

/** The first job page the site links to: from the sitemap, else from the list page's HTML. */
export async function findJobPath(base: string): Promise<string | undefined> {
  const read = (path: string) =>
    fetch(`${base}${path}`).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    );
  const loc = /<loc>\s*([^<\s]*\/vagas\/[^<\s]+)\s*<\/loc>/.exec(await read('/sitemap.xml'));
  if (loc) return new URL(loc[1]).pathname;
  return /href="(\/vagas\/[^"?#]+)"/.exec(await read('/vagas'))?.[1];
}

/**
 * Waits until the page has the performance mark, asking over the DevTools protocol every 50 ms
 * (one expression, about a millisecond of the page's time). Not Playwright's `waitForFunction`:
 * it first injects Playwright's own script into the page, a task of 30–60 ms at 4× CPU that
 * lands between first paint and hydration, inside the span a benchmark measures.
 */
export async function waitForMark(cdp: CDPSession, name: string, timeoutMs = 30_000) {
  const expression = `performance.getEntriesByName(${JSON.stringify(name)}).length > 0`;
  const deadline = Date.now() + timeoutMs;
  while (!(await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value) {
    if (Date.now() > deadline) throw new Error(`no '${name}' mark after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Lighthouse's CPU benchmark (`benchmarkIndex`), run in a blank page without throttling: printed
 * beside the browser timings, which scale with the machine, so two sittings can be compared.
 */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
}

// The browser tests' phone (375 px, touch), as an entry-level Android phone announces itself: the
// site's Android-only parts ('Abrir no app') render as they do for most visitors.
export const PHONE = {
  ...TEST_PHONE,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/147.0.0.0 Mobile Safari/537.36',
};

/**
 * A slow mobile network (150 ms latency, 1.6 Mbps down, 750 kbps up), as DevTools emulates it:
 * the requests in flight share the bandwidth evenly, whatever their priority.
 */
export async function emulateSlowNetwork(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * The app's identity, as a deployed site has it: store links carry the job and Android offers
 * 'Abrir no app'. Example values, for the builds the benchmarks serve.
 */
export const BENCH_APP_ENV = {
  VITE_IOS_APP_ID: '1234567890',
  VITE_IOS_BUNDLE_ID: 'br.com.example.vagas',
  VITE_APPLE_TEAM_ID: 'ABCDE12345',
  VITE_ANDROID_PACKAGE: 'br.com.example.vagas',
  VITE_ANDROID_CERT_SHA256: Array.from({ length: 32 }, () => 'AB').join(':'),
};

/**
 * How old the data of a build the benchmarks serve reads: half an hour, as a visitor of a site
 * rebuilt every hour mostly finds it. Each page then refreshes its jobs (stale after 5 minutes)
 * once it shows, loading Firestore's SDK, and not its counts (1 hour). A build measured as it
 * was made would skip that work for 5 minutes and then do it: runs of one sitting differed by
 * that alone.
 */
const DATA_AGE = 30 * 60_000;
const DATA_AGE_NOTE =
  'The build serves its data as read 30 minutes ago: each page refreshes its jobs once it shows.';

/**
 * What a benchmark measures, from its command line
 * `[baseUrl] [--runs N] [--job /vagas/<id>] [--cpu 4] [--slow-threads]`: the site at the base
 * URL, else a production build it serves itself until `close()`. `--cpu` is the phone's CPU
 * slowdown for the scripts that set one: 4× is the floor the targets are set at, and entry-level
 * phones are slower. Chromium slows only the main thread; `--slow-threads` slows the renderer's
 * other threads as much (./slow-threads.ts), as a phone's slow cores are.
 */
export async function benchSite(defaultRuns: number) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: String(defaultRuns) },
      job: { type: 'string' },
      cpu: { type: 'string', default: String(PHONE_CPU_SLOWDOWN) },
      'slow-threads': { type: 'boolean', default: false },
    },
  });
  const cpuSlowdown = Number(values.cpu);
  if (!(cpuSlowdown >= 1))
    throw new Error(`--cpu takes a slowdown of 1 or more, not "${values.cpu}"`);
  if (!positionals[0]) Object.assign(process.env, BENCH_APP_ENV);
  const stack = positionals[0] ? undefined : await startPreviewStack({ dataAge: DATA_AGE });
  if (stack) console.log(DATA_AGE_NOTE);
  const slowThreads = values['slow-threads'] ? slowRendererThreads(cpuSlowdown) : undefined;
  if (slowThreads)
    console.log(`Every renderer thread is ${cpuSlowdown}× slower, not only the main one.`);
  return {
    runs: Number(values.runs),
    job: values.job,
    cpuSlowdown,
    base: (positionals[0] ?? stack!.baseUrl).replace(/\/$/, ''),
    close: async () => {
      slowThreads?.stop();
      await stack?.close();
    },
  };
}
