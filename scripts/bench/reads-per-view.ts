/**
 * Billable Firestore reads per page view, as Firestore would bill them: the production build is
 * served over this project's seeded emulator, a real Chromium visits each page, and the
 * emulator's read counter is read before and after.
 */
import { chromium, type Page } from '@playwright/test';

import { readStats } from '../../emulator/client.ts';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/chromium.ts';
import { projectId } from '../local-emulator.ts';
import { startPreviewStack } from '../preview-stack.ts';

const stack = await startPreviewStack();
const base = stack.baseUrl;
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });

const reads = async () => (await readStats(stack.emulatorHost, projectId)).reads;

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
  await stack.close();
}
