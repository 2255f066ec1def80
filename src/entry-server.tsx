/**
 * The server entry, built by `vite build --ssr` and driven by scripts/prerender.ts: it reads the
 * site's data through the same reads the browser uses and renders any URL to HTML with its head,
 * its critical CSS and the query state the browser hydrates from.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { type RouteMatch, StaticRouter, useRoutes } from 'react-router-dom';

import { createEmotionCache, EMOTION_KEY } from './app/emotion-cache';
import { headOf, siteInfo } from './app/head';
import { AppProvider, createQueryClient } from './app/provider';
import { encodeQueryState } from './app/query-state';
import { declaredReads } from './app/reads';
import { leadsTo, loadRouteModules, matchUrl, readMatches, routes } from './app/router';
import { sharedParts } from './app/shared-parts';
import {
  type CategoryCount,
  type Job,
  type Labels,
  newestFirst,
  type Owner,
  SIMILAR_JOBS,
  similarJobs,
} from './features/jobs';
import type { PageHead } from './features/seo';
import { silenceFirestoreLogs } from './lib/firebase';
import { ServerRender, SharedParts } from './lib/server-render';

export { siteInfo };
export { NO_LABELS } from './features/jobs';
export * from './features/seo';

export interface SiteData {
  /** When the data was read (ms): the browser refreshes it once its queries' stale time passes. */
  readAt: number;
  stats: { professionals: number; jobs: number };
  topCategories: CategoryCount[];
  labels: Labels;
  /** The list page's jobs: the newest 50, as the browser reads them. */
  newest: Job[];
  /** Every job that gets its own page, up to the build's cap. */
  all: Job[];
  /** The same jobs by id: each of up to thousands of job pages finds its own without a scan. */
  byId: Map<string, Job>;
  owners: Map<string, Owner | null>;
}

/** Reads everything the pages show; rejects when Firestore cannot be reached. */
export async function loadSiteData(maxJobs: number): Promise<SiteData> {
  const api = await import('./features/jobs/api/reads');
  silenceFirestoreLogs();
  const readAt = Date.now();
  // One read first: an unreachable database fails it alone, before the lookups log their fallback.
  const newest = await api.getJobs();
  const [stats, topCategories, labels, all] = await Promise.all([
    api.getStats(),
    api.getTopCategories(),
    api.getLabels(),
    api.getAllJobs(maxJobs),
  ]);
  const ownerIds = [...new Set(all.map((job) => job.ownerId).filter((id) => id !== null))];
  const owners = new Map<string, Owner | null>();
  // A few at a time: thousands of owners must not open thousands of requests at once.
  for (let start = 0; start < ownerIds.length; start += 10) {
    const batch = ownerIds.slice(start, start + 10);
    const read = await Promise.all(batch.map((id) => api.getOwner(id).catch(() => null)));
    batch.forEach((id, i) => owners.set(id, read[i]));
  }
  const byId = new Map(all.map((job) => [job.id, job]));
  return { readAt, stats, topCategories, labels, newest, all, byId, owners };
}

/**
 * similarJobs over every job, answered from a few candidates: sorting all 20,000 jobs for each of
 * 20,000 pages would cost more than rendering them. The candidates are the newest few of the
 * job's category, of its city, of both and of all jobs: any job outside them has as many newer
 * jobs of at least its rank, other than the job itself, as a page shows, so it is never picked.
 */
export function similarFinder(all: readonly Job[]): (job: Job) => Job[] {
  const sorted = newestFirst(all);
  const position = new Map(sorted.map((job, i) => [job, i]));
  const groups = new Map<string, Job[]>();
  const keysOf = (job: Job) => {
    const category = job.categoryCode === null ? null : `c${job.categoryCode}`;
    const city = job.city === null ? null : JSON.stringify([job.state, job.city]);
    return ['all', category, city, category && city && `${category}${city}`].filter(
      (key) => key !== null,
    );
  };
  for (const job of sorted) {
    for (const key of keysOf(job)) {
      const group = groups.get(key) ?? [];
      if (group.length <= SIMILAR_JOBS) group.push(job);
      groups.set(key, group);
    }
  }
  return (job) => {
    const candidates = new Set(keysOf(job).flatMap((key) => groups.get(key) ?? []));
    const ordered = [...candidates].sort((a, b) => position.get(a)! - position.get(b)!);
    return similarJobs(job, ordered);
  };
}

const similarFinders = new WeakMap<SiteData, (job: Job) => Job[]>();

function similarTo(job: Job, data: SiteData): Job[] {
  let find = similarFinders.get(data);
  if (!find) similarFinders.set(data, (find = similarFinder(data.all)));
  return find(job);
}

/**
 * The build's answer to each read, keyed by the read's name (its query key's first part) and
 * given the rest of its key; undefined when the build did not read it (the browser then does).
 */
const answers: Record<string, (data: SiteData, id: string) => unknown> = {
  stats: (data) => data.stats,
  'top-categories': (data) => data.topCategories,
  jobs: (data) => data.newest,
  labels: (data) => data.labels,
  job: (data, id) => data.byId.get(id),
  owner: (data, id) => (data.owners.has(id) ? data.owners.get(id) : undefined),
  // Only the few jobs shown, picked from every job the build read: the page stays small.
  similar: (data, id) => {
    const job = data.byId.get(id);
    return job && similarTo(job, data);
  },
};

export function answerFrom(data: SiteData, queryKey: QueryKey): unknown {
  const [name, id] = queryKey;
  const answer = answers[String(name)];
  if (!answer) throw new Error(`The build has no answer to the read ${JSON.stringify(queryKey)}`);
  return answer(data, String(id));
}

