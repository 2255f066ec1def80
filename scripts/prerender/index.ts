/**
 * `npm run build`'s last step: renders every route to HTML in dist/ with the server entry that
 * `vite build --ssr` wrote, then the sitemap, robots.txt, the jobs feed and the data stamp.
 *
 *   PRERENDER_MAX_JOBS      how many job pages at most (default 20000)
 *   PRERENDER_REQUIRE_DATA  1: fail when Firestore cannot be read (deploys); otherwise warn and
 *                           write the static pages and the shells
 *   PRERENDER_WORKERS       render threads (default: one per CPU, at most 4; 1: none)
 *   PRERENDER_SHARED_CSS    1: the CSS a route's pages share goes in one hashed stylesheet per
 *                           route, and pages inline only the rest (default: all inline)
 *
 * The output depends on the data and the code only: the same data gives the same files, byte for
 * byte, except data-stamp.json, which says when the data was read (src/app/query-state.ts).
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import { DATA_STAMP_PATH, encodeDataStamp } from '../../src/app/query-state.ts';
import type * as ServerEntry from '../../src/entry-server.tsx';
import { writeAppLinks } from './app-links.ts';
import { LEAN_CSS_PLUGINS } from './lean-css.ts';
import { type PageSetup, pageWriter, write } from './pages.ts';
import { REFERENCE_DATA, REFERENCE_PATHS } from './style-reference.ts';
import { type SharedSheet, sharedSheet } from './styles.ts';
import { entryImports, MARKERS, shellOf } from './template.ts';
import type { WorkerAnswer, WorkerInput } from './worker.ts';

const root = resolve(import.meta.dirname, '../..');
const STATIC_PATHS = ['/', '/termos', '/privacidade', '/vagas'];
/** Ids that are safe as a file name and a URL segment; any other job is served by the shell. */
const FILE_SAFE_ID = /^[A-Za-z0-9_-]{1,200}$/;
const DATA_TIMEOUT_MS = 120_000;
/** Below this many pages, starting threads costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 300;
/** Paths sent to a thread at a time: few messages, and every thread busy to the end. */
const BATCH = 25;
/**
 * A render thread's heap limit (MB). Between two full collections V8 lets a heap grow to up to 4
 * times what survived the last one when its limit is 2 GB or more, as Node's default is on a
 * machine with memory to spare, and 1.3 to 2 times under that, scaled by the limit (1.8 here). A
 * thread keeps about 120 MB alive at 20,000 jobs: without a limit each grew to about 400 MB
 * before collecting and the build peaked at 1,070-1,250 MiB; with this one, at 900-950 MiB, in
 * about the same time (docs/build.md). A thread that needs more stops the build with Node's
 * out-of-memory error.
 */
const THREAD_HEAP_MB = 1536;

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name] || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms).unref(),
    ),
  ]);
}

async function readData(server: typeof ServerEntry): Promise<ServerEntry.SiteData | null> {
  try {
    const maxJobs = wholeNumber('PRERENDER_MAX_JOBS', 20_000);
    return await withTimeout(server.loadSiteData(maxJobs), DATA_TIMEOUT_MS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.PRERENDER_REQUIRE_DATA === '1') {
      throw new Error(`Prerender needs Firestore data (PRERENDER_REQUIRE_DATA=1): ${reason}`);
    }
    console.warn(`Prerender: Firestore unreachable (${reason}); writing pages without data.`);
    return null;
  }
}

/**
 * Vite's index.html, which the landing page then replaces: kept aside, so the prerender can run
 * again over the same client build.
 */
async function readTemplate(dist: string): Promise<string> {
  const built = await readFile(join(dist, 'index.html'), 'utf8');
  const kept = join(dist, '.vite/template.html');
  if (built.includes(MARKERS.html)) {
    await write(kept, built);
    return built;
  }
  return readFile(kept, 'utf8');
}

/**
 * One stylesheet per route, from its reference page: a visitor's first page then fetches the
 * CSS of that page only, not of the whole site.
 */
async function buildSharedSheets(server: typeof ServerEntry): Promise<Map<string, SharedSheet>> {
  const sheets = new Map<string, SharedSheet>();
  for (const path of REFERENCE_PATHS) {
    const page = await server.renderPage(path, REFERENCE_DATA, { stylisPlugins: LEAN_CSS_PLUGINS });
    sheets.set(page.routeIds.at(-1) ?? '', sharedSheet([page.styles]));
  }
  return sheets;
}

