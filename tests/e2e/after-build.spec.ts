import { expect, test } from '@playwright/test';

import {
  deleteJob,
  freshJobId,
  OLDEST_JOB_ID,
  restoreJob,
  seededJob,
  writeJobCopy,
} from './emulator';
import { holdFirestore, SAMPLE_JOB_IDS, waitForHydration } from './support';

// Jobs that changed after the build: the emulator is written while the site is served. Each test
// touches a job no other test opens, and puts it back; serial, so they never overlap.
test.describe.configure({ mode: 'serial' });

const DETAIL_LOADING = { name: 'Carregando vaga' } as const;

test('a job created after the build is served by the app shell and loads in the browser', async ({
  page,
}, testInfo) => {
  const id = freshJobId(testInfo);
  const title = `Vaga publicada depois do build ${id}`;
  await writeJobCopy(SAMPLE_JOB_IDS.complete, id, title);
  try {
    const job = await holdFirestore(page, 'batchGet');
    const response = await page.goto(`/vagas/${id}`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).not.toContain(title);

    await expect(page.getByRole('status', DETAIL_LOADING)).toBeVisible();
    await expect(page).toHaveTitle(/carregando/i);
    job.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('status', DETAIL_LOADING)).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByText('Publicado por:')).toBeVisible();
  } finally {
    await deleteJob(id);
  }
});

test('a job deleted after the build shows its page, then "Vaga não encontrada" once checked', async ({
  page,
}) => {
  const title = String(seededJob(OLDEST_JOB_ID).data.titulo);
  await deleteJob(OLDEST_JOB_ID);
  try {
    // Two hours on, the data the page was built with is past its stale time: the client checks.
    await page.clock.install({ time: Date.now() + 2 * 3_600_000 });
    const check = await holdFirestore(page, 'batchGet');
    await page.goto(`/vagas/${OLDEST_JOB_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await waitForHydration(page);
    check.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vaga não encontrada');
    await expect(page).toHaveTitle(/^Vaga não encontrada/);
    await expect(page.getByRole('link', { name: 'Voltar para listagem de vagas' })).toBeVisible();
  } finally {
    await restoreJob(OLDEST_JOB_ID);
  }
});
