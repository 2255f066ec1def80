import { expect, type Page, test } from '@playwright/test';

import {
  answerJobList,
  chipLabel,
  delayFirestore,
  deleteJobs,
  deleteUsers,
  horizontalOverflow,
  isInside,
  jobFields,
  type RestFields,
  seededOwner,
  texts,
  userReference,
  visibleLines,
  writeJobs,
  writeUsers,
} from './extreme-support';
import { PHONE } from './phone';
import { navigateInApp, waitForHydration } from './support';

// No input breaks a page: data no form would let through, written to the emulator after
// the build (so the job pages render in the browser, as a job newer than the build does) or
// answered in place of the list query (so no other test's list ever holds it).

const LONG_TITLE = 'Cirurgiã-dentista-para-implantes-'.repeat(100).slice(0, 3_000);
const FIRST_LINES = 'PRIMEIRA LINHA DA DESCRIÇÃO\nSEGUNDA LINHA DA DESCRIÇÃO';

function longDescription(): string {
  const lines = [FIRST_LINES];
  for (let n = 0; lines.join('\n').length < 50_000; n++) {
    lines.push(n % 2 ? 'Atendimento humanizado em clínica moderna. '.repeat(20) : 'x'.repeat(900));
  }
  return lines.join('\n').slice(0, 50_000);
}
const LONG_DESCRIPTION = longDescription();

// Codes no lookup names are shown as they are, so a long code is a long specialty name.
const SPECIALTIES = Array.from({ length: 30 }, (_, n) =>
  n % 2
    ? `especialidade-sem-espacos-${n}-`.padEnd(140, 'odontopediatria')
    : `Especialidade de nome comprido número ${n} `.padEnd(140, 'em ortodontia '),
);

// A name without a space to break at, as a code no lookup names or a careless profile makes one.
const LONG_WORD = 'Implantodontia'.repeat(30);

// Text that no keyboard types but an import or another app can store.
const ODD_TEXT: RestFields = {
  titulo: { stringValue: `${'🦷'.repeat(600)}a${'\u0301'.repeat(500)}` },
  descricao: { stringValue: `\u202E${'مرحبا'.repeat(400)}\n${'鑲牙'.repeat(800)}` },
  cidade: { stringValue: 'Pindamonhangaba'.repeat(60) },
  bairro: { stringValue: `\u202E${'ابتث'.repeat(300)}` },
};

let serial = 0;
const newId = (name: string) =>
  `extreme-data-${name}-${test.info().workerIndex}-${Date.now().toString(36)}-${serial++}`;

/** Writes one job after the build, opens its page, and deletes the job whatever happens. */
async function withJob(fields: RestFields, use: (id: string) => Promise<void>) {
  const id = newId('job');
  await writeJobs({ [id]: jobFields(fields) });
  try {
    await use(id);
  } finally {
    await deleteJobs([id]);
  }
}

