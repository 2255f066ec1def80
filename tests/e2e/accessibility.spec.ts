import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { failFirestore, SAMPLE_JOB_IDS } from './support';

async function seriousViolations(page: Page) {
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
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 400));
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the open contact dialog has no serious accessibility violations', async ({ page }) => {
  await page.goto(`/vagas/${SAMPLE_JOB_IDS.complete}`);
  await page.getByRole('button', { name: 'Entrar em contato' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('error states have no serious accessibility violations', async ({ page }) => {
  await failFirestore(page, 'runQuery', ['vagas']);
  await page.goto('/vagas');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the site is usable by keyboard with a visible focus', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { tag: element.tagName, outline: style.outlineStyle, shadow: style.boxShadow };
  });
  expect(outline.tag).toBe('A');
  expect(outline.outline !== 'none' || outline.shadow !== 'none').toBe(true);
});
