import { expect, type Page, test } from '@playwright/test';

import { fontFamily } from '../../src/theme/primitives.ts';
import { SAMPLE_JOB_IDS, waitForHydration } from './support';

const routes = ['/', '/termos', '/privacidade', '/vagas', `/vagas/${SAMPLE_JOB_IDS.complete}`];

/** What the bar shows: its frosted surface (drawn by its ::before, shown by its opacity) and a link's colour. */
const navbarStyle = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const link = header.querySelector('nav a') ?? header.querySelector('a');
    const surface = getComputedStyle(header, '::before');
    return {
      background: getComputedStyle(header).backgroundColor,
      surface: Number(surface.opacity) > 0 ? surface.backgroundColor : 'none',
      link: link ? getComputedStyle(link).color : '',
    };
  });

test('the navbar is transparent with white links at the top and solid once scrolled past 30 px', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const top = await navbarStyle(page);
  expect(top.background).toBe('rgba(0, 0, 0, 0)');
  expect(top.surface).toBe('none');
  expect(top.link).toBe('rgb(255, 255, 255)');

  await page.evaluate(() => window.scrollTo(0, 20));
  await expect.poll(async () => (await navbarStyle(page)).surface).toBe('none');
  // Every transition the bar runs as it turns solid, until its surface has faded in: listened
  // for before the page scrolls.
  await page.getByRole('banner').evaluate((header: HTMLElement) => {
    const transitions = new Promise<string[]>((resolve) => {
      const seen: string[] = [];
      header.addEventListener('transitionrun', (event) =>
        seen.push(
          `${(event.target as Element).localName}${event.pseudoElement} ${event.propertyName}`,
        ),
      );
      header.addEventListener('transitionend', (event) => {
        if (event.target === header && event.pseudoElement) resolve(seen);
      });
      setTimeout(() => resolve(seen), 5000);
    });
    Object.assign(window, { transitions_: transitions });
  });
  await page.evaluate(() => window.scrollTo(0, 200));
  // It fades in by opacity alone, which the compositor animates without the main thread.
  const transitions = page.evaluate(
    () => (window as unknown as { transitions_: Promise<string[]> }).transitions_,
  );
  expect(await transitions).toEqual(['header::before opacity']);
  await expect
    .poll(async () => (await navbarStyle(page)).surface)
    .toMatch(/^rgba\(255, 255, 255, 0\.85\)$/);
  expect((await navbarStyle(page)).link).not.toBe('rgb(255, 255, 255)');
});

test('Download from another page lands on the download section; Home on / returns to the top', async ({
  page,
}) => {
  await page.goto('/vagas');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Download' }).click();
  await expect(page).toHaveURL(/\/#download$/);
  await expect(page.locator('#download')).toBeInViewport();

  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/$/);
});

test('every route has its own title and unknown paths get a Portuguese not-found page', async ({
  page,
}) => {
  const titles = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.add(await page.title());
  }
  expect(titles.size).toBe(routes.length);

  await page.goto('/pagina/que/nao/existe');
  await expect(
    page.getByRole('heading', { level: 1, name: /página não encontrada/i }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /início/i })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('main').getByRole('link', { name: /vagas/i })).toHaveAttribute(
    'href',
    '/vagas',
  );
});

/** The border colour of the list's first card, with the pointer on it. */
async function hoveredCardBorder(page: Page): Promise<{ before: string; hovered: string }> {
  await page.goto('/vagas');
  const title = page.getByRole('main').locator('a[href^="/vagas/"]').first();
  const border = () =>
    title.evaluate((link) => getComputedStyle(link.closest('li > *')!).borderColor);
  const before = await border();
  await title.hover();
  return { before, hovered: await border() };
}

/** A font stack as written in CSS or as the browser computes it (with or without quotes). */
const stack = (value: string) => value.replace(/["\s]/g, '');

/** The font families of the page's text: those of every element that holds some, each once. */
const textFonts = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const fonts = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (node.textContent?.trim() && parent && parent.localName !== 'script') {
        fonts.add(getComputedStyle(parent).fontFamily);
      }
    }
    return [...fonts];
  });

test("every text is set in the site's font, as first painted and once hydrated", async ({
  browser,
  page,
}) => {
  const painted = await browser.newPage({ javaScriptEnabled: false });
  try {
    for (const route of [...routes, '/nada']) {
      await painted.goto(route);
      await page.goto(route);
      await waitForHydration(page);
      for (const fonts of [await textFonts(painted), await textFonts(page)]) {
        expect(fonts.map(stack), route).toEqual([stack(fontFamily)]);
      }
    }
  } finally {
    await painted.close();
  }
});

test('a card lights up under a mouse pointer', async ({ page }) => {
  const { before, hovered } = await hoveredCardBorder(page);
  expect(hovered).not.toBe(before);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const route of routes) {
    test(`${route} fits the screen and hides the navbar links`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await expect(page.getByRole('banner').getByRole('link', { name: 'Download' })).toBeHidden();
    });
  }

  // A tap would light it up on its way to the job (a transition the main thread paints) and
  // leave it lit on the way back.
  test('a card does not light up under a finger', async ({ page }) => {
    const { before, hovered } = await hoveredCardBorder(page);
    expect(hovered).toBe(before);
  });

  test('the list shows one card per row', async ({ page }) => {
    await page.goto('/vagas');
    const cards = page.getByRole('main').locator('a[href^="/vagas/"]');
    await expect(cards.first()).toBeVisible();
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  });
});
