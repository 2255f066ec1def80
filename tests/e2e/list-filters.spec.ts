import { type CDPSession, expect, type Page, test } from '@playwright/test';

import { waitForHydration } from './support';

/** The job list's filter form, as visitors use it: without scripts, before hydration, quickly. */

const COUNT = /^\d+ vagas? encontradas?$/;
const countText = (n: number) => (n === 1 ? '1 vaga encontrada' : `${n} vagas encontradas`);
const select = (page: Page, name: string) => page.getByRole('combobox', { name });
const jobCards = (page: Page) => page.locator('ul[aria-label="Vagas"] > li');

interface EmbeddedJob {
  categoryCode: string | null;
  state: string | null;
}

/** The list data embedded in the page, as the build read it. */
async function embeddedJobs(page: Page): Promise<EmbeddedJob[]> {
  const text = await page.locator('#estado-inicial').textContent();
  const state = JSON.parse(text ?? '{}') as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };
  return state.queries.find((query) => query.queryKey[0] === 'jobs')?.state.data as EmbeddedJob[];
}

/** The first category and state that have jobs together, with how many. */
async function pairWithJobs(page: Page) {
  const jobs = await embeddedJobs(page);
  const job = jobs.find((candidate) => candidate.categoryCode && candidate.state)!;
  const categoria = job.categoryCode!;
  const estado = job.state!;
  const count = jobs.filter((j) => j.categoryCode === categoria && j.state === estado).length;
  return { categoria, estado, count };
}

async function slowCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('submitting the filter form loads the list with the chosen query', async ({ page }) => {
    await page.goto('/vagas');
    const { categoria, estado } = await pairWithJobs(page);
    await select(page, 'Categoria').selectOption(categoria);
    await select(page, 'Estado').selectOption(estado);
    await page.getByRole('searchbox', { name: 'Buscar vagas' }).fill('clínica');
    await page.getByRole('button', { name: 'Ver vagas' }).click();

    await expect(page).toHaveURL(/\/vagas\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('categoria')).toBe(categoria);
    expect(query.get('estado')).toBe(estado);
    expect(query.get('q')).toBe('clínica');
    // Without a state chosen on the page it was sent from, the city was not offered.
    expect(query.has('cidade')).toBe(false);
  });
});

test.describe('before hydration, on a slow CPU', () => {
  test('on a phone, the panel opened and a state chosen as soon as they show filter the list', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await slowCpu(page);
    for (let run = 1; run <= 10; run++) {
      await page.goto('/vagas', { waitUntil: 'domcontentloaded' });
      // Phones start with the selects folded away under 'Filtrar Vagas'.
      const toggle = page.getByRole('button', { name: 'Filtrar Vagas' });
      await toggle.click();
      await expect(toggle, `run ${run}`).toHaveAttribute('aria-expanded', 'true');
      const estado = select(page, 'Estado');
      await estado.waitFor({ state: 'visible' });
      const chosen = await estado.locator('option').nth(1).getAttribute('value');
      await estado.selectOption(chosen!);

      await waitForHydration(page);
      await expect(page, `run ${run}`).toHaveURL(`/vagas?estado=${chosen}`);
      await expect(estado, `run ${run}`).toHaveValue(chosen!);
      const expected = (await embeddedJobs(page)).filter((job) => job.state === chosen).length;
      await expect(page.getByText(COUNT), `run ${run}`).toHaveText(countText(expected));
      // The panel stays as the visitor left it, open.
      await expect(toggle, `run ${run}`).toHaveAttribute('aria-expanded', 'true');
      await expect(estado, `run ${run}`).toBeVisible();
    }
  });

  test('on a phone, a search typed as soon as the field shows filters the list', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await slowCpu(page);
    for (let run = 1; run <= 10; run++) {
      await page.goto('/vagas', { waitUntil: 'domcontentloaded' });
      const field = page.getByRole('searchbox', { name: 'Buscar vagas' });
      await field.waitFor({ state: 'visible' });
      await field.fill('Campinas');

      await waitForHydration(page);
      await expect(page, `run ${run}`).toHaveURL('/vagas?q=Campinas');
      await expect(field).toHaveValue('Campinas');
      await expect(page.getByText(COUNT), `run ${run}`).not.toHaveText('50 vagas encontradas');
      for (const card of await jobCards(page).all()) await expect(card).toContainText('Campinas');
    }
  });
});

test.describe('two quick choices both stick', () => {
  for (const slow of [false, true]) {
    test(`category then state, 100, 300 and 800 ms apart${slow ? ', on a slow CPU' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(slow ? 300_000 : 120_000);
      await page.goto('/vagas');
      await waitForHydration(page);
      const { categoria, estado, count } = await pairWithJobs(page);
      if (slow) await slowCpu(page);
      const found = page.getByText(COUNT);
      const all = (await found.textContent()) ?? '';

      for (const gap of [100, 300, 800]) {
        for (let run = 1; run <= 10; run++) {
          const label = `${gap} ms apart, run ${run}`;
          await select(page, 'Categoria').selectOption(categoria);
          await page.waitForTimeout(gap);
          await select(page, 'Estado').selectOption(estado);

          // The selects show both choices at once; the URL and the list follow.
          expect(await select(page, 'Categoria').inputValue(), label).toBe(categoria);
          expect(await select(page, 'Estado').inputValue(), label).toBe(estado);
          await expect(page, label).toHaveURL(
            `/vagas?categoria=${encodeURIComponent(categoria)}&estado=${encodeURIComponent(estado)}`,
          );
          await expect(found, label).toHaveText(countText(count));
          await expect(select(page, 'Categoria'), label).toHaveValue(categoria);

          await page.getByRole('button', { name: 'Limpar Filtros' }).click();
          await expect(found, label).toHaveText(all);
        }
      }
    });
  }
});

test('/vagas?q=Campinas shows exactly the jobs whose card shows Campinas', async ({ page }) => {
  await page.goto('/vagas');
  await waitForHydration(page);
  const idsOf = (cards: string[]) => cards.map((html) => /href="\/vagas\/([^"?]+)/.exec(html)?.[1]);
  const allCards = await jobCards(page).evaluateAll((items) =>
    items.map((item) => ({ html: item.innerHTML, text: item.textContent ?? '' })),
  );
  const showing = idsOf(
    allCards.filter((card) => card.text.includes('Campinas')).map((c) => c.html),
  );
  expect(showing.length).toBeGreaterThan(0);

  await page.goto('/vagas?q=Campinas');
  await waitForHydration(page);
  await expect(page.getByText(COUNT)).toHaveText(countText(showing.length));
  const found = await jobCards(page).evaluateAll((items) => items.map((item) => item.innerHTML));
  expect(idsOf(found)).toEqual(showing);
});
