import { expect, type Page, test, type TestInfo } from '@playwright/test';

import { deleteJob, freshJobId, writeJobCopy } from './emulator';
import {
  failFirestore,
  FLAWED_JOB_IDS,
  navigateInApp,
  SAMPLE_JOB_IDS,
  settle,
  waitForHydration,
} from './support';
import { firestoreScripts, watchFirestore, type WatchOptions, watchPage } from './watch';

/**
 * Every route and state, at a phone's and a desktop's width: the prerendered HTML and the page
 * React hydrates from it must agree (React reports any difference as a console error), nothing
 * may break the Content-Security-Policy, and a page built with fresh data must need neither a
 * Firestore read nor Firebase's code to show and become interactive.
 */

interface State {
  name: string;
  /**
   * prerendered-fresh: built HTML with data within its stale time; prerendered: built HTML
   * (whose data may be refreshed); client: rendered in the browser from the app shell.
   */
  kind: 'prerendered-fresh' | 'prerendered' | 'client';
  watch?: WatchOptions;
  reach: (page: Page, testInfo: TestInfo) => Promise<void>;
}

const COUNT = /^\d+ vagas? encontradas?$/;
const countText = (n: number) => (n === 1 ? '1 vaga encontrada' : `${n} vagas encontradas`);

async function open(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

/** Jobs in the list data embedded in the page, as the build read them. */
async function embeddedJobs(page: Page): Promise<{ state: string | null; city: string | null }[]> {
  const text = await page.locator('#estado-inicial').textContent();
  const state = JSON.parse(text ?? '{}') as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };
  const jobs = state.queries.find((query) => query.queryKey[0] === 'jobs');
  return jobs?.state.data as { state: string | null; city: string | null }[];
}

/**
 * CSS rules Emotion inserted in the browser for a class no element has. A style the render made
 * but the prerender did not ship (a component's own styles, merged into the MUI component it
 * wraps) is inserted again while hydrating, in one long task, and used by nothing.
 */
function unusedClientStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="ui"]')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .filter((css) => {
        const name = /\.(ui-[\w-]+)/.exec(css)?.[1];
        return name !== undefined && document.getElementsByClassName(name).length === 0;
      }),
  );
}

/** Starts on a built page, then navigates inside the app into a page whose reads all fail. */
async function failedInApp(page: Page, path: string, fail: () => Promise<void>) {
  await open(page, '/termos', 'Termos de Serviço');
  await fail();
  await navigateInApp(page, path);
}

