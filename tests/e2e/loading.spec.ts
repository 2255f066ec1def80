import { expect, type Page, test } from '@playwright/test';

import { holdFirestore, navigateInApp, SAMPLE_JOB_IDS, waitForHydration } from './support';

// The loading states of product §4 and §5. A built page shows its data at once, so loading is what a
// navigation inside the app shows while it reads; each read is held until the state is seen.

async function startInApp(page: Page) {
  await page.goto('/termos');
  await waitForHydration(page);
}

test('the list shows placeholder cards while it reads, then the jobs', async ({ page }) => {
  await startInApp(page);
  const read = await holdFirestore(page, 'runQuery', ['vagas']);
  await navigateInApp(page, '/vagas');
  const placeholders = page.getByRole('list', { name: 'Carregando vagas' });
  await expect(placeholders).toBeVisible();
  read.release();
  await expect(page.getByText(/^\d+ vagas? encontradas?$/)).toHaveText('50 vagas encontradas');
  await expect(placeholders).toHaveCount(0);
});

test('the detail shows its skeleton while it reads, then the job', async ({ page }) => {
  await startInApp(page);
  const read = await holdFirestore(page, 'batchGet');
  await navigateInApp(page, `/vagas/${SAMPLE_JOB_IDS.complete}`);
  const skeleton = page.getByRole('status', { name: 'Carregando vaga' });
  await expect(skeleton).toBeVisible();
  await expect(page).toHaveTitle(/^Carregando vaga/);
  read.release();
  await expect(page.getByText('Publicado por:')).toBeVisible();
  await expect(skeleton).toHaveCount(0);
});

test('the landing says it is loading its categories, then shows them', async ({ page }) => {
  await startInApp(page);
  const read = await holdFirestore(page, 'runQuery', ['categoriaperfil']);
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  const loading = page.getByRole('status').filter({ hasText: 'Carregando categorias...' });
  await expect(loading).toBeVisible();
  read.release();
  await expect(loading).toHaveCount(0);
  const categories = page.getByRole('region', { name: 'Categorias mais procuradas' });
  await expect(categories.getByRole('listitem')).toHaveCount(3);
  await expect(categories.getByText('Erro ao carregar')).toHaveCount(0);
});
