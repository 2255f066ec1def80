import { expect, type Page, test } from '@playwright/test';

import { CATEGORIES, SPECIALTIES } from '../../scripts/seed/lookups.ts';
import { seededJob, seededJobIds } from './emulator';
import {
  lookupsRead,
  recordFirestoreReads,
  SAMPLE_JOB_IDS,
  settle,
  waitForHydration,
} from './support';
import { watchFirestore, watchPage } from './watch';

/** Search, share and discover (issue 8), as a visitor of the production build meets them. */

const completeJob = `/vagas/${SAMPLE_JOB_IDS.complete}`;
const COUNT = /^\d+ vagas? encontradas?$/;
const ALL_JOBS = '50 vagas encontradas';

/** Lower case without accents, as a visitor who types 'protese' means 'Prótese'. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The list's cards, by CSS rather than role: cards below the first screens are laid out only when
 * scrolled near (content-visibility), and a role query may skip those it finds not rendered yet.
 */
const jobCards = (page: Page) => page.locator('ul[aria-label="Vagas"] > li');

/** The ids of the jobs the list shows, from their links. */
const shownJobIds = (page: Page) =>
  jobCards(page)
    .locator('a[href^="/vagas/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop()));

const namesOf = (codes: unknown, lookup: readonly { Value: string; Name: string }[]) =>
  (Array.isArray(codes) ? codes : [codes]).map(
    (code) => lookup.find((entry) => entry.Value === String(code))?.Name ?? '',
  );

/**
 * What a search looks through for a seeded job, read from the seed itself: a card shows only the
 * start of the description and one specialty, so a match may lie outside what the card shows.
 */
function seededSearchText(id: string): string {
  const { data } = seededJob(id);
  return plain(
    [
      String(data.titulo ?? ''),
      String(data.descricao ?? ''),
      ...namesOf(data.categoria, CATEGORIES),
      ...namesOf(data.especialidades, SPECIALTIES),
    ].join(' '),
  );
}

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Buscar vagas' });

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test.describe('search on the list', () => {
  test('typing filters the loaded jobs after a pause, in one history entry', async ({ page }) => {
    await page.goto('/vagas');
    await waitForHydration(page);
    const count = page.getByText(COUNT);
    await expect(count).toHaveText(ALL_JOBS);
    const word = 'protese';
    const matching = (await shownJobIds(page)).filter((id) =>
      seededSearchText(id ?? '').includes(word),
    );
    expect(matching.length).toBeGreaterThan(0);
    const field = searchField(page);
    await field.click();
    const entriesBefore = await historyLength(page);

    for (let typed = 1; typed <= word.length; typed++) {
      await page.keyboard.press(word[typed - 1]);
      // Read at once, without retrying: each letter must show the moment it is typed.
      expect(await field.inputValue()).toBe(word.slice(0, typed));
    }
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/vagas\?q=protese$/);
    const found = `${matching.length} vagas encontradas`;
    await expect(count).toHaveText(found);
    expect(await shownJobIds(page)).toEqual(matching);
    await expect(field).toBeFocused();
    expect(await historyLength(page)).toBe(entriesBefore + 1);

    await page.keyboard.type(' xyzabc');
    await expect(page.getByRole('heading', { name: 'Nenhuma vaga encontrada' })).toBeVisible();
    await expect(jobCards(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/vagas\?q=protese(\+|%20)xyzabc$/);
    expect(await historyLength(page)).toBe(entriesBefore + 1);

    await page.goBack();
    await expect(page).toHaveURL(/\/vagas$/);
    await expect(field).toHaveValue('');
    await expect(count).toHaveText(ALL_JOBS);

    await field.fill('Prótese');
    await expect(count).toHaveText(found);
    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
    await expect(page).toHaveURL(/\/vagas$/);
    await expect(field).toHaveValue('');
    await expect(count).toHaveText(ALL_JOBS);
  });

  test('a shared search link fills the field and filters, accents or not', async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto('/vagas?q=protese');
    await waitForHydration(page);
    await expect(searchField(page)).toHaveValue('protese');
    const count = page.getByText(COUNT);
    await expect(count).not.toHaveText(ALL_JOBS);
    const found = await count.textContent();

    await page.goto('/vagas?q=PR%C3%93TESE');
    await waitForHydration(page);
    await expect(searchField(page)).toHaveValue('PRÓTESE');
    await expect(count).toHaveText(found ?? '');
    expect(await watch.problems()).toEqual([]);
  });

  /** Opens the list on a phone's screen and returns the filter panel's toggle. */
  async function openOnPhone(page: Page, url: string) {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(url);
    await waitForHydration(page);
    return page.getByRole('button', { name: 'Filtrar Vagas' });
  }

  test('on a phone the search shows while the filters stay folded', async ({ page }) => {
    await expect(await openOnPhone(page, '/vagas')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Limpar Filtros' })).toBeHidden();
    await expect(searchField(page)).toBeInViewport();
  });

  test('on a phone a link with filters opens the prerendered list with its filters shown', async ({
    page,
  }) => {
    await expect(await openOnPhone(page, '/vagas?estado=SP')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('combobox', { name: 'Estado' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
  });
});

test("a landing category chip opens the list of that category's jobs", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const chip = page
    .getByRole('region', { name: 'Categorias mais procuradas' })
    .getByRole('link')
    .first();
  const code = new URL((await chip.getAttribute('href')) ?? '', page.url()).searchParams.get(
    'categoria',
  );
  expect(code).toBeTruthy();
  const chipText = (await chip.textContent()) ?? '';
  await chip.click();

  await expect(page).toHaveURL(`/vagas?categoria=${encodeURIComponent(code ?? '')}`);
  const select = page.getByRole('combobox', { name: 'Categoria' });
  await expect(select).toHaveValue(code ?? '');
  // The chip reads its medal place, then the category's name.
  const name = (await select.locator('option:checked').textContent()) ?? '';
  expect(name).toBeTruthy();
  expect(chipText.endsWith(name)).toBe(true);
  const count = page.getByText(COUNT);
  await expect(count).not.toHaveText(ALL_JOBS);
  const shown = Number((await count.textContent())?.split(' ')[0]);
  expect(shown).toBeGreaterThan(0);
  await expect(jobCards(page)).toHaveCount(shown);
  for (const card of await jobCards(page).allTextContents()) expect(card).toContain(name);

  // The same jobs as the category's among the whole list.
  const filtered = await shownJobIds(page);
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect(count).toHaveText(ALL_JOBS);
  const all = await shownJobIds(page);
  expect(filtered).toEqual(all.filter((id) => String(seededJob(id ?? '').data.categoria) === code));
});

test.describe('sharing a job', () => {
  test('WhatsApp gets the title and the address, in a new tab; copying still works', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(completeJob);
    await waitForHydration(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${completeJob}$`));

    const whatsApp = page.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    const href = (await whatsApp.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = new URL(href).searchParams.get('text') ?? '';
    expect(text).toContain(title);
    expect(text).toContain(canonical);
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', /\bnoopener\b/);

    await page.getByRole('button', { name: 'Compartilhar vaga' }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("the system share sheet gets the job's title and address where the browser has one", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const watch = await watchPage(page);
    await page.goto(completeJob);
    await waitForHydration(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Compartilhar em outros apps' }).click();
    const shared = () =>
      page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    await expect.poll(shared).toHaveLength(1);
    const [data] = await shared();
    expect(data.title).toBe(title);
    expect(data.url).toBe(page.url());
    expect(await watch.problems()).toEqual([]);
  });
});

test.describe('similar jobs', () => {
  test('a prerendered job page carries up to three other jobs, without JavaScript', async ({
    request,
  }) => {
    const response = await request.get(completeJob);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const heading = html.indexOf('Vagas semelhantes</h2>');
    expect(heading).toBeGreaterThan(0);
    const section = html.slice(heading, html.indexOf('</section>', heading));
    const ids = [...section.matchAll(/href="\/vagas\/([^"/?#]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(3);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(SAMPLE_JOB_IDS.complete);
    for (const id of ids) expect(seededJobIds).toContain(id);
  });

  test('from the list they cost no read; scrolling to them reads nothing more', async ({
    page,
  }) => {
    const reads = recordFirestoreReads(page);
    await page.goto('/vagas');
    await waitForHydration(page);
    const link = jobCards(page).first().getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    const readsBefore = reads.length;
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByText('Publicado por:')).toBeVisible();
    await expect(page.getByLabel('Carregando nome do anunciante')).toHaveCount(0);
    await scrollToBottom(page);
    const similar = page.getByRole('region', { name: 'Vagas semelhantes' });
    await expect(similar.getByRole('link').first()).toBeVisible();
    await settle(page);

    const links = await similar
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.length).toBeLessThanOrEqual(3);
    expect(links).not.toContain(href);
    const detailReads = reads.slice(readsBefore);
    expect(detailReads.reduce((sum, read) => sum + read.documents, 0)).toBeLessThanOrEqual(2);
    const queries = detailReads.filter((read) => read.method !== 'batchGet');
    const alreadyRead = new Set(lookupsRead(reads.slice(0, readsBefore)));
    expect(queries.map((read) => read.collection)).toEqual(
      lookupsRead(queries).filter((lookup) => !alreadyRead.has(lookup)),
    );
  });

  test('a job page opened directly reads nothing, even scrolled to the bottom', async ({
    page,
  }) => {
    const firestore = watchFirestore(page);
    await page.goto(completeJob);
    await waitForHydration(page);
    const similar = page.getByRole('region', { name: 'Vagas semelhantes' });
    await similar.scrollIntoViewIfNeeded();
    await expect(similar.getByRole('link').first()).toBeInViewport();
    await scrollToBottom(page);
    await settle(page);
    expect(firestore).toEqual([]);
  });
});

test.describe('the jobs feed', () => {
  test('is Atom whose entries link to job pages that answer', async ({ page, request }) => {
    const response = await request.get('/vagas.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const atom = 'http://www.w3.org/2005/Atom';
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        links: [...doc.getElementsByTagNameNS(atom, 'entry')].map(
          (entry) => entry.getElementsByTagNameNS(atom, 'link')[0]?.getAttribute('href') ?? '',
        ),
      };
    }, xml);
    expect(feed.error).toBe(false);
    expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(feed.links.length).toBeGreaterThan(0);
    for (const link of feed.links) expect(link).toMatch(/^https?:\/\/[^/]+\/vagas\/[^/?#]+$/);
    const statuses = await Promise.all(
      feed.links.map(async (link) => {
        const path = new URL(link).pathname;
        return `${path} ${(await request.get(path, { maxRedirects: 0 })).status()}`;
      }),
    );
    expect(statuses).toEqual(feed.links.map((link) => `${new URL(link).pathname} 200`));
  });

  test('every page announces it', async ({ request }) => {
    for (const path of ['/', '/vagas', completeJob, '/termos', '/privacidade', '/nada']) {
      const html = await (await request.get(path)).text();
      const feeds = [...html.matchAll(/<link\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => tag.includes('rel="alternate"'));
      expect(feeds, path).toHaveLength(1);
      expect(feeds[0], path).toContain('type="application/atom+xml"');
      expect(feeds[0], path).toContain('href="/vagas.xml"');
    }
  });
});
