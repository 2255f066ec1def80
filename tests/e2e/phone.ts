import type { BrowserContext, Page } from '@playwright/test';

/** A mid-range phone: 375 px wide, touch, and its CPU four times slower than this machine's. */
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * How long a slow phone's page may take to show what a tap opens. Beside another test's slow
 * phone on a 2-core runner, a job opened from the list took 6 s to show (its code loads at the
 * tap, with the cache off): these tests check what shows and in what order; the benchmarks check
 * how fast.
 */
export const SLOW_PHONE_TIMEOUT = 15_000;

/**
 * A new page of `context` with the phone's CPU and an empty cache, as a visitor arriving from a
 * search: the slowdown is set before the page loads, so it covers parsing and hydration too.
 */
export async function slowPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/** Whether React had taken the page over (the app's 'app:hydrated' mark) at this moment. */
export function hasHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByName('app:hydrated').length > 0);
}
