import { expect, type Page, test } from '@playwright/test';

import {
  failFirestore,
  FLAWED_JOB_IDS,
  navigateInApp,
  SAMPLE_JOB_IDS,
  waitForHydration,
} from './support';

// The error texts of docs/product.md, one by one, with faults injected at the network. A prerendered page shows the
// data it was built with and reads nothing, so each read here is one the client makes on its
// own: a navigation inside the app into a page whose data it does not hold yet.

async function startInApp(page: Page) {
  await page.goto('/termos');
  await waitForHydration(page);
}

test('a job that does not exist says so and leads back to the list', async ({ page }) => {
  await page.goto('/vagas/esta-vaga-nao-existe');
  await expect(page.getByRole('heading', { name: 'Vaga não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para listagem de vagas' }).click();
  await expect(page).toHaveURL(/\/vagas$/);
  await expect(page.getByText(/^\d+ vagas? encontradas?$/)).toBeVisible();
});

test('a failed job read shows the detail error', async ({ page }) => {
  await startInApp(page);
  await failFirestore(page, 'batchGet');
  await navigateInApp(page, `/vagas/${SAMPLE_JOB_IDS.complete}`);
  await expect(page.getByText('Erro ao buscar dados. Por favor, tente novamente.')).toBeVisible();
  await expect(page).toHaveTitle(/erro/i);
});

test('a failed list read offers a retry that reloads the page', async ({ page }) => {
  await startInApp(page);
  await failFirestore(page, 'runQuery', ['vagas']);
  await page.getByRole('banner').getByRole('link', { name: 'Vagas', exact: true }).click();
  await expect(page).toHaveURL(/\/vagas$/);
  await expect(page.getByText('Erro ao buscar vagas. Por favor, tente novamente.')).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText(/^\d+ vagas? encontradas?$/)).toBeVisible();
});

test('a failed landing read shows three error chips and no stats', async ({ page }) => {
  await startInApp(page);
  await failFirestore(page, 'runAggregationQuery');
  await failFirestore(page, 'runQuery', ['categoriaperfil']);
  await failFirestore(page, 'batchGet');
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Erro ao carregar')).toHaveCount(3);
  await expect(page.getByText(/profissionais/i).filter({ hasText: /^\+/ })).toHaveCount(0);
  await expect(page.getByText('Carregando categorias...')).toHaveCount(0);
});

test('failed lookups fall back to raw codes without an error', async ({ page }) => {
  await startInApp(page);
  await failFirestore(page, 'runQuery', 'lookups');
  await navigateInApp(page, `/vagas/${SAMPLE_JOB_IDS.complete}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Política de trabalho')).toBeVisible();
  await expect(page.getByText(/^2, 3$/)).toBeVisible();
  await expect(page.getByText(/Erro/)).toHaveCount(0);
});

test('a failed copy is only logged', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/vagas/${SAMPLE_JOB_IDS.complete}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /compartilhar/i }).click();
  await expect.poll(() => errors.length).toBeGreaterThan(0);
  await expect(page.getByText('Link copiado!')).toHaveCount(0);
});

test('missing location and policies read as not informed', async ({ page }) => {
  await page.goto(`/vagas/${FLAWED_JOB_IDS.locationMissing}`);
  await expect(page.getByText('Localização não informada')).toBeVisible();
  // The prerendered page shows it at once; a navigation inside the app needs the app running.
  await waitForHydration(page);
  await navigateInApp(page, `/vagas/${FLAWED_JOB_IDS.policiesMissing}`);
  await expect(page.getByText('Não informado')).toHaveCount(2);
});
