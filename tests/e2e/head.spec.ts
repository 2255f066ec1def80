import { type Browser, expect, type Page, test } from '@playwright/test';

import { deleteJob, freshJobId, writeJobCopy } from './emulator';
import { PHONE } from './phone';
import { navigateInApp, SAMPLE_JOB_IDS, settle, waitForHydration } from './support';

/**
 * A job page has one head however it was rendered: prerendered, rendered in the browser after a
 * tap in the list, or rendered from the SPA shell (a job newer than the build, past the prerender
 * cap, or with an id that is no file name).
 */

interface Head {
  titles: string[];
  /** Every meta and head link a page's head decides, as `key=value`, sorted: a repeat shows. */
  tags: string[];
  jsonLd: unknown[];
}

function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const head = document.head;
    const metas = [...head.querySelectorAll('meta[name], meta[property]')].map(
      (meta) =>
        `${meta.getAttribute('name') ?? meta.getAttribute('property')}=${meta.getAttribute('content')}`,
    );
    const links = [
      ...head.querySelectorAll(
        'link[rel="canonical"], link[rel="alternate"], link[rel="manifest"]',
      ),
    ].map((link) => `link ${link.getAttribute('rel')}=${link.getAttribute('href')}`);
    return {
      titles: [...head.querySelectorAll('title')].map((title) => title.textContent ?? ''),
      tags: [...metas, ...links].sort(),
      jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      ),
    };
  });
}

/** The head exactly as the build wrote it: read with scripts off. */
async function prerenderedHead(browser: Browser, path: string): Promise<Head> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.locator('#root h1')).toBeVisible();
    return await readHead(page);
  } finally {
    await context.close();
  }
}

/** The head a job page comes to once its data (job, owner, labels) has arrived. */
async function expectHead(page: Page, expected: Head): Promise<void> {
  await expect.poll(() => readHead(page), { timeout: 15_000 }).toEqual(expected);
}

test.describe('a job page rendered in the browser has its prerendered head', () => {
  test.use(PHONE);

  test('after a tap on its card in the list', async ({ page, browser }) => {
    await page.goto('/vagas');
    await waitForHydration(page);
    const card = page.getByRole('main').locator('a[href^="/vagas/"]').first();
    const path = (await card.getAttribute('href')) ?? '';
    const expected = await prerenderedHead(browser, path);
    expect(expected.jsonLd).toEqual([expect.objectContaining({ '@type': 'JobPosting' })]);
    expect(expected.tags).toContainEqual(expect.stringMatching(/^link canonical=https?:\/\//));

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await card.tap();
    await expect(page).toHaveURL(path);
    await expectHead(page, expected);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('when the SPA shell serves it', async ({ page, browser }) => {
    const path = `/vagas/${SAMPLE_JOB_IDS.complete}`;
    const expected = await prerenderedHead(browser, path);
    // Sent on to the server, not fulfilled here: a page Playwright answers counts as a public
    // site, and Chromium then keeps it from the emulator on the loopback address.
    await page.route(path, (route) =>
      route.continue({ url: new URL('/app.html', route.request().url()).href }),
    );
    const response = await page.goto(path);
    expect(await response?.text()).not.toContain('application/ld+json');
    await expectHead(page, expected);
  });
});

test('a job newer than the build gets its own canonical URL and JobPosting', async ({
  page,
}, testInfo) => {
  const id = freshJobId(testInfo);
  const title = `Vaga publicada depois do build ${id}`;
  await writeJobCopy(SAMPLE_JOB_IDS.complete, id, title);
  try {
    await page.goto(`/vagas/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect
      .poll(async () => (await readHead(page)).jsonLd)
      .toEqual([expect.objectContaining({ '@type': 'JobPosting', title })]);
    const { titles, tags } = await readHead(page);
    expect(titles).toEqual([`${title} | OdontoVagas`]);
    const canonical = tags.filter((tag) => tag.startsWith('link canonical='));
    expect(canonical.map((tag) => new URL(tag.split('=')[1]).pathname)).toEqual([`/vagas/${id}`]);
    expect(tags).toContainEqual(expect.stringMatching(new RegExp(`^og:url=.*/vagas/${id}$`)));
    expect(tags.filter((tag) => tag.startsWith('robots='))).toEqual([]);
  } finally {
    await deleteJob(id);
  }
});

test('a prerendered page keeps the head elements it arrived with, each once', async ({
  page,
  browser,
}) => {
  const path = `/vagas/${SAMPLE_JOB_IDS.complete}`;
  const expected = await prerenderedHead(browser, path);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { arrivedWith: [...document.head.children] });
    });
  });
  await page.goto(path);
  await waitForHydration(page);
  await settle(page);
  const kept = await page.evaluate(() => {
    const arrived = (window as unknown as { arrivedWith: Element[] }).arrivedWith;
    return arrived.filter((element) => element.isConnected).length === arrived.length;
  });
  expect(kept).toBe(true);
  expect(await readHead(page)).toEqual(expected);
});

test("every route's head follows client-side navigation", async ({ page, browser }) => {
  await page.goto(`/vagas/${SAMPLE_JOB_IDS.complete}`);
  await waitForHydration(page);
  for (const path of ['/', '/termos', '/privacidade', '/vagas']) {
    const expected = await prerenderedHead(browser, path);
    await navigateInApp(page, path);
    await expectHead(page, expected);
  }
});
