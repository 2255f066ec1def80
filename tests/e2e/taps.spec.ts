import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

import { hasHydrated, PHONE, slowPhonePage } from './phone';
import { SAMPLE_JOB_IDS } from './support';

/**
 * No tap is lost: on a phone's CPU, each control of a prerendered page does what it says when
 * tapped at any moment after it shows, before the scripts run, while they load and while React
 * hydrates. Each run is a fresh load; the tap comes as soon as the control is visible, plus a
 * delay of its own: most of the taps fall while the scripts load and run, the last once the page
 * has woken up.
 */

/** After the control shows, one load each. */
const TAP_DELAYS_MS = [0, 120, 240, 400, 800];
const EFFECT_TIMEOUT = 5_000;
const jobPage = `/vagas/${SAMPLE_JOB_IDS.complete}`;

interface Control {
  name: string;
  path: string;
  prepare?: (context: BrowserContext) => Promise<unknown>;
  find: (page: Page) => Locator;
  /** Throws when the tap had no effect. */
  effect: (page: Page, control: Locator) => Promise<void>;
}

const visible = (locator: Locator) => expect(locator).toBeVisible({ timeout: EFFECT_TIMEOUT });
const contactTitle = /^Baixe o app .+ para ver mais detalhes$/;

const CONTROLS: Control[] = [
  {
    name: "the job's 'Entrar em contato'",
    path: jobPage,
    find: (page) => page.getByRole('button', { name: 'Entrar em contato' }),
    effect: async (page, control) => {
      const dialog = page.getByRole('dialog', { name: contactTitle });
      await visible(dialog);
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      // Opened before React took over, it stays open, and single, once React has.
      await expect.poll(() => hasHydrated(page), { timeout: 20_000 }).toBe(true);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden({ timeout: EFFECT_TIMEOUT });
      await expect(control).toBeFocused();
    },
  },
  {
    name: "the job's 'Compartilhar' (copy the link)",
    path: jobPage,
    prepare: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
    find: (page) => page.getByRole('button', { name: 'Compartilhar vaga' }),
    effect: async (page) => {
      await visible(page.getByText('Link copiado!'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    },
  },
  {
    name: "the job's system share",
    path: jobPage,
    prepare: (context) =>
      context.addInitScript(() => {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: ShareData) => {
            document.documentElement.dataset.shared = data.url;
            return Promise.resolve();
          },
        });
      }),
    find: (page) => page.getByRole('button', { name: 'Compartilhar em outros apps' }),
    effect: async (page) => {
      await expect(page.locator('html')).toHaveAttribute('data-shared', page.url(), {
        timeout: EFFECT_TIMEOUT,
      });
    },
  },
  {
    name: "the job's WhatsApp share",
    path: jobPage,
    prepare: (context) =>
      context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' })),
    find: (page) => page.getByRole('link', { name: 'Compartilhar no WhatsApp' }),
    effect: async (page) => {
      const opened = () =>
        page
          .context()
          .pages()
          .map((other) => other.url());
      await expect
        .poll(opened, { timeout: EFFECT_TIMEOUT })
        .toContainEqual(expect.stringMatching(/^https:\/\/wa\.me\/\?text=/));
    },
  },
  {
    name: "the job's 'Voltar para vagas'",
    path: jobPage,
    find: (page) => page.getByRole('link', { name: 'Voltar para vagas' }),
    effect: (page) => expect(page).toHaveURL(/\/vagas$/, { timeout: EFFECT_TIMEOUT }),
  },
  {
    name: 'the phone menu of the navbar',
    path: '/termos',
    find: (page) => page.getByRole('button', { name: 'Abrir menu' }),
    effect: async (page) => {
      await visible(
        page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Vagas' }),
      );
    },
  },
  {
    name: "the landing's 'Baixe Agora'",
    path: '/',
    find: (page) => page.getByText('Baixe Agora', { exact: true }),
    effect: (page) =>
      expect(page.locator('#download')).toBeInViewport({ ratio: 0.2, timeout: EFFECT_TIMEOUT }),
  },
  {
    name: "the landing's first category chip",
    path: '/',
    find: (page) =>
      page.getByRole('region', { name: 'Categorias mais procuradas' }).getByRole('link').first(),
    effect: (page) => expect(page).toHaveURL(/\/vagas\?categoria=/, { timeout: EFFECT_TIMEOUT }),
  },
  {
    name: 'the first card of the list',
    path: '/vagas',
    find: (page) => page.getByRole('heading', { level: 2 }).getByRole('link').first(),
    effect: (page) => expect(page).toHaveURL(/\/vagas\/[^/?]+$/, { timeout: EFFECT_TIMEOUT }),
  },
];

test.use(PHONE);
test.describe.configure({ mode: 'parallel' });

for (const control of CONTROLS) {
  test(`a tap on ${control.name} is never lost while the page wakes up`, async ({ context }) => {
    test.setTimeout(TAP_DELAYS_MS.length * 45_000);
    await control.prepare?.(context);
    const lost: string[] = [];
    let beforeHydration = 0;
    for (const [run, delay] of TAP_DELAYS_MS.entries()) {
      const page = await slowPhonePage(context);
      try {
        await page.goto(control.path, { waitUntil: 'domcontentloaded' });
        const target = control.find(page);
        await target.waitFor({ state: 'visible', timeout: 15_000 });
        await page.waitForTimeout(delay);
        if (!(await hasHydrated(page))) beforeHydration++;
        await target.tap({ timeout: 15_000 });
        await control.effect(page, target);
      } catch (error) {
        lost.push(`run ${run + 1}: ${String(error).split('\n')[0]}`);
      } finally {
        await page.close();
        await Promise.all(context.pages().map((other) => other.close()));
      }
    }
    const summary = `${lost.length} of ${TAP_DELAYS_MS.length} taps lost (${beforeHydration} made before hydration)`;
    test.info().annotations.push({ type: 'taps', description: summary });
    console.log(`${control.name}: ${summary}`);
    expect(lost, summary).toEqual([]);
  });
}

test('React takes over a prerendered page where the visitor has scrolled it', async ({
  context,
}) => {
  const page = await slowPhonePage(context);
  // Scrolled as soon as the HTML is parsed: the scripts start only after the next frame.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const contact = [...document.querySelectorAll('button')].find(
        (button) => button.textContent === 'Entrar em contato',
      );
      contact?.scrollIntoView({ block: 'center' });
      document.documentElement.dataset.scrolled = String(window.scrollY);
    }),
  );
  await page.goto(jobPage, { waitUntil: 'domcontentloaded' });
  const scrolled = Number(await page.locator('html').getAttribute('data-scrolled'));
  expect(scrolled).toBeGreaterThan(0);
  await expect.poll(() => hasHydrated(page), { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByRole('button', { name: 'Entrar em contato' })).toBeInViewport();
});
