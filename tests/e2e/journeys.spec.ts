import { expect, test } from '@playwright/test';

import { PHONE, SLOW_PHONE_TIMEOUT, slowPhonePage } from './phone';
import { lookupsRead, recordFirestoreReads, settle, waitForHydration } from './support';

test('landing → list → filter → detail → back keeps the filters and scroll, with no new reads', async ({
  page,
}) => {
  const reads = recordFirestoreReads(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seu futuro profissional está aqui' }),
  ).toBeVisible();
  await waitForHydration(page);

  await page.getByRole('banner').getByRole('link', { name: 'Vagas', exact: true }).click();
  await expect(page).toHaveURL(/\/vagas$/);
  const count = page.getByText(/^\d+ vagas? encontradas?$/);
  await expect(count).toHaveText('50 vagas encontradas');

  await page.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
  await expect(page).toHaveURL(/estado=SP/);
  await expect(count).not.toHaveText('50 vagas encontradas');
  const stateText = await count.textContent();
  await expect(page.getByRole('combobox', { name: 'Bairro' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Cidade' }).selectOption('São Paulo');
  await expect(page).toHaveURL(/cidade=S%C3%A3o\+Paulo|cidade=S%C3%A3o%20Paulo/);
  await expect(count).not.toHaveText(stateText ?? '');
  const filteredText = await count.textContent();

  const cards = page.getByRole('main').locator('a[href^="/vagas/"]');
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const title = (await last.textContent())?.trim() ?? '';
  const readsBefore = reads.length;
  await last.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Publicado por:')).toBeVisible();
  await expect(page.getByLabel('Carregando nome do anunciante')).toHaveCount(0);
  await settle(page);

  // Opening a job from the list: its document and its owner's at most, and only the lookups
  // this visit has not read yet.
  const detailReads = reads.slice(readsBefore);
  const documents = detailReads.reduce((sum, read) => sum + read.documents, 0);
  expect(documents).toBeLessThanOrEqual(2);
  const queries = detailReads.filter((read) => read.method !== 'batchGet');
  const alreadyRead = new Set(lookupsRead(reads.slice(0, readsBefore)));
  expect(queries.map((read) => read.collection)).toEqual(
    lookupsRead(queries).filter((lookup) => !alreadyRead.has(lookup)),
  );

  const readsOnDetail = reads.length;
  await page.getByRole('link', { name: 'Voltar para vagas' }).click();
  await expect(page).toHaveURL(/estado=SP.*cidade=|cidade=.*estado=SP/);
  await expect(count).toHaveText(filteredText ?? '');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollBefore + 5);
  await settle(page);
  expect(reads.slice(readsOnDetail)).toEqual([]);
});

test('a shared list link keeps its filters and drops values that make no sense', async ({
  page,
}) => {
  await page.goto('/vagas?estado=SP&cidade=Atlantida&categoria=nao-existe');
  await waitForHydration(page);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveValue('');
  await expect(page.getByText(/^\d+ vagas? encontradas?$/)).not.toHaveText('50 vagas encontradas');

  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect(page.getByText(/^\d+ vagas? encontradas?$/)).toHaveText('50 vagas encontradas');
  await expect(page).toHaveURL(/\/vagas$/);
});

test('pages opened from a scrolled page start at the top', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('banner').getByRole('link', { name: 'Vagas', exact: true }).click();
  await expect(page.getByText(/^\d+ vagas? encontradas?$/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('main').locator('a[href^="/vagas/"]').last().click();
  await expect(page.getByRole('link', { name: 'Voltar para vagas' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Serviço' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Serviço' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the list fetches a job page's code once quiet: a tap on a card made without scrolling waits only for the job", async ({
  page,
}) => {
  await page.goto('/vagas');
  await waitForHydration(page);
  // Each fetch of the job page's code: how it was asked for, and the bytes it took from the network.
  const fetches = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/job-[\w-]+\.js$/.test(entry.name))
        .map(({ initiatorType, transferSize }) => ({
          initiatorType,
          fromNetwork: transferSize > 0,
        })),
    );
  await expect.poll(fetches).toEqual([{ initiatorType: 'link', fromNetwork: true }]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('main').locator('a[href^="/vagas/"]').first().click();
  await expect(page.getByRole('button', { name: 'Entrar em contato' })).toBeVisible();
  // The tap's own fetch came from the cache.
  expect((await fetches()).filter(({ fromNetwork }) => fromNetwork)).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a job opened from the list shows its title first, and the rest of the page right after', async ({
    context,
  }) => {
    const page = await slowPhonePage(context);
    await page.goto('/vagas');
    await waitForHydration(page);
    const card = page.getByRole('main').locator('a[href^="/vagas/"]').first();
    const title = ((await card.textContent()) ?? '').trim();
    // What each frame from the tap on shows: the job's title, its contact button.
    await page.evaluate((title) => {
      const frames: string[] = [];
      Object.assign(window, { frames_: frames });
      const look = () => {
        const heading = document.querySelector('main h1')?.textContent === title;
        const contact = [...document.querySelectorAll('main button')].some(
          (button) => button.textContent === 'Entrar em contato',
        );
        frames.push([heading && 'title', contact && 'contact'].filter(Boolean).join(' + '));
        if (!contact) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, title);

    await card.tap();

    await expect(page.getByRole('button', { name: 'Entrar em contato' })).toBeVisible({
      timeout: SLOW_PHONE_TIMEOUT,
    });
    const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
    expect(frames).toContain('title');
    expect(frames.at(-1)).toBe('title + contact');
  });

  test('the list opened from the landing shows its first cards, and the others right after', async ({
    context,
  }) => {
    const page = await slowPhonePage(context);
    await page.goto('/');
    await waitForHydration(page);
    const link = page.getByRole('main').getByRole('link', { name: 'Ver vagas abertas' });
    await link.scrollIntoViewIfNeeded();
    // How many cards each frame from the tap on shows.
    await page.evaluate(() => {
      const frames: number[] = [];
      Object.assign(window, { frames_: frames });
      const look = () => {
        frames.push(document.querySelectorAll('main li h2 a').length);
        if (frames.at(-1)! < 50) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });

    await link.tap();

    await expect(page.getByRole('main').locator('li h2 a')).toHaveCount(50, {
      timeout: SLOW_PHONE_TIMEOUT,
    });
    const frames = await page.evaluate(() => (window as unknown as { frames_: number[] }).frames_);
    expect(frames.filter((cards) => cards > 0)[0]).toBe(6);
    expect(frames.at(-1)).toBe(50);
  });
});