const STATES: State[] = [
  {
    name: 'the landing',
    kind: 'prerendered-fresh',
    reach: (page) => open(page, '/', 'Seu futuro profissional está aqui'),
  },
  {
    name: 'the terms',
    kind: 'prerendered-fresh',
    reach: (page) => open(page, '/termos', 'Termos de Serviço'),
  },
  {
    name: 'the privacy policy',
    kind: 'prerendered-fresh',
    reach: (page) => open(page, '/privacidade', 'Política de Privacidade'),
  },
  {
    name: 'the list',
    kind: 'prerendered-fresh',
    reach: async (page) => {
      await open(page, '/vagas', 'Vagas');
      await expect(page.getByText(COUNT)).toHaveText('50 vagas encontradas');
    },
  },
  {
    name: 'the list opened with filters',
    kind: 'prerendered-fresh',
    reach: async (page) => {
      await open(page, '/vagas?estado=SP&cidade=S%C3%A3o+Paulo', 'Vagas');
      const expected = (await embeddedJobs(page)).filter(
        (job) => job.state === 'SP' && job.city === 'São Paulo',
      ).length;
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(50);
      await expect(page.getByText(COUNT)).toHaveText(countText(expected));
      await expect(page.getByRole('main').locator('a[href^="/vagas/"]')).toHaveCount(expected);
      await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
    },
  },
  {
    name: 'a job',
    kind: 'prerendered-fresh',
    reach: async (page) => {
      await open(page, `/vagas/${SAMPLE_JOB_IDS.complete}`);
      await expect(page.getByText('Publicado por:')).toBeVisible();
    },
  },
  {
    name: 'every flawed job',
    kind: 'prerendered-fresh',
    reach: async (page) => {
      for (const id of Object.values(FLAWED_JOB_IDS)) await open(page, `/vagas/${id}`);
    },
  },
  {
    name: 'an unknown path (404)',
    kind: 'prerendered-fresh',
    watch: { expectedFailures: ['document-404'] },
    reach: async (page) => {
      const response = await page.goto('/nada');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/página não encontrada/i);
      await waitForHydration(page);
    },
  },
  {
    name: 'a job that does not exist',
    kind: 'client',
    reach: (page) => open(page, '/vagas/esta-vaga-nao-existe', 'Vaga não encontrada'),
  },
  {
    name: 'a job newer than the build',
    kind: 'client',
    reach: async (page, testInfo) => {
      const id = freshJobId(testInfo);
      const title = `Vaga nova ${id}`;
      await writeJobCopy(SAMPLE_JOB_IDS.pfOwner, id, title);
      try {
        await open(page, `/vagas/${id}`, title);
        await expect(page.getByText('Publicado por:')).toBeVisible();
      } finally {
        await deleteJob(id);
      }
    },
  },
  {
    name: 'the list after a failed read',
    kind: 'prerendered',
    watch: { expectedFailures: ['firestore'] },
    reach: async (page) => {
      await failedInApp(page, '/vagas', () => failFirestore(page, 'runQuery', ['vagas']));
      await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    },
  },
  {
    name: 'a job after a failed read',
    kind: 'prerendered',
    watch: { expectedFailures: ['firestore'] },
    reach: async (page) => {
      const path = `/vagas/${SAMPLE_JOB_IDS.complete}`;
      await failedInApp(page, path, () => failFirestore(page, 'batchGet'));
      await expect(
        page.getByText('Erro ao buscar dados. Por favor, tente novamente.'),
      ).toBeVisible();
    },
  },
  {
    name: 'the landing after failed reads',
    kind: 'prerendered',
    watch: { expectedFailures: ['firestore'] },
    reach: async (page) => {
      await failedInApp(page, '/', async () => {
        await failFirestore(page, 'runAggregationQuery');
        await failFirestore(page, 'runQuery');
        await failFirestore(page, 'batchGet');
      });
      await expect(page.getByText('Erro ao carregar')).toHaveCount(3);
    },
  },
  {
    name: 'the list with stale data',
    kind: 'prerendered',
    reach: async (page) => {
      await page.clock.install({ time: Date.now() + 2 * 3_600_000 });
      await open(page, '/vagas', 'Vagas');
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'a job with stale data',
    kind: 'prerendered',
    reach: async (page) => {
      await page.clock.install({ time: Date.now() + 2 * 3_600_000 });
      await open(page, `/vagas/${SAMPLE_JOB_IDS.complete}`);
      await page.waitForLoadState('networkidle');
    },
  },
];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const state of STATES) {
      test(`${state.name} hydrates cleanly`, async ({ page }, testInfo) => {
        const watched = await watchPage(page, state.watch);
        const reads = watchFirestore(page);
        await state.reach(page, testInfo);
        await settle(page);
        expect(await watched.problems()).toEqual([]);

        const scripts = await firestoreScripts(page);
        if (state.kind === 'client') {
          // A page rendered in the browser read Firestore: the script check must see its client.
          expect(scripts.all).not.toEqual([]);
          return;
        }
        expect(scripts.beforePaint, 'Firebase loaded before the first paint').toEqual([]);
        if (state.kind === 'prerendered') return;
        // On a phone without filters a page is the same after hydrating as before (a desktop
        // opens the list's filters, a query string filters it: both animate new styles in).
        if (viewport.width < 900 && !new URL(page.url()).search) {
          expect(await unusedClientStyles(page), 'styles made again while hydrating').toEqual([]);
        }
        await page.waitForLoadState('networkidle');
        expect(reads, 'Firestore read by a page built with fresh data').toEqual([]);
        expect(scripts.all, 'Firebase loaded by a page built with fresh data').toEqual([]);
      });
    }
  });
}

/**
 * Moving a <style> element makes the browser drop its sheet and add it back, and a phone then
 * recalculates the style of the whole page. Emotion adopts the prerendered tags where they are.
 */
test.describe('the prerendered styles', () => {
  for (const path of ['/', '/termos', '/vagas', `/vagas/${SAMPLE_JOB_IDS.complete}`]) {
    test(`${path}: stay where they are while the page hydrates`, async ({ page }) => {
      await page.addInitScript(() => {
        const moved: string[] = [];
        Object.assign(window, { movedStyles: moved });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (node instanceof HTMLStyleElement) moved.push(node.dataset.emotion ?? '');
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      await settle(page);
      const moved = await page.evaluate(
        () => (window as unknown as { movedStyles: string[] }).movedStyles,
      );
      expect(moved).toEqual([]);
      // Adopted, not ignored: no rule the page came with is inserted again.
      const again = await page.evaluate(() => {
        const prerendered = document.querySelector('style[data-emotion^="ui "]')?.textContent ?? '';
        return [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="ui"]')]
          .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
          .map((rule) => /\.(ui-[\w-]+)/.exec(rule.cssText)?.[1])
          .filter((name) => name !== undefined && prerendered.includes(`.${name}{`));
      });
      expect(again).toEqual([]);
      await expect(page.locator('style[data-emotion^="ui "]')).toHaveCount(1);
    });
  }
});