/** Renders the paths on `count` threads; answers the bytes written per path, in order. */
async function renderInWorkers(
  paths: readonly string[],
  count: number,
  input: WorkerInput,
): Promise<number[]> {
  const bytes: number[] = new Array<number>(paths.length);
  const workers: Worker[] = [];
  let next = 0;
  const run = (worker: Worker) =>
    new Promise<void>((done, fail) => {
      let start = 0;
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`a render thread stopped (exit code ${code})`)));
      worker.on('message', (answer: WorkerAnswer) => {
        if ('error' in answer) return fail(new Error(answer.error));
        answer.bytes.forEach((size, i) => (bytes[start + i] = size));
        if (next >= paths.length) return done();
        start = next;
        next = Math.min(paths.length, next + BATCH);
        worker.postMessage({ paths: paths.slice(start, next) });
      });
    });
  try {
    for (let i = 0; i < count; i++) {
      workers.push(
        new Worker(new URL('./worker.mjs', import.meta.url), {
          workerData: input,
          resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
        }),
      );
    }
    await Promise.all(workers.map(run));
    return bytes;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

export interface PrerenderOptions {
  /** The client build (Vite's outDir), where the pages are written. */
  dist: string;
  /** The server entry that `vite build --ssr` wrote. */
  serverEntry: string;
}

export interface PrerenderResult {
  pages: number;
  /** Bytes of each job page's HTML. */
  jobPageBytes: number[];
  seconds: number;
  threads: number;
}

export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  // The server entry carries its dependencies with their development checks, which `npm run
  // build`'s last step would otherwise run: React and MUI render twice as fast without them, and
  // the browser bundle has none. A mode someone chose (tests) stays.
  if (process.env.NODE_ENV !== undefined) return prerenderPages(options);
  process.env.NODE_ENV = 'production';
  try {
    return await prerenderPages(options);
  } finally {
    delete process.env.NODE_ENV;
  }
}

async function prerenderPages({ dist, serverEntry }: PrerenderOptions): Promise<PrerenderResult> {
  const started = performance.now();
  const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;
  const template = await readTemplate(dist);
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const site = server.siteInfo;
  const data = await readData(server);
  const jobs = (data?.all ?? []).filter((job) => FILE_SAFE_ID.test(job.id));

  // Inline by default: with the shared sheet a first visit waits for one more request before it
  // paints, and measured slower (docs/build.md).
  const sheets =
    process.env.PRERENDER_SHARED_CSS === '1'
      ? await buildSharedSheets(server)
      : new Map<string, SharedSheet>();
  for (const sheet of sheets.values()) await write(join(dist, sheet.href), sheet.css);
  const setup: PageSetup = { template, manifest, sheets };
  await write(join(dist, 'app.html'), shellOf(template, entryImports(manifest)));

  const jobPaths = jobs.map((job) => `/vagas/${job.id}`);
  const paths = [...STATIC_PATHS, '/404', ...jobPaths];
  const wanted = wholeNumber('PRERENDER_WORKERS', Math.min(availableParallelism(), 4));
  const threads = paths.length >= MIN_PAGES_FOR_WORKERS ? Math.max(1, wanted) : 1;
  let bytes: number[];
  if (threads > 1) {
    const input: WorkerInput = {
      serverEntry,
      dist,
      setup: {
        template,
        manifest,
        sheets: [...sheets].map(
          ([route, { href, keys }]) => [route, { href, keys: [...keys] }] as const,
        ),
      },
      data,
    };
    bytes = await renderInWorkers(paths, threads, input);
  } else {
    const render = pageWriter(server, setup, data, dist);
    bytes = [];
    for (const path of paths) bytes.push(await render(path));
  }

  const entries = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...jobs.map((job, i) => ({ path: jobPaths[i], lastmod: job.modifiedAt })),
  ];
  for (const file of server.buildSitemaps(entries, site.url)) {
    await write(join(dist, file.path), file.xml);
  }
  await write(join(dist, 'robots.txt'), server.buildRobots(site.url));
  const feed = server.buildAtomFeed(data?.newest ?? [], data?.labels ?? server.NO_LABELS, site);
  await write(join(dist, server.FEED_PATH), feed);
  await write(join(dist, DATA_STAMP_PATH), encodeDataStamp(data?.readAt ?? 0));
  await writeAppLinks(dist, server);

  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Prerendered ${paths.length} pages (${jobs.length} jobs) in ${seconds.toFixed(1)} s` +
      ` on ${threads} thread${threads > 1 ? 's' : ''}` +
      (data ? '' : ' without data'),
  );
  return {
    pages: paths.length,
    jobPageBytes: bytes.slice(paths.length - jobs.length),
    seconds,
    threads,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender({
    dist: join(root, 'dist'),
    serverEntry: join(root, 'dist-server/entry-server.js'),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
