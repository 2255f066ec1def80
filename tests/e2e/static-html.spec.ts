import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { seededJob, seededJobIds } from './emulator';
import { SAMPLE_JOB_IDS, waitForHydration } from './support';

/**
 * What the host sends before any JavaScript runs: what link-preview crawlers (WhatsApp, Facebook,
 * LinkedIn) and a search engine's first pass see, and the headers every response carries.
 */

const STATIC_ROUTES = ['/', '/termos', '/privacidade', '/vagas'];
const MAX_SHARE_IMAGE_BYTES = 250 * 1024;
const hostingCsp = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
    hosting: { headers: { headers: { key: string; value: string }[] }[] };
  }
).hosting.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy')!.value;

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

/**
 * GET, checking that the response carries the hosting config's Content-Security-Policy: every
 * directive as configured (the test server only adds the local emulator to connect-src).
 */
async function get(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const served = directives(response.headers()['content-security-policy'] ?? '');
  for (const [name, value] of directives(hostingCsp)) {
    expect(served.get(name)?.slice(0, value.length), `${name} on ${path}`).toBe(value);
  }
  return response;
}

interface JobPostingLd {
  '@type'?: string;
  title?: string;
  description?: string;
  datePosted?: string;
  hiringOrganization?: { name?: string };
  jobLocation?: { address?: Record<string, string> };
}

const attribute = (page: Page, selector: string, name = 'content') =>
  page.locator(selector).first().getAttribute(name);

