import { expect, type Page, test } from '@playwright/test';

import { SAMPLE_JOB_IDS, settle, waitForHydration } from './support';

/**
 * A visitor on an entry-level phone starts reading, and scrolling, as soon as the prerendered page
 * shows: the app taking over a moment later must leave them where they are. Inside the site the
 * usual rules still hold: a link opens its page at the top, going back returns to where they were.
 */

test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

const RUNS = 5;
const jobPage = `/vagas/${SAMPLE_JOB_IDS.complete}`;
const routes = ['/', '/termos', '/privacidade', '/vagas', jobPage];

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

interface VisitorScroll {
  /** Whether React had already taken over when the visitor first scrolled. */
  hydratedAtStart: boolean;
  /** Where the page stood after the visitor's last move. */
  at: number;
  /** Each time the page, at the next frame, was no longer where the visitor had left it. */
  moved: string[];
}

/**
 * In the page, from DOMContentLoaded until React has taken over: the visitor scrolls to a place
 * of their own (each load of the tab another one), then keeps moving a little every frame, and
 * notes every frame where the page was not where they left it.
 */
function scrollThroughHydration() {
  document.addEventListener('DOMContentLoaded', () => {
    const load = Number(sessionStorage.getItem('scroll-test-load') ?? 0);
    sessionStorage.setItem('scroll-test-load', String(load + 1));
    const hydrated = () => performance.getEntriesByName('app:hydrated').length > 0;
    const visitor: VisitorScroll = { hydratedAtStart: hydrated(), at: 0, moved: [] };
    (window as Window & { visitorScroll?: VisitorScroll }).visitorScroll = visitor;
    let top = 300 + 45 * load;
    const move = () => {
      const now = Math.round(window.scrollY);
      if (visitor.at > 0 && Math.abs(now - visitor.at) > 1)
        visitor.moved.push(`${visitor.at} → ${now}`);
      window.scrollTo(0, top);
      visitor.at = Math.round(window.scrollY);
      top += 3;
      if (!hydrated()) requestAnimationFrame(move);
    };
    move();
  });
}

for (const route of routes) {
  test(`${route}: scrolling while the page loads is kept after hydration, ${RUNS} loads at 4× CPU`, async ({
    page,
  }) => {
    await slowCpu(page);
    await page.addInitScript(scrollThroughHydration);
    const resets: string[] = [];
    // One tab for every load, each at its own place: a position kept from an earlier load of
    // the visit must not replace the one the visitor has just scrolled to.
    for (let load = 1; load <= RUNS; load++) {
      await page.goto(route);
      await waitForHydration(page);
      await settle(page);
      const visitor = await page.evaluate(
        () => (window as Window & { visitorScroll?: VisitorScroll }).visitorScroll,
      );
      expect(visitor?.hydratedAtStart, 'the visitor scrolled before hydration').toBe(false);
      expect(visitor?.at).toBeGreaterThan(0);
      const after = await scrollY(page);
      const moved = [
        ...(visitor?.moved ?? []),
        ...(after === visitor?.at ? [] : [`${visitor?.at} → ${after}`]),
      ];
      if (moved.length > 0) resets.push(`load ${load}: ${moved.join(', ')}`);
    }
    expect(resets).toEqual([]);
  });
}

test('a page reloaded, or returned to from another page, opens where the visitor left it', async ({
  page,
}) => {
  await page.goto('/termos');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.reload();
  await waitForHydration(page);
  await settle(page);
  expect(await scrollY(page)).toBe(900);

  await page.evaluate(() => window.scrollTo(0, 700));
  await page.goto('/privacidade');
  await waitForHydration(page);
  await page.goBack();
  await waitForHydration(page);
  await settle(page);
  expect(await scrollY(page)).toBe(700);
});

test('the list opened directly: a job opens at the top and going back returns to the scrolled list', async ({
  page,
}) => {
  await page.goto('/vagas');
  await waitForHydration(page);
  const card = page.getByRole('main').locator('a[href^="/vagas/"]').nth(8);
  await card.scrollIntoViewIfNeeded();
  // Cards drawn as they come near the screen settle their height first.
  await settle(page);
  const listPosition = await scrollY(page);
  expect(listPosition).toBeGreaterThan(0);

  await card.click();
  await expect(page.getByRole('link', { name: 'Voltar para vagas' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByText(/^\d+ vagas? encontradas?$/)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(listPosition);

  await page.goForward();
  await expect(page.getByRole('link', { name: 'Voltar para vagas' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
