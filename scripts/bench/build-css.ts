/**
 * `tsx scripts/bench/build-css.ts`: first paint of a job page with its CSS inline against the
 * shared stylesheet. One client build over the seeded demo data is prerendered both ways
 * (PRERENDER_SHARED_CSS) and served as Hosting serves it; Chromium at 4× CPU slowdown over a
 * throttled mobile network (150 ms, 1.6 Mbps down) opens a job page with an empty cache, then a
 * second job page in the same visit, alternating the two builds; medians of FCP and LCP.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Browser, chromium } from '@playwright/test';
import { build } from 'vite';

import { chromiumArgs, chromiumPath } from '../../tests/e2e/chromium.ts';
import { projectId, startEmulator } from '../emulators/index.ts';
import { startHostingServer } from '../hosting/server.ts';
import { prerender } from '../prerender/index.ts';
import { seedDemo } from '../seed/index.ts';
import { emulateSlowNetwork } from './shared.ts';

const RUNS = Number(process.argv[2] ?? '7');
const emulator = await startEmulator({
  kind: 'project',
  port: Number(process.env.FIRESTORE_EMULATOR_PORT ?? 0),
});
await seedDemo(emulator);
const out = await mkdtemp(join(tmpdir(), 'bench-css-'));
process.env.VITE_FIRESTORE_EMULATOR_HOST = emulator.address;
process.env.VITE_FIREBASE_PROJECT_ID = projectId;
await build({ logLevel: 'warn', build: { outDir: join(out, 'client'), emptyOutDir: true } });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: join(out, 'server'), emptyOutDir: true },
});

const servers = [];
for (const mode of ['inline', 'shared'] as const) {
  const dist = join(out, mode);
  await cp(join(out, 'client'), dist, { recursive: true });
  process.env.PRERENDER_SHARED_CSS = mode === 'shared' ? '1' : '';
  await prerender({ dist, serverEntry: join(out, 'server', 'entry-server.js') });
  const server = await startHostingServer({
    root: dist,
    port: 0,
    connectSrcExtra: [`http://${emulator.address}`],
  });
  servers.push({ mode, server });
}
const jobs = (await readdir(join(out, 'shared', 'vagas'))).filter((name) => name !== 'index.html');

async function visit(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateSlowNetwork(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const paints = async (path: string) => {
    await page.goto(`${base}/vagas/${path}`, { waitUntil: 'load' });
    return page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          // Read once a paint is reported: a stylesheet's page can reach its load event first.
          new PerformanceObserver((list) => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
            resolve([fcp, list.getEntries().at(-1)!.startTime]);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  };
  const first = await paints(jobs[0]);
  const second = await paints(jobs[1]);
  await context.close();
  return { first, second };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
const results = new Map(
  servers.map(({ mode }) => [mode, [] as Awaited<ReturnType<typeof visit>>[]]),
);
for (let run = 0; run < RUNS; run++) {
  for (const { mode, server } of servers) {
    results.get(mode)!.push(await visit(browser, server.url.replace(/\/$/, '')));
  }
}
for (const [mode, runs] of results) {
  const ms = (pick: (r: (typeof runs)[number]) => number) =>
    `${median(runs.map(pick)).toFixed(0)} ms`;
  console.log(
    `${mode.padEnd(7)} first job page: FCP ${ms((r) => r.first[0])}, LCP ${ms((r) => r.first[1])};` +
      ` next job page: FCP ${ms((r) => r.second[0])}, LCP ${ms((r) => r.second[1])}`,
  );
}
await browser.close();
for (const { server } of servers) await server.close();
await emulator.stop();
await rm(out, { recursive: true, force: true });
process.exit(0);