async function openListInApp(page: Page) {
  await page.goto('/termos');
  await waitForHydration(page);
  await navigateInApp(page, '/vagas');
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const description = (page: Page) => page.locator('[aria-labelledby="job-about-title"] p');

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a 3,000-character title without spaces wraps inside the page', async ({ page }) => {
      await withJob({ titulo: { stringValue: LONG_TITLE } }, async (id) => {
        await page.goto(`/vagas/${id}`);
        await expect(heading(page)).toHaveText(LONG_TITLE);
        expect((await visibleLines(heading(page))).lines).toBeGreaterThan(10);
        expect(await horizontalOverflow(page)).toEqual([]);
      });
    });

    test('a 50,000-character description shows whole, with its line breaks', async ({ page }) => {
      await withJob({ descricao: { stringValue: LONG_DESCRIPTION } }, async (id) => {
        await page.goto(`/vagas/${id}`);
        await expect(description(page)).toHaveText(LONG_DESCRIPTION);
        const shown = await description(page).innerText();
        expect(shown.startsWith(FIRST_LINES)).toBe(true);
        expect(await horizontalOverflow(page)).toEqual([]);
      });
    });

    test('30 specialties with long names wrap as chips inside the card', async ({ page }) => {
      await withJob({ especialidades: texts(SPECIALTIES) }, async (id) => {
        await page.goto(`/vagas/${id}`);
        const chips = page.getByRole('list', { name: 'Especialidades' }).getByRole('listitem');
        await expect(chips).toHaveCount(30);
        await expect(chips.last()).toHaveText(SPECIALTIES[29]);
        // The whole name shows, on as many lines as it needs, with or without spaces in it.
        for (const chip of [chips.nth(0), chips.nth(1)]) {
          expect(await chipLabel(chip)).toMatchObject({ cut: false });
          expect((await chipLabel(chip)).lines).toBeGreaterThan(1);
        }
        expect(await horizontalOverflow(page)).toEqual([]);
      });
    });

    test('a long category, work format and owner name wrap inside the page', async ({ page }) => {
      const owner = newId('owner');
      await writeUsers({ [owner]: { display_name: { stringValue: LONG_WORD } } });
      const fields: RestFields = {
        categoria: { stringValue: LONG_WORD },
        formatrabalho: texts([`${LONG_WORD}-formato`]),
        owner: { referenceValue: userReference(owner) },
      };
      try {
        await withJob(fields, async (id) => {
          await page.goto(`/vagas/${id}`);
          const byline = page.getByText('Publicado por:').locator('..');
          await expect(byline).toHaveText(`Publicado por:${LONG_WORD}`);
          await expect(page.getByText(`${LONG_WORD}-formato`)).toBeVisible();
          const category = page.locator('.MuiChip-root').filter({ hasText: LONG_WORD });
          expect(await chipLabel(category)).toMatchObject({ cut: false });
          expect((await chipLabel(category)).lines).toBeGreaterThan(1);
          expect(await horizontalOverflow(page)).toEqual([]);
        });
      } finally {
        await deleteUsers([owner]);
      }
    });

    test('list cards clamp an extreme title to 2 lines, the description to 3, chips to 1', async ({
      page,
    }) => {
      await answerJobList(page, {
        [newId('card')]: jobFields({
          titulo: { stringValue: LONG_TITLE },
          categoria: { stringValue: LONG_WORD },
          descricao: { stringValue: LONG_DESCRIPTION },
          especialidades: texts(SPECIALTIES),
          modified_time: { timestampValue: new Date().toISOString() },
        }),
      });
      await openListInApp(page);
      const card = page.getByRole('list', { name: 'Vagas' }).getByRole('listitem');
      await expect(card).toHaveCount(1);
      const title = card.getByRole('heading', { level: 2 });
      await expect(title).toHaveText(LONG_TITLE);
      expect(await visibleLines(title)).toEqual({ lines: 2, cut: true });
      expect(await visibleLines(card.locator('p').first())).toEqual({ lines: 3, cut: true });
      await expect(card.getByText('+29')).toBeVisible();
      // Category and first specialty: one line each, cut with an ellipsis inside the card.
      const chips = card.locator('.MuiChip-root');
      for (const chip of [chips.nth(0), chips.nth(1)]) {
        expect(await chipLabel(chip)).toEqual({ lines: 1, cut: true });
        expect(await isInside(chip, card)).toBe(true);
      }
      expect(await horizontalOverflow(page)).toEqual([]);
    });

    test('emoji, combining marks and right-to-left text stay inside their cards', async ({
      page,
    }) => {
      await withJob(ODD_TEXT, async (id) => {
        await page.goto(`/vagas/${id}`);
        await expect(page.getByText('Publicado por:')).toBeVisible();
        expect(await horizontalOverflow(page)).toEqual([]);
      });
      await answerJobList(page, { [newId('odd')]: jobFields(ODD_TEXT) });
      await openListInApp(page);
      await expect(page.getByRole('list', { name: 'Vagas' }).getByRole('listitem')).toHaveCount(1);
      expect(await horizontalOverflow(page)).toEqual([]);
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('an empty database shows the empty list, not an error', async ({ page }) => {
    await answerJobList(page, {});
    await openListInApp(page);
    await expect(page.getByRole('heading', { name: 'Nenhuma vaga encontrada' })).toBeVisible();
    await expect(page.getByText(/Erro/)).toHaveCount(0);
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test('a list that answers after 5 s shows its skeleton, then the jobs', async ({ page }) => {
    await delayFirestore(page, 'runQuery', 5_000);
    await openListInApp(page);
    const started = Date.now();
    await expect(page.getByRole('list', { name: 'Carregando vagas' })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    await expect(page.getByText(/^\d+ vagas? encontradas?$/)).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThan(4_000);
    await expect(page.getByRole('list', { name: 'Carregando vagas' })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test('a job newer than the build read after 5 s shows its skeleton, then the job', async ({
    page,
  }) => {
    await withJob({ titulo: { stringValue: 'Vaga lenta de propósito' } }, async (id) => {
      await delayFirestore(page, 'batchGet', 5_000);
      const started = Date.now();
      await page.goto(`/vagas/${id}`);
      await expect(page.getByRole('status', { name: 'Carregando vaga' })).toBeVisible();
      expect(await horizontalOverflow(page)).toEqual([]);
      await expect(heading(page)).toHaveText('Vaga lenta de propósito', { timeout: 15_000 });
      expect(Date.now() - started).toBeGreaterThan(4_000);
      await expect(page.getByRole('status', { name: 'Carregando vaga' })).toHaveCount(0);
    });
  });

  const oddIds = {
    'an encoded slash': 'a%2Fb',
    'an encoded dot-dot-slash': '..%2F',
    'a reserved id': '__x__',
    'a right-to-left override': '%E2%80%AE',
    'a 2,000-character id': 'a'.repeat(2_000),
  };
  for (const [name, path] of Object.entries(oddIds)) {
    test(`${name} in /vagas/:id is a job not found`, async ({ page }) => {
      const crashes: Error[] = [];
      page.on('pageerror', (error) => crashes.push(error));
      await page.goto(`/vagas/${path}`);
      await expect(heading(page)).toHaveText('Vaga não encontrada');
      await expect(page.getByText(/Erro ao buscar/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Voltar para listagem de vagas' })).toBeVisible();
      // A dot-dot path is answered with 404.html, made for another route: rendered afresh, no crash.
      expect(crashes).toEqual([]);
    });
  }

  const owners: Record<string, RestFields['owner']> = {
    'a DocumentReference': { referenceValue: userReference(seededOwner.id) },
    "the path 'users/{id}'": { stringValue: `users/${seededOwner.id}` },
    "the path '/users/{id}'": { stringValue: `/users/${seededOwner.id}` },
  };
  for (const [name, owner] of Object.entries(owners)) {
    test(`an owner stored as ${name} is shown by name`, async ({ page }) => {
      await withJob({ owner }, async (id) => {
        await page.goto(`/vagas/${id}`);
        const byline = page.getByText('Publicado por:').locator('..');
        await expect(byline).toHaveText(`Publicado por:${seededOwner.name}`);
      });
    });
  }
});

// Every id Firestore accepts (anything but '/', '.', '..' and '__…__'), including the characters
// a URL reads specially. The job page's path holds each one encoded once.
const ODD_JOB_IDS = {
  'a literal %2F': 'vaga%2F..%2Fetc',
  'a ?': 'vaga?cidade=sp',
  'a #': 'vaga#contato',
  'a space': 'vaga com espaço',
  'an emoji': 'vaga-🦷',
};

const canonicalPath = async (page: Page) =>
  ((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').replace(
    /^https?:\/\/[^/]+/,
    '',
  );

test.describe('jobs whose ids hold characters a URL reads specially', () => {
  test.use(PHONE);

  const jobs = Object.entries(ODD_JOB_IDS).map(([name, odd], n) => ({
    name,
    title: `Vaga de id incomum número ${n + 1}`,
    id: odd,
  }));

  const documents = (list: typeof jobs) =>
    Object.fromEntries(
      list.map((job) => [job.id, jobFields({ titulo: { stringValue: job.title } })]),
    );

  /** Writes the jobs after the build (their pages render in the browser), with ids of this run. */
  async function withOddJobs(use: (list: typeof jobs) => Promise<void>) {
    const run = jobs.map((job) => ({ ...job, id: `${job.id}-${newId('id')}` }));
    await writeJobs(documents(run));
    try {
      await use(run);
    } finally {
      await deleteJobs(run.map((job) => job.id));
    }
  }

  async function expectJobPage(page: Page, job: (typeof jobs)[number]) {
    const href = `/vagas/${encodeURIComponent(job.id)}`;
    await expect(heading(page)).toHaveText(job.title);
    expect(new URL(page.url()).pathname).toBe(href);
    await expect.poll(() => canonicalPath(page)).toBe(href);
  }

  test('each opens its own page from the list, with its own canonical URL', async ({ page }) => {
    await withOddJobs(async (run) => {
      await answerJobList(page, documents(run));
      await openListInApp(page);
      const cards = page.getByRole('list', { name: 'Vagas' }).getByRole('listitem');
      await expect(cards).toHaveCount(run.length);
      for (const job of run) {
        await test.step(`an id with ${job.name}`, async () => {
          await cards.getByRole('link', { name: job.title, exact: true }).tap();
          await expectJobPage(page, job);
          await page.goBack();
          await expect(cards).toHaveCount(run.length);
        });
      }
    });
  });

  test('each opens its own page by its URL, with its own canonical URL', async ({ page }) => {
    await withOddJobs(async (run) => {
      for (const job of run) {
        await test.step(`an id with ${job.name}`, async () => {
          await page.goto(`/vagas/${encodeURIComponent(job.id)}`);
          await expectJobPage(page, job);
        });
      }
    });
  });
});
