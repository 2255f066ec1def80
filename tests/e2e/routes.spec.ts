import { expect, test } from '@playwright/test';

const routes = [
  { path: '/', heading: 'Seu futuro profissional está aqui' },
  { path: '/termos', heading: 'Termos de Serviço' },
  { path: '/privacidade', heading: 'Política de Privacidade' },
  { path: '/vagas', heading: 'Vagas' },
];

for (const { path, heading } of routes) {
  test(`${path} renders in Portuguese`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
}
