import { expect, test } from '@playwright/test';

import { PHONE } from './phone';
import { SAMPLE_JOB_IDS, waitForHydration } from './support';

const completeJob = `/vagas/${SAMPLE_JOB_IDS.complete}`;

test('the detail page shows every part of a complete job', async ({ page }) => {
  await page.goto(completeJob);
  await expect(page.getByText('DETALHES', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByText('Publicado em')).toBeVisible();
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sobre a vaga' })).toBeVisible();
  await expect(page.getByText('Publicado por:')).toBeVisible();
  await expect(page.getByText(/\S+ \(.+\)/).first()).toBeVisible();
  for (const card of ['Política de trabalho', 'Política de materiais', 'Localização']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await waitForHydration(page);
  await page.getByText('40', { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('40 pessoas já curtiram essa vaga');
  await expect(page).toHaveTitle(/.+ \| .+/);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a long press on the like count shows its tooltip under it, on screen, until 1.5 s after the finger lifts', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto(completeJob);
    await waitForHydration(page);
    const likes = page.getByRole('img', { name: '40 pessoas já curtiram essa vaga' });
    const box = (await likes.boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    const tooltip = page.getByRole('tooltip');
    await page.clock.runFor(650);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tooltip).toHaveText('40 pessoas já curtiram essa vaga');
    const bubble = (await tooltip.boundingBox())!;
    expect(bubble.y).toBeGreaterThan(box.y + box.height);
    expect(bubble.x).toBeGreaterThanOrEqual(0);
    expect(bubble.x + bubble.width).toBeLessThanOrEqual(375);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.clock.runFor(1_400);
    await expect(tooltip).toBeVisible();
    await page.clock.runFor(200);
    await expect(tooltip).toHaveCount(0);
  });
});

test('sharing copies the address and says so for three seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto(completeJob);
  await waitForHydration(page);
  await page.getByRole('button', { name: /compartilhar/i }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.clock.runFor(2_800);
  await expect(page.getByText('Link copiado!')).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByText('Link copiado!')).toHaveCount(0);
});

test('the contact dialog holds focus, shows the stores and closes with Esc or Fechar', async ({
  page,
}) => {
  await page.goto(completeJob);
  await waitForHydration(page);
  const contact = page.getByRole('button', { name: 'Entrar em contato' });
  await contact.click();
  const dialog = page.getByRole('dialog', { name: /^Baixe o app .+ para ver mais detalhes$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /App Store/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Google Play/ })).toBeVisible();
  // A modal dialog makes the page behind it inert: Tab cycles through the dialog and, as in
  // every browser's own dialogs, the browser's toolbar (the body, seen from the page).
  let inDialog = 0;
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const focus = await dialog.evaluate((node) =>
      node.contains(document.activeElement) ? 'dialog' : document.activeElement?.tagName,
    );
    expect(['dialog', 'BODY']).toContain(focus);
    if (focus === 'dialog') inDialog++;
  }
  expect(inDialog).toBeGreaterThanOrEqual(4);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(contact).toBeFocused();

  await contact.click();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});

test('a detail page opened directly links back to the whole list', async ({ page }) => {
  await page.goto(completeJob);
  await page.getByRole('link', { name: 'Voltar para vagas' }).click();
  await expect(page).toHaveURL(/\/vagas$/);
});

test('an Android phone is marked for what is only for Android before the app runs; an iPhone is not', async ({
  browser,
}) => {
  const phones = [
    ['Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 Chrome/131.0 Mobile', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15', false],
  ] as const;
  for (const [userAgent, android] of phones) {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    // Only public/boot.js runs: the app's scripts never arrive.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(completeJob);
    // boot.js has run once it has asked for the entry.
    await page.locator('script[type="module"]').first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-android'))).toBe(
      android,
    );
    await context.close();
  }
});
