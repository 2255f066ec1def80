/**
 * Billable Firestore reads per page view, as Firestore would bill them: the production build is
 * served over this project's seeded emulator, a real Chromium visits each page, and the
 * emulator's read counter is read before and after.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';

import { readStats } from '../../emulator/client.ts';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/chromium.ts';
import { projectId, startSeededEmulator } from '../local-emulator.ts';

const emulator = await startSeededEmulator(0);
const outDir = await mkdtemp(join(tmpdir(), 'reads-'));
process.env.VITE_FIRESTORE_EMULATOR_HOST = emulator.address;
process.env.VITE_FIREBASE_PROJECT_ID = projectId;
await build({ logLevel: 'error', build: { outDir } });
const server = await preview({ logLevel: 'error', build: { outDir }, preview: { port: 0 } });
const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });

const reads = async () => (await readStats(emulator.address, projectId)).reads;

async function measure(label: string, action: (page: Page) => Promise<void>, page?: Page) {
  const target = page ?? (await (await browser.newContext()).newPage());
  const before = await reads();
  const started = performance.now();
  await action(target);
  await target.waitForLoadState('networkidle');
  const ms = performance.now() - started;
  console.log(`${label}: ${(await reads()) - before} reads (${ms.toFixed(0)} ms to network idle)`);
  return target;
}

try {
  await measure('landing /', (page) => page.goto(`${base}/`).then(() => undefined));
  const list = await measure('list /vagas', (page) =>
    page.goto(`${base}/vagas`).then(() => undefined),
  );
  const firstCard = list.locator('a[href^="/vagas/"]').first();
  const href = (await firstCard.getAttribute('href')) ?? '/vagas/unknown';
  await measure('list → detail (click)', () => firstCard.click(), list);
  await measure('detail → list (back)', () => list.goBack().then(() => undefined), list);
  await measure(`detail ${href} (direct)`, (page) =>
    page.goto(`${base}${href}`).then(() => undefined),
  );
} finally {
  await browser.close();
  await server.close();
  await emulator.close();
  await rm(outDir, { recursive: true, force: true });
}
