/**
 * Billable Firestore reads per page view, as Firestore would bill them: the production build is
 * served over this project's seeded emulator, a real Chromium visits each page, and the
 * emulator's read counter is read before and after.
 */
import { chromium, type Page } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../../tests/e2e/chromium.ts';
import { projectId, readStats } from '../emulators/index.ts';
import { startPreviewStack } from '../preview-stack.ts';

const stack = await startPreviewStack();
const base = stack.baseUrl;
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });

const reads = async () => (await readStats(stack.emulatorHost, projectId)).reads;

/** Waits until the read counter has not moved for `quietMs`: SPA navigations never "load". */
async function settledReads(quietMs = 750): Promise<number> {
  let last = await reads();
  let since = performance.now();
  while (performance.now() - since < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const current = await reads();
    if (current !== last) [last, since] = [current, performance.now()];
  }
  return last;
}

async function measure(label: string, action: (page: Page) => Promise<void>, page?: Page) {
  const target = page ?? (await (await browser.newContext()).newPage());
  const before = await reads();
  await action(target);
  await target.waitForLoadState('networkidle');
  console.log(`${label}: ${(await settledReads()) - before} billable reads`);
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
