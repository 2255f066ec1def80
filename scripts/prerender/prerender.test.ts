import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

import { type Browser, chromium } from '@playwright/test';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_PROJECT_ID } from '../../src/config/env-schema.ts';
import type * as ServerEntry from '../../src/entry-server.tsx';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/chromium.ts';
import { syntheticDataset } from '../bench/build-dataset.ts';
import { commitDocs, type Emulator, startEmulator } from '../emulators/index.ts';
import { factorCss } from './factor-css.ts';
import { prerender } from './index.ts';
import { LEAN_CSS_PLUGINS } from './lean-css.ts';

/**
 * One client build and server entry, over a small board in an emulator; the same build then runs
 * with the emulator stopped, as a build whose database cannot be reached.
 */
let out: string;
let dist: string;
let serverEntry: string;
let emulator: Emulator;
const docs = syntheticDataset(12);

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'prerender-'));
  dist = join(out, 'dist');
  serverEntry = join(out, 'server', 'entry-server.js');
  emulator = await startEmulator({ kind: 'project' });
  await commitDocs(emulator.address, DEMO_PROJECT_ID, docs);
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', DEMO_PROJECT_ID);
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', emulator.address);
  await build({ logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
  await build({
    logLevel: 'silent',
    build: { ssr: 'src/entry-server.tsx', outDir: join(out, 'server'), emptyOutDir: true },
  });
  vi.spyOn(console, 'log').mockImplementation(() => {});
}, 180_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await emulator.stop().catch(() => {});
  await rm(out, { recursive: true, force: true });
});

const page = (path: string) => readFileSync(join(dist, path), 'utf8');

/** Every file of the build, by path, as a hash of its bytes. */
async function snapshot(): Promise<Map<string, string>> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const hashes = await Promise.all(
    files.map(async (entry) => {
      const file = join(entry.parentPath, entry.name);
      const hash = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
      return [relative(dist, file), hash] as const;
    }),
  );
  return new Map(hashes);
}

const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])]
    .filter((path) => before.get(path) !== after.get(path))
    .sort();

describe('prerender with data', () => {
  it('writes the same files from the same data, and after an edit only those showing the job', async () => {
    await prerender({ dist, serverEntry });
    const first = await snapshot();
    await prerender({ dist, serverEntry });
    const second = await snapshot();
    // Only the file saying when the data was read; no page carries the time of its build.
    expect(changedFiles(first, second)).toEqual(['data-stamp.json']);

    const jobs = docs.filter((doc) => doc.collection === 'vagas');
    const edited = jobs[0];
    await commitDocs(emulator.address, DEMO_PROJECT_ID, [
      { ...edited, data: { ...edited.data, titulo: 'Título corrigido da vaga' } },
    ]);
    await prerender({ dist, serverEntry });
    const third = await snapshot();
    const changed = changedFiles(second, third);

    const ownPage = `vagas/${edited.id}/index.html`;
    const showing = jobs
      .map((job) => `vagas/${job.id}/index.html`)
      .filter((path) => path !== ownPage && page(path).includes(`href="/vagas/${edited.id}"`));
    expect(changed).toEqual(
      expect.arrayContaining([ownPage, 'data-stamp.json', 'vagas/index.html', ...showing]),
    );
    const allowed = new Set([ownPage, 'data-stamp.json', 'vagas/index.html', 'vagas.xml']);
    expect(changed.filter((path) => !allowed.has(path) && !showing.includes(path))).toEqual([]);
    expect(page(ownPage)).toContain('Título corrigido da vaga');
  }, 120_000);

  it('copies the parts pages share (bar, footer, suggested jobs) as rendering them writes them', async () => {
    const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;
    const data = await server.loadSiteData(100);
    const jobPaths = data.all.map((job) => `/vagas/${job.id}`);
    let suggesting = 0;
    for (const path of ['/', '/vagas', '/termos', '/privacidade', '/404', ...jobPaths]) {
      const copied = await server.renderPage(path, data, { stylisPlugins: LEAN_CSS_PLUGINS });
      const whole = await server.renderPage(path, data, {
        stylisPlugins: LEAN_CSS_PLUGINS,
        renderEveryPart: true,
      });
      expect(copied, path).toEqual(whole);
      if (whole.html.includes('Vagas semelhantes')) suggesting += 1;
    }
    expect(suggesting).toBe(jobPaths.length);
  }, 120_000);
});

describe('the CSS of a prerendered job page', () => {
  it('styles every class of its markup, and leaves out only rules no element carries', async () => {
    await prerender({ dist, serverEntry });
    const job = docs.find((doc) => doc.collection === 'vagas')!;
    const html = page(`vagas/${job.id}/index.html`);
    const body = html.slice(html.indexOf('<div id="root">'));
    // ui-0 is Emotion's class for an element styled with nothing.
    const classes = new Set(body.match(/\bui-[\w-]+/g)?.filter((name) => name !== 'ui-0'));
    const tags = [...html.matchAll(/<style data-emotion="ui ([^"]+)" data-s="">(.*?)<\/style>/gs)];
    const named = tags.flatMap(([, ids]) => ids.split(' ').map((id) => `ui-${id}`));
    const css = tags.map(([, , text]) => text).join('');
    const written = named.filter((name) => css.includes(`.${name}`));

    expect(classes.size).toBeGreaterThan(20);
    expect([...classes].filter((name) => !written.includes(name))).toEqual([]);
    expect(named.filter((name) => !written.includes(name) && classes.has(name))).toEqual([]);
    // Written for the browsers the build targets: no Internet Explorer flexbox.
    expect(css).not.toContain('-ms-flex');
    expect(css).toContain('display:flex');
  }, 120_000);
});

