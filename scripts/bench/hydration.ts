/**
 * How long a phone shows a page it does not yet answer: each route at 375 px with a 4× CPU
 * slowdown, from first contentful paint to `app:hydrated` (the root's first commit), and the
 * main thread's busy time from navigation to that mark, summed from a Chromium trace. The two are
 * taken from separate loads: tracing slows the page it records (on a job page, FCP → hydrated
 * took 150–250 ms longer at 4× while traced), and a visitor's phone records nothing. For the same
 * reason the bench runs none of its own script in the page until the mark is set (`waitForMark`).
 *
 *   tsx scripts/bench/hydration.ts [baseUrl] [--runs 5]
 *
 * Without a base URL it serves the build itself (scripts/preview-stack.ts).
 */
import type { Browser } from '@playwright/test';

import {
  benchmarkIndex,
  benchSite,
  CPU_SLOWDOWN,
  findJobPath,
  launchChromium,
  median,
  PHONE,
  spread,
  waitForMark,
} from './shared.ts';

const TARGET_MS = 600;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string; documentLoaderURL?: string } };
}

/** Busy time of the renderer's main thread (top-level tasks) from navigation to the mark. */
function mainThreadMs(events: TraceEvent[]): number {
  const mark = events.find((e) => e.name === 'app:hydrated' && e.ph !== 'M');
  if (!mark) throw new Error('the trace lacks the app:hydrated mark');
  const onMain = (e: TraceEvent) => e.pid === mark.pid && e.tid === mark.tid;
  const start = events
    // The page's own navigation: an SVG image (the favicon, once) starts a document of its own
    // on the same thread, with a navigationStart of its own and no URL.
    .filter((e) => e.name === 'navigationStart' && onMain(e) && e.ts <= mark.ts)
    .filter((e) => /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''))
    .at(-1);
  if (!start) throw new Error('the trace lacks the navigation');
  const tasks = events
    .filter((e) => onMain(e) && e.ph === 'X' && /(^|::)RunTask$/.test(e.name))
    .filter((e) => e.ts + (e.dur ?? 0) > start.ts && e.ts < mark.ts)
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let end = start.ts;
  // Tasks may nest (a task inside a nested run loop): count each instant once.
  for (const task of tasks) {
    const from = Math.max(task.ts, end);
    const to = Math.min(task.ts + (task.dur ?? 0), mark.ts);
    if (to > from) busy += to - from;
    end = Math.max(end, to);
  }
  return busy / 1000;
}

/** FCP → `app:hydrated` of one load, untraced; with `traced`, the main thread's busy time too. */
async function sample(browser: Browser, url: string, traced: boolean) {
  const context = await browser.newContext({ ...PHONE, locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (traced) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'toplevel'],
      });
    }
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await waitForMark(cdp, 'app:hydrated');
    const fcpToHydrated = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const mark = performance.getEntriesByName('app:hydrated')[0];
      return mark.startTime - fcp.startTime;
    });
    if (!traced) return { fcpToHydrated, mainThread: 0 };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return { fcpToHydrated, mainThread: mainThreadMs(trace.traceEvents) };
  } finally {
    await context.close();
  }
}

const { runs, base, close } = await benchSite(5);
const browser = await launchChromium();
try {
  const job = await findJobPath(base);
  const routes = ['/', '/vagas', ...(job ? [job] : []), '/termos'];
  const cpu = await benchmarkIndex(browser);
  console.log(`Hydration at 375 px, ${CPU_SLOWDOWN}× CPU, ${runs} runs each (${base})`);
  console.log('| route | FCP → app:hydrated (ms) | main thread to app:hydrated, traced (ms) |');
  console.log('| --- | --- | --- |');
  for (const route of routes) {
    const plain = [];
    const traced = [];
    // Alternated, so a machine that slows down mid-route weighs on both alike.
    for (let i = 0; i < runs; i++) {
      plain.push(await sample(browser, `${base}${route}`, false));
      traced.push(await sample(browser, `${base}${route}`, true));
    }
    const paint = plain.map((s) => s.fcpToHydrated);
    const busy = traced.map((s) => s.mainThread);
    const met = median(paint) <= TARGET_MS ? '✓' : '✗';
    console.log(
      `| ${route} | ${median(paint).toFixed(0)} (${spread(paint)}) ${met} | ` +
        `${median(busy).toFixed(0)} (${spread(busy)}) |`,
    );
  }
  console.log(`Target: FCP → app:hydrated ≤ ${TARGET_MS} ms on every route.`);
  console.log(`benchmarkIndex ${cpu} before the routes, ${await benchmarkIndex(browser)} after.`);
} finally {
  await browser.close();
  await close();
}
