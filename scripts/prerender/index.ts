/**
 * `npm run build`'s last step: renders every route to HTML in dist/ with the server entry that
 * `vite build --ssr` wrote, then the sitemap, robots.txt and the jobs feed.
 *
 *   PRERENDER_MAX_JOBS      how many job pages at most (default 2000)
 *   PRERENDER_REQUIRE_DATA  1: fail when Firestore cannot be read (deploys); otherwise warn and
 *                           write the static pages and the shells
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type * as ServerEntry from '../../src/entry-server.tsx';
import { writeAppLinks } from './app-links.ts';
import { chunkFiles, fillTemplate, shellOf } from './template.ts';

const root = resolve(import.meta.dirname, '../..');
const STATIC_PATHS = ['/', '/termos', '/privacidade', '/vagas'];
/** Ids that are safe as a file name and a URL segment; any other job is served by the shell. */
const FILE_SAFE_ID = /^[A-Za-z0-9_-]{1,200}$/;
const DATA_TIMEOUT_MS = 60_000;

function maxJobs(): number {
  const raw = process.env.PRERENDER_MAX_JOBS ?? '2000';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`PRERENDER_MAX_JOBS must be a whole number, got "${raw}"`);
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
    return await withTimeout(server.loadSiteData(maxJobs()), DATA_TIMEOUT_MS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.PRERENDER_REQUIRE_DATA === '1') {
      throw new Error(`Prerender needs Firestore data (PRERENDER_REQUIRE_DATA=1): ${reason}`);
    }
    console.warn(`Prerender: Firestore unreachable (${reason}); writing pages without data.`);
    return null;
  }
}

async function write(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

export interface PrerenderOptions {
  /** The client build (Vite's outDir), where the pages are written. */
  dist: string;
  /** The server entry that `vite build --ssr` wrote. */
  serverEntry: string;
}

export async function prerender({ dist, serverEntry }: PrerenderOptions): Promise<void> {
  const started = performance.now();
  const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;
  const outputFile = (pathname: string) =>
    pathname === '/' ? join(dist, 'index.html') : join(dist, pathname, 'index.html');
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const site = server.siteInfo;
  const data = await readData(server);
  const jobs = (data?.all ?? []).filter((job) => FILE_SAFE_ID.test(job.id));

  const renderTo = async (pathname: string, file: string) => {
    const page = await server.renderPage(pathname, data);
    const preload = page.routeIds.flatMap((id) => chunkFiles(manifest, `src/app/routes/${id}.tsx`));
    const headTags = server.renderHeadTags(page.head, site);
    const route = page.routeIds.at(-1) ?? '';
    await write(file, fillTemplate(template, { ...page, headTags, preload, route }));
  };

  await write(join(dist, 'app.html'), shellOf(template));
  for (const pathname of STATIC_PATHS) await renderTo(pathname, outputFile(pathname));
  await renderTo('/404', join(dist, '404.html'));
  for (const job of jobs) await renderTo(`/vagas/${job.id}`, outputFile(`/vagas/${job.id}`));

  const entries = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...jobs.map((job) => ({ path: `/vagas/${job.id}`, lastmod: job.modifiedAt })),
  ];
  await write(join(dist, 'sitemap.xml'), server.buildSitemap(entries, site.url));
  await write(join(dist, 'robots.txt'), server.buildRobots(site.url));
  const feed = data
    ? server.buildAtomFeed(data.newest, data.labels, site, new Date(data.readAt))
    : server.buildAtomFeed([], server.NO_LABELS, site, new Date());
  await write(join(dist, server.FEED_PATH.slice(1)), feed);
  await writeAppLinks(dist, server);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${STATIC_PATHS.length + 1 + jobs.length} pages (${jobs.length} jobs) in ${seconds} s` +
      (data ? '' : ' without data'),
  );
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
