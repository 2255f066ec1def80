import { type DehydratedState, hashKey, type QueryClient } from '@tanstack/react-query';

import { nextTask } from '@/lib/when-idle';

/**
 * The dehydrated query cache as it travels inside a prerendered page. Jobs carry Dates and labels
 * are Maps, which JSON alone would flatten, so both are tagged on the way out and rebuilt on the
 * way in. `<` is escaped so no value can close the surrounding <script> element.
 *
 * A page carries no time: every build rewrites every page, and a page stamped with the time of its
 * build would change (and be uploaded again) on every build even when its data did not. When the
 * build read the data lives in one small file, DATA_STAMP_PATH, which the browser reads next to
 * the page and applies to every query it hydrates.
 */

type Tagged = { $date: string } | { $map: [unknown, unknown][] };

function isTagged(value: unknown): value is Tagged {
  return typeof value === 'object' && value !== null && ('$date' in value || '$map' in value);
}

/** Fields of a dehydrated query that hold the time of the build, not anything from the data. */
const TIME_FIELDS = new Set(['dataUpdatedAt', 'dehydratedAt']);

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * What the state of a query the build read holds unless something set it apart (a failed read, a
 * second update): left out of the page and put back on the way in. With the query's hash (its
 * key's), that is about 250 bytes a query, a kilobyte of a job page.
 */
const SETTLED: Readonly<Record<string, unknown>> = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
};

const unlessSettled = (state: DehydratedQuery['state']) =>
  Object.fromEntries(Object.entries(state).filter(([key, value]) => SETTLED[key] !== value));

export function encodeQueryState(state: DehydratedState): string {
  const queries = state.queries.map(({ queryHash: _hash, ...query }) => ({
    ...query,
    state: unlessSettled(query.state),
  }));
  return JSON.stringify(
    { ...state, queries },
    function (this: Record<string, unknown>, key, value: unknown) {
      if (TIME_FIELDS.has(key)) return undefined;
      const raw = this[key];
      if (raw instanceof Date) return { $date: raw.toISOString() };
      if (raw instanceof Map) return { $map: [...raw] };
      return value;
    },
  ).replace(/</g, '\\u003c');
}

/** The page's state, as read at `readAt` (ms; 0 when unknown: every query is then stale). */
export function decodeQueryState(text: string, readAt: number): DehydratedState {
  const state = JSON.parse(text, (_key, value: unknown) => {
    if (!isTagged(value)) return value;
    return '$date' in value ? new Date(value.$date) : new Map(value.$map);
  }) as DehydratedState;
  for (const query of state.queries) {
    query.state = { ...SETTLED, ...query.state, dataUpdatedAt: readAt };
    query.queryHash ??= hashKey(query.queryKey);
    query.dehydratedAt = readAt;
  }
  return state;
}

/** The id of the <script type="application/json"> element that carries the state. */
export const QUERY_STATE_ELEMENT_ID = 'estado-inicial';

/** The build's one file that changes with every build: `{ "readAt": <ms> }`. */
export const DATA_STAMP_PATH = '/data-stamp.json';

export function encodeDataStamp(readAt: number): string {
  return `${JSON.stringify({ readAt })}\n`;
}

/**
 * When the build read the data the page shows. Anything unusable (offline, a host without the
 * file) reads as 0, so the page refreshes its data rather than trust it for longer than it may.
 */
export async function fetchReadAt(): Promise<number> {
  try {
    const response = await fetch(DATA_STAMP_PATH);
    const { readAt } = (await response.json()) as { readAt?: unknown };
    return response.ok && typeof readAt === 'number' && Number.isFinite(readAt) ? readAt : 0;
  } catch {
    return 0;
  }
}

/**
 * Holds back the refresh of stale prerendered data until `until` settles (the end of hydration):
 * refreshing on mount would start the reads, and render what they change, inside the commit that
 * ends hydration, the page's longest task on a slow phone. Then, in the next task, every query on
 * screen that is stale refreshes: later, at the first idle moment, the download of Firestore's SDK
 * and its evaluation would land where a visitor's first tap is most likely.
 */
export function refreshStaleAfter(client: QueryClient, until: Promise<unknown>): void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: false },
  });
  void until.then(nextTask).then(() => {
    client.setDefaultOptions(defaults);
    void client.refetchQueries({ type: 'active', stale: true });
  });
}
