/**
 * How fast a hydrated page answers a tap, at 375 px with a 4× CPU slowdown: for each
 * interaction, the longest Event Timing entry it caused (what INP reports) and the time from the
 * tap to the frame in which the visitor sees its effect (which Event Timing misses when the work
 * is deferred past the event's frame).
 *
 *   tsx scripts/bench/interactions.ts [baseUrl] [--runs 5] [--cpu 4]
 */
import type { Browser, Locator, Page } from '@playwright/test';

import {
  benchmarkIndex,
  benchSite,
  findJobPath,
  launchChromium,
  median,
  PHONE,
  spread,
} from './shared.ts';

const EVENT_TARGET_MS = 200;

/**
 * A finger on `locator`'s centre, scrolled into view. The element is found before the tap: finding it
 * by role runs Playwright's script in the page, on the same slowed-down main thread, and would
 * delay the tap it measures.
 */
async function tap(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

interface Interaction {
  name: string;
  path: (job: string) => string;
  /** Steps before the measured one (not measured). */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** In the page: the time (performance.now()) once the visitor can see the effect, else false. */
  shown: () => number | false;
  /** Made by script, which Event Timing does not time: only the time to the effect tells. */
  untimed?: true;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'job page: Entrar em contato → dialog',
    path: (job) => job,
    act: (page) => tap(page, page.getByRole('button', { name: 'Entrar em contato' })),
    shown: () =>
      [...document.querySelectorAll('[role="dialog"], dialog[open]')].some(
        (d) => /Baixe o app/.test(d.textContent ?? '') && d.getClientRects().length > 0,
      ) && performance.now(),
  },
  {
    name: 'job page: Compartilhar → Link copiado!',
    path: (job) => job,
    act: (page) => tap(page, page.getByRole('button', { name: /Compartilhar vaga|Copiar link/ })),
    shown: () => document.body.innerText.includes('Link copiado!') && performance.now(),
  },
  {
    name: 'job page: Abrir menu → phone menu',
    path: (job) => job,
    act: (page) => tap(page, page.getByRole('button', { name: 'Abrir menu' })),
    shown: () =>
      [...document.querySelectorAll('nav[aria-label="Menu"]')].some(
        (menu) => menu.getClientRects().length > 0,
      ) && performance.now(),
  },
  {
    name: '/vagas: tap into the search field',
    path: () => '/vagas',
    act: (page) => tap(page, page.getByRole('searchbox', { name: 'Buscar vagas' })),
    shown: () => document.activeElement?.getAttribute('type') === 'search' && performance.now(),
  },
  {
    // On a phone the selects start folded away: the tap that unfolds them.
    name: '/vagas: Filtrar Vagas → selects',
    path: () => '/vagas',
    act: (page) => tap(page, page.getByRole('button', { name: 'Filtrar Vagas' })),
    shown: () =>
      (document.querySelector('select[name="categoria"]')?.getClientRects().length ?? 0) > 0 &&
      performance.now(),
  },
  {
    // The choice is made by script (a native picker cannot be driven): Event Timing does not
    // time such events, so only its time to the new count tells.
    name: '/vagas: choose a category → count',
    untimed: true,
    path: () => '/vagas',
    prepare: async (page) => {
      // On a phone the selects sit in a collapsed panel.
      const toggle = page.getByRole('button', { name: 'Filtrar Vagas' });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.tap();
      await page.evaluate(() => {
        const count = [...document.querySelectorAll('p, h2, span')].find((e) =>
          /vagas? encontradas?$/.test(e.textContent ?? ''),
        );
        (window as unknown as { countBefore: string }).countBefore = count?.textContent ?? '';
      });
    },
    act: async (page) => {
      const select = page.getByRole('combobox', { name: 'Categoria' });
      const value = await select.evaluate(
        (element) => (element as HTMLSelectElement).options[1]?.value ?? '',
      );
      await select.selectOption(value);
    },
    shown: () => {
      const count = [...document.querySelectorAll('p, h2, span')].find((e) =>
        /vagas? encontradas?$/.test(e.textContent ?? ''),
      );
      const before = (window as unknown as { countBefore: string }).countBefore;
      return !!count && count.textContent !== before && performance.now();
    },
  },
];

async function sample(browser: Browser, url: string, interaction: Interaction) {
  const context = await browser.newContext({ ...PHONE, locale: 'pt-BR' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(url).origin,
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    await interaction.prepare?.(page);
    await page.evaluate(() => {
      const w = window as unknown as { events: number[]; inputAt: number };
      w.inputAt = 0;
      w.events = [];
      // Only what the measured step starts: the entries of a step before it (the tap that unfolds
      // the selects) are reported after their paint, which may come once this observes.
      const armedAt = performance.now();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.startTime >= armedAt) w.events.push(entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      for (const type of ['pointerdown', 'input', 'change']) {
        window.addEventListener(type, (event) => (w.inputAt ||= event.timeStamp), true);
      }
    });
    await interaction.act(page);
    const seenAt = await page.waitForFunction(interaction.shown, null, {
      polling: 'raf',
      timeout: 15_000,
    });
    const shownMs = (await seenAt.jsonValue()) as number;
    // Event Timing entries arrive after the next paint.
    await page.waitForTimeout(300);
    // Awaited here: returned as it is, the `finally` below would close the page under it.
    return await page.evaluate((shown) => {
      const w = window as unknown as { events: number[]; inputAt: number };
      return { event: Math.max(0, ...w.events), visible: shown - w.inputAt };
    }, shownMs);
  } finally {
    await context.close();
  }
}

const { runs, base, close, cpuSlowdown } = await benchSite(5);
const browser = await launchChromium();
try {
  const job = (await findJobPath(base)) ?? '/vagas';
  const cpu = await benchmarkIndex(browser);
  console.log(`Interactions at 375 px, ${cpuSlowdown}× CPU, after hydration, ${runs} runs each`);
  console.log('| interaction | longest event (ms) | tap → effect shown (ms) |');
  console.log('| --- | --- | --- |');
  for (const interaction of INTERACTIONS) {
    const samples = [];
    try {
      for (let i = 0; i < runs; i++) {
        samples.push(await sample(browser, `${base}${interaction.path(job)}`, interaction));
      }
    } catch (error) {
      console.log(`| ${interaction.name} | failed: ${(error as Error).message.split('\n')[0]} | |`);
      process.exitCode = 1;
      continue;
    }
    const events = samples.map((s) => s.event);
    const shown = samples.map((s) => s.visible);
    const met = Math.max(...events) <= EVENT_TARGET_MS ? '✓' : '✗';
    const longest = interaction.untimed
      ? 'not timed (chosen by script)'
      : `${median(events).toFixed(0)} (${spread(events)}) ${met}`;
    console.log(
      `| ${interaction.name} | ${longest} | ${median(shown).toFixed(0)} (${spread(shown)}) |`,
    );
  }
  console.log(`Target: every interaction's event duration ≤ ${EVENT_TARGET_MS} ms.`);
  console.log(`benchmarkIndex ${cpu} before, ${await benchmarkIndex(browser)} after.`);
} finally {
  await browser.close();
  await close();
}
