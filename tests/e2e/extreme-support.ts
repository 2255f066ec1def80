import type { Locator, Page, Route } from '@playwright/test';

import { documentsPath, projectId } from '../../scripts/emulators/index.ts';
import { CATEGORY, MATERIAL, WORK_FORMAT } from '../../scripts/seed/lookups.ts';
import { USER_CASES, USERS } from '../../scripts/seed/users.ts';
import { E2E_EMULATOR_HOST } from './ports.ts';

/** Firestore's REST encoding of a field, as the emulator and the SDK exchange it. */
export type RestValue =
  | { stringValue: string }
  | { timestampValue: string }
  | { referenceValue: string }
  | { arrayValue: { values?: RestValue[] } };

export type RestFields = Record<string, RestValue>;

const ROOT = documentsPath(projectId);
// Long before every seeded job: these never enter the newest-50 list other tests count.
const LONG_AGO = '2001-03-04T12:00:00Z';

export const jobName = (id: string) => `${ROOT}/vagas/${id}`;
export const userReference = (uid: string) => `${ROOT}/users/${uid}`;

const text = (value: string): RestValue => ({ stringValue: value });
export const texts = (values: readonly string[]): RestValue => ({
  arrayValue: { values: values.map(text) },
});

/** A well-formed job with the given fields replaced, dated in 2001 unless `modified_time` is. */
export function jobFields(overrides: RestFields = {}): RestFields {
  return {
    titulo: text('Vaga de teste com dados extremos'),
    descricao: text('Descrição curta.'),
    categoria: text(CATEGORY.dentist),
    especialidades: texts([]),
    formatrabalho: texts([WORK_FORMAT.company]),
    material: texts([MATERIAL.ownInstruments]),
    owner: text(USER_CASES.pf),
    estado: text('SP'),
    cidade: text('São Paulo'),
    bairro: text('Pinheiros'),
    modified_time: { timestampValue: LONG_AGO },
    likes: texts([]),
    ...overrides,
  };
}

/** The seeded professional whose name 'Publicado por:' shows for USER_CASES.pf. */
export const seededOwner = (() => {
  const user = USERS.find((candidate) => candidate.id === USER_CASES.pf);
  if (!user?.data.display_name) throw new Error('the seed has no named professional');
  return { id: user.id, name: user.data.display_name };
})();

async function commit(writes: unknown[]): Promise<void> {
  const response = await fetch(`http://${E2E_EMULATOR_HOST}/v1/${ROOT}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`commit answered ${response.status}: ${await response.text()}`);
}

/** Writes jobs straight to the emulator, after the build: their pages render client-side. */
export const writeJobs = (jobs: Record<string, RestFields>) =>
  commit(Object.entries(jobs).map(([id, fields]) => ({ update: { name: jobName(id), fields } })));

export const deleteJobs = (ids: readonly string[]) =>
  commit(ids.map((id) => ({ delete: jobName(id) })));

/** Writes users (the owners a job page names) straight to the emulator. */
export const writeUsers = (users: Record<string, RestFields>) =>
  commit(
    Object.entries(users).map(([id, fields]) => ({ update: { name: userReference(id), fields } })),
  );

export const deleteUsers = (ids: readonly string[]) =>
  commit(ids.map((id) => ({ delete: userReference(id) })));

// The SDK may add a query string, so the path alone is matched.
const firestoreCall = (method: string) => (url: URL) =>
  url.pathname.endsWith(`documents:${method}`);

const isJobQuery = (route: Route) =>
  /"collectionId":"vagas"/.test(route.request().postData() ?? '');

/**
 * Answers the page's job-list query with these documents instead of the shared emulator's, so
 * a list of extreme jobs (or none) is shown without other tests ever seeing it.
 */
export async function answerJobList(
  page: Page,
  jobs: Record<string, RestFields>,
  delayMs = 0,
): Promise<void> {
  const readTime = new Date().toISOString();
  const entries = Object.entries(jobs).map(([id, fields]) => ({
    document: { name: jobName(id), fields, createTime: LONG_AGO, updateTime: LONG_AGO },
    readTime,
  }));
  const body = JSON.stringify(entries.length ? entries : [{ readTime }]);
  await page.route(firestoreCall('runQuery'), async (route) => {
    if (!isJobQuery(route)) return route.fallback();
    if (delayMs) await new Promise((done) => setTimeout(done, delayMs));
    await route.fulfill({ contentType: 'application/json', body });
  });
}

/** Holds every matching Firestore call for `ms` before letting it through, as a slow network. */
export async function delayFirestore(page: Page, method: string, ms: number): Promise<void> {
  await page.route(firestoreCall(method), async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.fallback();
  });
}

/**
 * What sticks out sideways: the page wider than the viewport, or a heading, paragraph, list item
 * or box drawn with a border or a background (a card, the filters) whose content is wider than
 * it, but for text cut on purpose with an ellipsis (a chip's, checked by `chipLabel`). Each entry
 * names the element and both widths.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      found.push(`page ${root.scrollWidth} > ${window.innerWidth}`);
    }
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      const drawn =
        parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      if (!drawn && !element.matches('h1, h2, li, p')) continue;
      if (style.textOverflow === 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
        found.push(`${name} ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return found;
  });
}

/** How many lines of its own line height an element shows, and whether more were cut. */
export function visibleLines(element: Locator) {
  return element.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return {
      lines: Math.round(element.clientHeight / lineHeight),
      cut: element.scrollHeight > element.clientHeight + 1,
    };
  });
}

/** How many lines a chip's label takes, and whether part of it is cut (an ellipsis). */
export function chipLabel(chip: Locator) {
  return chip.locator('.MuiChip-label').evaluate((label) => {
    const range = document.createRange();
    range.selectNodeContents(label);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return { lines: tops.size, cut: label.scrollWidth > label.clientWidth + 1 };
  });
}

/** Whether `inner` lies within `outer` from left to right, as drawn. */
export async function isInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) throw new Error('not drawn');
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}
