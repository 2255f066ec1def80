/**
 * How long the job list makes a visitor wait, measured to what they see: on a phone (375 px,
 * 4× CPU slowdown through CDP), from the input event of a filter choice, and of the last key of a
 * search, to the frame in which the count and the first card show the new result; beside it, the
 * Event Timing duration of the same actions (the longest event of each, as INP reads them).
 *
 *   tsx scripts/bench/list-latency.ts [baseUrl] [--runs 10] [--cpu 4]
 *
 * Without a base URL it serves this project's build itself (scripts/preview-stack.ts); with one,
 * it measures whatever answers there (another checkout's build, for a before/after).
 */
import type { Page } from '@playwright/test';

import { benchmarkIndex, benchSite, launchChromium, median, PHONE } from './shared.ts';

/** Typed as a quick thumb types: faster than the list's debounce, so only the last key counts. */
const KEY_DELAY_MS = 60;
const COUNT = /^\d+ vagas? encontradas?$/;

interface Sample {
  /** Input event → the frame after the count and first card last changed. */
  shownMs: number;
  /** The longest Event Timing entry of the action (0 when none reached 16 ms). */
  eventMs: number;
}

/**
 * Starts watching the list; `window.__listLatency()` later gives the action's timings. Plain
 * JavaScript source: the runner's transform would add helpers the page does not have.
 */
const WATCH = `(() => {
  const view = () =>
    document.querySelector('[aria-live="polite"]')?.textContent + '|' +
    document.querySelector('ul[aria-label="Vagas"] > li a')?.getAttribute('href');
  const before = view();
  let inputAt = -1;
  let shownAt = -1;
  let longestEvent = 0;
  const onInput = (event) => { inputAt = event.timeStamp; };
  document.addEventListener('input', onInput, true);
  const events = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestEvent = Math.max(longestEvent, entry.duration);
  });
  events.observe({ type: 'event', durationThreshold: 16 });
  // The frame that paints a new state: after its animation frame, once the task yields.
  const mutations = new MutationObserver(() => {
    const now = view();
    if (now === before) return;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { if (view() === now) shownAt = performance.now(); };
      channel.port2.postMessage(null);
    });
  });
  mutations.observe(document.querySelector('main'), {
    subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['href'],
  });
  window.__listLatency = () => {
    mutations.disconnect();
    events.disconnect();
    document.removeEventListener('input', onInput, true);
    return { inputAt, shownAt, longestEvent, changed: view() !== before };
  };
})()`;

const watch = (page: Page) => page.evaluate(WATCH);

async function collect(page: Page): Promise<Sample> {
  // Quiet long enough for a slow phone's last render and its Event Timing entries.
  await page.waitForTimeout(1_500);
  const result = await page.evaluate<{
    inputAt: number;
    shownAt: number;
    longestEvent: number;
    changed: boolean;
  }>('window.__listLatency()');
  if (!result.changed || result.shownAt < 0) throw new Error('the list did not change');
  return { shownMs: result.shownAt - result.inputAt, eventMs: result.longestEvent };
}

const count = (page: Page) => page.getByText(COUNT);

async function openList(page: Page, base: string) {
  await page.goto(`${base}/vagas`);
  await count(page).waitFor();
  // Hydrated: the count's element carries React's fiber.
  const hydrated = `Object.keys(document.querySelector('[aria-live="polite"]') ?? {})
    .some((key) => key.startsWith('__reactFiber'))`;
  while (!(await page.evaluate<boolean>(hydrated))) await page.waitForTimeout(100);
  await page.waitForTimeout(1_000);
  const toggle = page.getByRole('button', { name: 'Filtrar Vagas' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** A state choice made with the keyboard (a trusted event, so Event Timing sees it). */
async function chooseState(page: Page, all: string): Promise<Sample> {
  const select = page.getByRole('combobox', { name: 'Estado' });
  await select.focus();
  await watch(page);
  await page.keyboard.press('End');
  const sample = await collect(page);
  await page.keyboard.press('Home');
  await count(page).filter({ hasText: all }).waitFor();
  return sample;
}

async function search(page: Page, word: string, all: string): Promise<Sample> {
  const field = page.getByRole('searchbox', { name: 'Buscar vagas' });
  await field.focus();
  await watch(page);
  await page.keyboard.type(word, { delay: KEY_DELAY_MS });
  const sample = await collect(page);
  await field.fill('');
  await count(page).filter({ hasText: all }).waitFor();
  return sample;
}

function summary(label: string, numbers: number[], target?: number) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = median(sorted);
  const mark = target === undefined ? '' : middle <= target ? ' ✓' : ' ✗';
  const spread = sorted.map((n) => Math.round(n)).join(', ');
  return `| ${label} | ${Math.round(middle)}${mark} | ${Math.round(sorted[0])}–${Math.round(sorted.at(-1)!)} | ${spread} |`;
}

const { runs, base, close, cpuSlowdown } = await benchSite(10);
const browser = await launchChromium();
try {
  const cpu = await benchmarkIndex(browser);
  const context = await browser.newContext({ ...PHONE, locale: 'pt-BR' });
  const page = await context.newPage();
  await openList(page, base);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const all = (await count(page).textContent()) ?? '';
  // A word that titles use, so every version of the search finds it.
  const word = 'protese';

  // One unmeasured round first: the first choice also pays for loading code and warming up.
  await chooseState(page, all);
  await search(page, word, all);
  const choices: Sample[] = [];
  const searches: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    choices.push(await chooseState(page, all));
    searches.push(await search(page, word, all));
  }

  console.log(`List latency on ${base}/vagas: 375 px, ${cpuSlowdown}× CPU, ${runs} runs each (ms)`);
  console.log('| measure | median | range | every run, sorted |');
  console.log('| --- | --- | --- | --- |');
  console.log(
    summary(
      'state choice → count and first card shown (≤ 200)',
      choices.map((s) => s.shownMs),
      200,
    ),
  );
  console.log(
    summary(
      'state choice, longest event (Event Timing)',
      choices.map((s) => s.eventMs),
    ),
  );
  console.log(
    summary(
      `last key of "${word}" → result shown (≤ 300)`,
      searches.map((s) => s.shownMs),
      300,
    ),
  );
  console.log(
    summary(
      'search keys, longest event (Event Timing)',
      searches.map((s) => s.eventMs),
    ),
  );
  console.log('Event Timing lists events of 16 ms or more; 0 means none reached it.');
  console.log(`benchmarkIndex ${cpu} before, ${await benchmarkIndex(browser)} after.`);
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await browser.close();
  await close();
}