/**
 * Every element's computed style (and its ::before and ::after, where they show) and box, in
 * document order: the properties sharing a first word with one that `css` declares.
 */
async function computedStyles(
  browser: Browser,
  html: string,
  css: string,
  width: number,
): Promise<string[]> {
  const declared = [...new Set(css.match(/[\w-]+(?=:[^;{}]+[;}])/g))];
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.setContent(html);
  const styles = await page.evaluate((properties) => {
    const firstWord = (name: string) => name.replace(/^-\w+-/, '').split('-')[0];
    const words = new Set(properties.map(firstWord));
    const names = [...getComputedStyle(document.body)].filter((name) => words.has(firstWord(name)));
    return [...document.querySelectorAll('body *')].map((element) => {
      const values = [null, '::before', '::after'].flatMap((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') return [];
        return names.map((name) => `${pseudo ?? ''}${name}:${style.getPropertyValue(name)}`);
      });
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${values.join(';')} ${box.x},${box.y},${box.width},${box.height}`;
    });
  }, declared);
  await page.close();
  return styles;
}

/**
 * The CSS as it applies with every element hovered, focused and pressed at once: each of those
 * pseudo-classes becomes one that always matches, with the same specificity.
 */
const inEveryState = (css: string) =>
  css.replace(/(?<!:):(?:hover|focus-visible|focus-within|focus|active)\b/g, ':not(._)');

/** No transition: a state's styles show at once, not at whichever frame the check catches. */
const STILL = '*,::before,::after{transition:none!important;animation:none!important}';

describe('the CSS a page carries, its repeated declarations written once', () => {
  it('styles every element as the rules Emotion wrote, at both widths and in every state', async () => {
    const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;
    const data = await server.loadSiteData(100);
    const browser = await chromium.launch({
      executablePath: await chromiumPath(),
      args: chromiumArgs,
    });
    try {
      for (const path of ['/', '/vagas', `/vagas/${data.all[0].id}`, '/termos']) {
        const rendered = await server.renderPage(path, data, { stylisPlugins: LEAN_CSS_PLUGINS });
        const css = (global: boolean) =>
          rendered.styles
            .filter((rule) => rule.key.endsWith('-global') === global)
            .map((rule) => rule.css)
            .join('');
        const written = css(false);
        const factored = factorCss(written, 'ui');
        expect(factored.length, path).toBeLessThan(written.length * 0.9);
        const document = (own: string) =>
          '<!doctype html><html lang="pt-BR"><head><meta name="viewport" ' +
          `content="width=device-width, initial-scale=1"><style>${css(true)}</style>` +
          `<style>${own}</style><style>${STILL}</style></head><body><div id="root">${rendered.html}</div></body></html>`;
        for (const [width, state] of [
          [375, (own: string) => own],
          [1280, (own: string) => own],
          [375, inEveryState],
        ] as const) {
          const expected = await computedStyles(browser, document(state(written)), written, width);
          const actual = await computedStyles(browser, document(state(factored)), written, width);
          expect(actual.length, path).toBe(expected.length);
          const differing = actual.findIndex((element, index) => element !== expected[index]);
          expect(differing, `${path} at ${width} px, ${state.name || 'plain'}`).toBe(-1);
        }
      }
    } finally {
      await browser.close();
    }
  }, 180_000);
});

describe('prerender without reachable data', () => {
  beforeAll(() => emulator.stop());

  it('warns in one line and still writes the static pages and the shells', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await prerender({ dist, serverEntry });

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^Prerender: Firestore unreachable .*\n?$/);
    for (const file of ['termos/index.html', 'privacidade/index.html', '404.html', 'app.html']) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    expect(page('index.html')).toContain('Seu futuro profissional está aqui');
    expect(page('termos/index.html')).toContain('<title>Termos de Serviço');
    // The list is a shell: its loading state, to be filled by the browser.
    expect(page('vagas/index.html')).toContain('Carregando vagas');
    expect(page('app.html')).toContain('<div id="root"></div>');
    expect(page('sitemap.xml')).toContain('/termos</loc>');
    expect(page('robots.txt')).toMatch(/Sitemap: .*\/sitemap\.xml/);
  }, 120_000);

  it('writes the manifest and the hosting config, and no association file without an app', () => {
    expect(JSON.parse(page('manifest.webmanifest'))).toMatchObject({ lang: 'pt-BR' });
    expect(JSON.parse(page('firebase.json')).hosting.public).toBe('.');
    expect(existsSync(join(dist, '.well-known'))).toBe(false);
    expect(page('index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page('index.html')).not.toContain('apple-itunes-app');
  });

  it('fails instead when a deploy requires the data', async () => {
    vi.stubEnv('PRERENDER_REQUIRE_DATA', '1');
    await expect(prerender({ dist, serverEntry })).rejects.toThrow(/PRERENDER_REQUIRE_DATA=1/);
  }, 120_000);
});
