import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { failFirestore, navigateInApp, SAMPLE_JOB_IDS, waitForHydration } from './support';

async function seriousViolations(page: Page) {
  // Colours are judged at rest, not halfway through the navbar's fade.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
}

const pages = [
  '/',
  '/termos',
  '/privacidade',
  '/vagas',
  '/vagas?estado=SP',
  `/vagas/${SAMPLE_JOB_IDS.complete}`,
  '/vagas/esta-vaga-nao-existe',
  '/pagina-inexistente',
];

for (const path of pages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scanned once awake: the scripts start after the first paint and hydration may restyle.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 400));
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the open contact dialog has no serious accessibility violations', async ({ page }) => {
  await page.goto(`/vagas/${SAMPLE_JOB_IDS.complete}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Entrar em contato' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('error states have no serious accessibility violations', async ({ page }) => {
  // A prerendered page reads nothing; the list reads, and fails, when the app navigates to it.
  await page.goto('/termos');
  await waitForHydration(page);
  await failFirestore(page, 'runQuery', ['vagas']);
  await navigateInApp(page, '/vagas');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await failFirestore(page, 'batchGet');
  await navigateInApp(page, `/vagas/${SAMPLE_JOB_IDS.complete}`);
  await expect(page.getByText('Erro ao buscar dados. Por favor, tente novamente.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('keyboard users get a visible skip link first, then the navigation', async ({ page }) => {
  await page.goto('/vagas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      name: element.getAttribute('aria-label') ?? element.textContent,
      outline: style.outlineStyle,
    };
  });
  expect(focused.name).toMatch(/página inicial/);
  expect(focused.outline).not.toBe('none');
});