/** The width and height a JPEG declares in its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

test('the hosting Content-Security-Policy allows no eval and no inline script', () => {
  expect(hostingCsp).not.toContain('unsafe-eval');
  expect(hostingCsp).toMatch(/script-src 'self'(;|$)/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a job page carries its text, JobPosting data and share preview', async ({ page }) => {
    const id = SAMPLE_JOB_IDS.complete;
    const { data } = seededJob(id);
    const title = String(data.titulo);
    const response = await page.goto(`/vagas/${id}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | OdontoVagas`);
    const firstLine = String(data.descricao).split('\n')[0].trim();
    await expect(page.getByRole('main').getByText(firstLine)).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const posting = JSON.parse(jsonLd ?? '{}') as JobPostingLd;
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe(title);
    expect(posting.description).toContain(firstLine);
    const postedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      data.modified_time as Date,
    );
    expect(posting.datePosted).toMatch(new RegExp(`^${postedOn}`));
    const organization = posting.hiringOrganization?.name ?? '';
    expect(organization).not.toBe('');
    await expect(page.getByRole('main')).toContainText(organization);
    expect(posting.jobLocation?.address).toMatchObject({
      addressCountry: 'BR',
      addressRegion: data.estado,
      addressLocality: data.cidade,
    });

    expect(await attribute(page, 'meta[property="og:title"]')).toContain(title);
    expect(await attribute(page, 'meta[property="og:description"]')).toContain(firstLine);
    expect(await attribute(page, 'meta[name="description"]')).toContain(firstLine);
    expect(await attribute(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await attribute(page, 'meta[property="og:locale"]')).toBe('pt_BR');
    expect(await attribute(page, 'meta[property="og:site_name"]')).toBe('OdontoVagas');
    const canonical = new URL((await attribute(page, 'link[rel="canonical"]', 'href')) ?? '');
    expect(canonical.pathname).toBe(`/vagas/${id}`);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
  });

  test('the share image is absolute, sized as declared and small enough for WhatsApp', async ({
    page,
    request,
  }) => {
    await page.goto(`/vagas/${SAMPLE_JOB_IDS.complete}`);
    const image = new URL((await attribute(page, 'meta[property="og:image"]')) ?? '');
    expect(image.protocol).toMatch(/^https?:$/);
    const response = await get(request, image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)/);
    const bytes = await response.body();
    expect(bytes.length).toBeLessThan(MAX_SHARE_IMAGE_BYTES);
    expect(jpegSize(bytes)).toEqual({
      width: Number(await attribute(page, 'meta[property="og:image:width"]')),
      height: Number(await attribute(page, 'meta[property="og:image:height"]')),
    });
  });

  test('every static route has its own title, description and canonical URL', async ({ page }) => {
    const heads = [];
    for (const route of STATIC_ROUTES) {
      expect((await page.goto(route))?.status()).toBe(200);
      const head = {
        title: await page.title(),
        description: await attribute(page, 'meta[name="description"]'),
        canonical: await attribute(page, 'link[rel="canonical"]', 'href'),
      };
      expect(head.description).toBeTruthy();
      expect(new URL(head.canonical ?? '').pathname).toBe(route);
      expect(await attribute(page, 'meta[property="og:title"]')).toBeTruthy();
      expect(await attribute(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\//);
      expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      heads.push(head);
    }
    for (const key of ['title', 'description', 'canonical'] as const) {
      expect(new Set(heads.map((head) => head[key])).size, key).toBe(STATIC_ROUTES.length);
    }
  });

  test('the list and the landing show all of their content', async ({ page }) => {
    await page.goto('/vagas');
    await expect(page.getByText(/^\d+ vagas? encontradas?$/)).toHaveText('50 vagas encontradas');
    const cards = page.getByRole('main').locator('a[href^="/vagas/"]');
    await expect(cards.filter({ visible: true })).toHaveCount(50);

    await page.goto('/');
    const categories = page.getByRole('region', { name: 'Categorias mais procuradas' });
    await expect(categories.getByRole('listitem').filter({ visible: true })).toHaveCount(3);
  });

  test('an unknown path answers 404 with a page search engines must not index', async ({
    page,
  }) => {
    const response = await page.goto('/nada');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/página não encontrada/i);
    expect(await attribute(page, 'meta[name="robots"]')).toContain('noindex');
  });
});

test('the sitemap lists every static route and every job, and each answers with its page', async ({
  request,
}) => {
  const sitemap = await get(request, '/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  );
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths.sort()).toEqual(
    [...STATIC_ROUTES, ...seededJobIds.map((id) => `/vagas/${id}`)].sort(),
  );
  for (let start = 0; start < paths.length; start += 20) {
    await Promise.all(
      paths.slice(start, start + 20).map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        // Its own page, not the app shell that serves jobs newer than the build.
        expect(await response.text(), path).toMatch(
          new RegExp(`<link rel="canonical" href="[^"]*${path}"`),
        );
      }),
    );
  }
});

test('robots.txt lets crawlers in and points to the sitemap', async ({ request }) => {
  const response = await get(request, '/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1] ?? '';
  expect(new URL(sitemap).pathname).toBe('/sitemap.xml');
  expect(text).not.toMatch(/^Disallow: \/$/m);
});

test('the jobs feed is Atom with entries', async ({ request }) => {
  const response = await get(request, '/vagas.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const feed = await response.text();
  expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  const entries = feed.match(/<entry>[\s\S]*?<\/entry>/g) ?? [];
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) expect(entry).toMatch(/<id>.+<\/id>[\s\S]*<updated>.+<\/updated>/);
});

test('a missing script answers 404, never the app page, and is not cached', async ({ request }) => {
  const response = await get(request, '/assets/x.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control'] ?? '').not.toContain('immutable');
});

test('hashed assets are cached for good and pages are revalidated', async ({ request }) => {
  for (const path of ['/', '/vagas', `/vagas/${SAMPLE_JOB_IDS.complete}`, '/nada']) {
    const page = await get(request, path);
    expect(page.headers()['cache-control'], path).toBe('no-cache');
    const assets = [...(await page.text()).matchAll(/(\/assets\/[^"\s]+\.(?:js|css))/g)];
    expect(assets.length, path).toBeGreaterThan(0);
    for (const [, asset] of assets.slice(0, 3)) {
      const response = await get(request, asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toContain('immutable');
    }
  }
});

test('every script asks Chrome to compile it whole as it arrives', async ({ request }) => {
  const scripts = new Set<string>();
  for (const path of [...STATIC_ROUTES, `/vagas/${SAMPLE_JOB_IDS.complete}`, '/nada']) {
    const html = await (await get(request, path)).text();
    const boot =
      /<script src="\/boot\.js"[^>]*data-entry="([^"]+)"[^>]*data-preload="([^"]+)"/.exec(html);
    expect(boot, path).not.toBeNull();
    [boot![1], ...boot![2].split(' ')].forEach((script) => scripts.add(script));
  }
  // And what they load later on their own (Firestore's SDK, the head writer, the toast).
  for (const script of scripts) {
    const code = await (await get(request, script)).text();
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(true);
    for (const [, later] of code.matchAll(/"(assets\/[^"]+\.js)"/g)) scripts.add(`/${later}`);
  }
  expect([...scripts].some((script) => script.includes('firestore'))).toBe(true);
});

test('a page fetches every script it runs before it answers alongside the page', async ({
  page,
}) => {
  for (const path of ['/', '/vagas', `/vagas/${SAMPLE_JOB_IDS.complete}`, '/termos']) {
    await page.goto(path);
    await waitForHydration(page);
    const boot = page.locator('script[src="/boot.js"]');
    const listed = [
      await boot.getAttribute('data-entry'),
      ...((await boot.getAttribute('data-preload')) ?? '').split(' '),
    ];
    // A script first asked for once the entry runs is a round trip the page waits for.
    const late = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('app:hydrated')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < hydrated)
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(late.filter((script) => script !== '/boot.js' && !listed.includes(script))).toEqual([]);
    expect(late.length, path).toBeGreaterThan(3);
  }
});

test('a long page starts its scripts once its top has painted, and hydrates once wholly parsed', async ({
  page,
}) => {
  // A script that answers a second late holds the parser after the list's first card, as a slow
  // network or a slow phone holds it on the rest of the list.
  await page.route('**/hold-parser.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // It then takes itself out, leaving the markup React hydrates as it was rendered.
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'document.currentScript.remove();',
    });
  });
  let cards = 0;
  await page.route('**/vagas', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const list = html.indexOf('aria-label="Vagas"');
    cards = html.slice(list, html.indexOf('</ul>', list)).split('<li>').length - 1;
    const firstCardEnd = html.indexOf('</li>', list) + '</li>'.length;
    const held = `${html.slice(0, firstCardEnd)}<script src="/hold-parser.js"></script>${html.slice(firstCardEnd)}`;
    await route.fulfill({ response, body: held });
  });
  await page.goto('/vagas', { waitUntil: 'commit' });
  const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
  await waitForHydration(page);
  await page.waitForLoadState('domcontentloaded');
  const { entryRequested, parsed } = await page.evaluate(() => {
    const entry =
      document.querySelector<HTMLScriptElement>('script[src="/boot.js"]')!.dataset.entry!;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      entryRequested: performance.getEntriesByName(new URL(entry, location.href).href)[0].startTime,
      parsed: navigation.domInteractive,
    };
  });
  expect(entryRequested).toBeLessThan(parsed);
  // Hydrated, not rendered afresh: the heading painted first is the one React now owns.
  expect(await heading!.evaluate((node) => node.isConnected)).toBe(true);
  await expect(page.locator('ul[aria-label="Vagas"] > li')).toHaveCount(cards);
});

test('a page asks for its scripts only once its first paint is on screen', async ({ page }) => {
  // A request started before the browser reports the first contentful paint counts, in
  // Lighthouse's model of a slow network, as one that paint waited for.
  for (const path of ['/', '/vagas', `/vagas/${SAMPLE_JOB_IDS.complete}`, '/termos']) {
    await page.goto(path);
    await waitForHydration(page);
    const early = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter(
          ({ path, start }) => /\.js$|\.json$/.test(path) && path !== '/boot.js' && start < paint,
        )
        .map(({ path }) => path);
    });
    expect(early, path).toEqual([]);
  }
});
