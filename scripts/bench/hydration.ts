/**
 * How long a phone shows a page it does not yet answer: each route at 375 px with a 4× CPU
 * slowdown, from first contentful paint to `app:hydrated` (the root's first commit), and the
 * main thread's busy time from navigation to that mark, summed from a Chromium trace. The two are
 * taken from separate loads: tracing slows the page it records (on a job page, FCP → hydrated
 * took 150–250 ms longer at 4× while traced), and a visitor's phone records nothing. For the same
 * reason the bench runs none of its own script in the page until the mark is set (`waitForMark`).
 * Beside them, the same page with its scripts blocked: the main thread the browser alone spends to
 * show it, which no change to the scripts can take away. Then the same phone on a slow mobile
 * network: when the page paints and when it answers, counted from the navigation, where the
 * scripts' download outweighs running them.
 *
 *   tsx scripts/bench/hydration.ts [baseUrl] [--runs 5] [--cpu 4]
 *
 * Without a base URL it serves the build itself (scripts/preview-stack.ts).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

import {
  benchmarkIndex,
  benchSite,
  emulateSlowNetwork,
  findJobPath,
  launchChromium,
  median,
  PHONE,
  spread,
  waitForMark,
} from './shared.ts';
import { mainThreadMs, mainThreadWithoutScriptsMs, type TraceEvent } from './trace.ts';

const TARGET_MS = 600;
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'loading', 'toplevel'];

async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  return trace.traceEvents;
}

/** One load on a fresh phone (its CPU slowed `cpuSlowdown` times), closed once `load` is done. */
async function onPhone<T>(
  browser: Browser,
  load: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ ...PHONE, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await load(page, cdp);
  } finally {
    await context.close();
  }
}

/** FCP → `app:hydrated` of one load, untraced; with `traced`, the main thread's busy time too. */
function sample(browser: Browser, url: string, traced: boolean) {
  return onPhone(browser, async (page, cdp) => {
    if (traced) {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    }
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await waitForMark(cdp, 'app:hydrated');
    const fcpToHydrated = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const mark = performance.getEntriesByName('app:hydrated')[0];
      return mark.startTime - fcp.startTime;
    });
    if (!traced) return { fcpToHydrated, mainThread: 0 };
    const traceEvents = await stopTrace(browser);
    return { fcpToHydrated, mainThread: mainThreadMs(traceEvents) };
  });
}

/** First contentful paint, largest contentful paint and `app:hydrated` on a slow network. */
function onSlowNetwork(browser: Browser, url: string) {
  return onPhone(browser, async (page, cdp) => {
    await emulateSlowNetwork(cdp);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await waitForMark(cdp, 'app:hydrated', 60_000);
    return await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number; hydrated: number }>((resolve) => {
          new PerformanceObserver((list) =>
            resolve({
              fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
              lcp: list.getEntries().at(-1)!.startTime,
              hydrated: performance.getEntriesByName('app:hydrated')[0].startTime,
            }),
          ).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  });
}

/** The main thread's busy time of one traced load with every script blocked. */
function withoutScripts(browser: Browser, url: string) {
  return onPhone(browser, async (page) => {
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // What the page does after its load event (the icon, a late layout) is counted too.
    await page.waitForTimeout(1000);
    const traceEvents = await stopTrace(browser);
    return mainThreadWithoutScriptsMs(traceEvents);
  });
}

const { runs, base, close, cpuSlowdown } = await benchSite(5);
const browser = await launchChromium();
try {
  const job = await findJobPath(base);
  const routes = ['/', '/vagas', ...(job ? [job] : []), '/termos'];
  const cpu = await benchmarkIndex(browser);
  console.log(`Hydration at 375 px, ${cpuSlowdown}× CPU, ${runs} runs each (${base})`);
  console.log(
    '| route | FCP → app:hydrated (ms) | main thread to app:hydrated, traced (ms) | ' +
      'main thread without scripts (ms) |',
  );
  console.log('| --- | --- | --- | --- |');
  const slow = new Map<string, Awaited<ReturnType<typeof onSlowNetwork>>[]>();
  for (const route of routes) {
    const plain = [];
    const traced = [];
    const floor = [];
    const slowLoads = [];
    // Alternated, so a machine that slows down mid-route weighs on both alike.
    for (let i = 0; i < runs; i++) {
      plain.push(await sample(browser, `${base}${route}`, false));
      traced.push(await sample(browser, `${base}${route}`, true));
      floor.push(await withoutScripts(browser, `${base}${route}`));
      slowLoads.push(await onSlowNetwork(browser, `${base}${route}`));
    }
    slow.set(route, slowLoads);
    const paint = plain.map((s) => s.fcpToHydrated);
    const busy = traced.map((s) => s.mainThread);
    const met = median(paint) <= TARGET_MS ? '✓' : '✗';
    console.log(
      `| ${route} | ${median(paint).toFixed(0)} (${spread(paint)}) ${met} | ` +
        `${median(busy).toFixed(0)} (${spread(busy)}) | ${median(floor).toFixed(0)} (${spread(floor)}) |`,
    );
  }
  console.log(`\nThe same phone on a slow network (150 ms, 1.6 Mbps), from the navigation (ms):`);
  console.log('| route | first contentful paint | largest contentful paint | app:hydrated |');
  console.log('| --- | --- | --- | --- |');
  for (const [route, loads] of slow) {
    const column = (pick: (load: (typeof loads)[number]) => number) =>
      `${median(loads.map(pick)).toFixed(0)} (${spread(loads.map(pick))})`;
    console.log(
      `| ${route} | ${column((l) => l.fcp)} | ${column((l) => l.lcp)} | ${column((l) => l.hydrated)} |`,
    );
  }
  console.log(`Target: FCP → app:hydrated ≤ ${TARGET_MS} ms on every route.`);
  console.log(`benchmarkIndex ${cpu} before the routes, ${await benchmarkIndex(browser)} after.`);
} finally {
  await browser.close();
  await close();
}