/** Fills a page's query cache with what its routes read, stamped with when it was read. */
async function prefill(client: QueryClient, matches: RouteMatch[], data: SiteData): Promise<void> {
  const get = async <T,>({ queryKey }: { queryKey: QueryKey }) => answerFrom(data, queryKey) as T;
  const reads = await Promise.all(
    declaredReads(readMatches(matches), { queryClient: client, get }, 'all'),
  );
  for (const { queryKey } of reads.filter((read) => read !== null)) {
    const answer = answerFrom(data, queryKey);
    if (answer !== undefined) client.setQueryData(queryKey, answer, { updatedAt: data.readAt });
  }
}

function Routes() {
  return useRoutes(routes);
}

/** React's marker for a Suspense boundary written before its content was ready. */
const PENDING_BOUNDARY = '<!--$?-->';

/** One Emotion rule the page uses; `key` is the cache key (`ui`, or `ui-global` for globals). */
export interface StyleRule {
  key: string;
  id: string;
  css: string;
}

export interface RenderedPage {
  html: string;
  /** The CSS rules this page's markup uses, in the order Emotion inserted them. */
  styles: StyleRule[];
  head: PageHead;
  /** The dehydrated query cache, safe to place inside a <script> element. */
  state: string;
  /** The ids of the matched routes, to preload their modules. */
  routeIds: string[];
  /** The id of the page the page's links mostly lead to, whose files it asks for once quiet. */
  next: string | undefined;
}

type Extracted = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * Emotion extracts the styles whose class names are in the HTML. A component styled on top of
 * another MUI component (a button on a button base) also has styles of its own that only reach the
 * HTML merged into the inner component's class; the browser would serialize and insert those again
 * while it hydrates, in one long task. Shipped too, the browser adopts them like the others. Those
 * merged into a class of the page are only named, without their CSS: no element can carry them.
 * Answers the ids shipped by name only.
 */
function withComposedStyles(cache: EmotionCache, extracted: Extracted): Set<string> {
  const nameOnly = new Set<string>();
  const regular = extracted.styles.find((chunk) => chunk.key === cache.key);
  if (!regular) return nameOnly;
  const registered = (id: string) => cache.registered[`${cache.key}-${id}`];
  const shipped = new Set(regular.ids);
  const inMarkup = regular.ids.map(registered).filter((styles) => styles !== undefined);
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string' || shipped.has(id)) continue;
    const own = registered(id);
    if (own === undefined) continue; // a global style
    regular.ids.push(id);
    if (inMarkup.some((styles) => styles.includes(own))) nameOnly.add(id);
  }
  return nameOnly;
}

export interface RenderOptions {
  /**
   * Stylis plugins for the page's CSS in place of Emotion's default prefixer; the same array for
   * every page, so Emotion's server reuses the CSS it made.
   */
  stylisPlugins?: StylisPlugin[];
  /** Renders the parts every page shares (`Prerendered sharedAs`) anew: the same HTML, slower. */
  renderEveryPart?: boolean;
}

/** The parts this thread rendered, by the Stylis plugins their CSS was made with. */
const partsByPlugins = new Map<StylisPlugin[] | undefined, ReturnType<typeof sharedParts>>();

function partsFor(stylisPlugins: StylisPlugin[] | undefined) {
  let parts = partsByPlugins.get(stylisPlugins);
  if (!parts) partsByPlugins.set(stylisPlugins, (parts = sharedParts()));
  return parts.forPage();
}

export async function renderPage(
  pathname: string,
  data: SiteData | null,
  { stylisPlugins, renderEveryPart }: RenderOptions = {},
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const matches = matchUrl(pathname);
  if (data) await prefill(queryClient, matches, data);
  await loadRouteModules(matches);

  const cache = stylisPlugins
    ? createCache({ key: EMOTION_KEY, stylisPlugins })
    : createEmotionCache();
  // Styles go to the head only (extracted below), not also inline beside each element.
  cache.compat = true;
  const parts = renderEveryPart ? null : partsFor(stylisPlugins);
  const { prelude } = await prerenderToNodeStream(
    <ServerRender value>
      <SharedParts value={parts}>
        <AppProvider queryClient={queryClient} emotionCache={cache}>
          <StaticRouter location={pathname}>
            <Routes />
          </StaticRouter>
        </AppProvider>
      </SharedParts>
    </ServerRender>,
    // A page is written whole: a large section is never split out to be placed by an inline
    // script (which the CSP forbids); the file is read in one go anyway.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const written = Buffer.concat(chunks).toString('utf8');
  const html = parts ? parts.collect(written) : written;
  if (html.includes(PENDING_BOUNDARY))
    throw new Error(`${pathname}: a section was left unfinished`);
  const extracted = createEmotionServer(cache).extractCriticalToChunks(html);
  const nameOnly = withComposedStyles(cache, extracted);
  return {
    html,
    styles: extracted.styles.flatMap(({ key, ids }) =>
      ids.map((id) => ({ key, id, css: nameOnly.has(id) ? '' : String(cache.inserted[id] ?? '') })),
    ),
    head: headOf(
      matches.map(({ route, params }) => ({ handle: route.handle, params })),
      pathname,
      queryClient,
    ),
    state: encodeQueryState(dehydrate(queryClient)),
    routeIds: matches.flatMap(({ route }) => route.id ?? []),
    next: leadsTo(matches.at(-1)?.route.id ?? ''),
  };
}
