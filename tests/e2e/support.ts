import { expect, type Page, type Request, type Response, type Route } from '@playwright/test';

import { FLAWED_JOB_IDS, SAMPLE_JOB_IDS } from '../../scripts/seed/dataset.ts';

export { FLAWED_JOB_IDS, SAMPLE_JOB_IDS };

export type FirestoreMethod = 'runQuery' | 'runAggregationQuery' | 'batchGet';

const LOOKUPS = ['categoriaperfil', 'especialidade', 'formatrabalho', 'material'];

function methodOf(request: Request): string | null {
  const match = /documents:(\w+)$/.exec(new URL(request.url()).pathname);
  return match ? match[1] : null;
}

function collectionOf(request: Request): string | null {
  const match = /"collectionId":"([^"]+)"/.exec(request.postData() ?? '');
  return match ? match[1] : null;
}

/**
 * Makes matching Firestore calls fail at the network, as a dropped mobile connection would.
 * `collections` narrows a query to the collections it reads (lookups: the four label tables).
 */
export async function failFirestore(
  page: Page,
  method: FirestoreMethod,
  collections?: string[] | 'lookups',
): Promise<void> {
  const wanted = collections === 'lookups' ? LOOKUPS : collections;
  await page.route(
    (url) => url.pathname.endsWith(`documents:${method}`),
    (route: Route) => {
      const collection = collectionOf(route.request());
      if (wanted && (!collection || !wanted.includes(collection))) return route.fallback();
      return route.abort('failed');
    },
  );
}

export interface FirestoreRead {
  method: string;
  collection: string | null;
  /** Documents a batchGet asks for; 0 for queries. */
  documents: number;
}

/** Every Firestore read the page sends from now on, with the documents a batchGet names. */
export function recordFirestoreReads(page: Page): FirestoreRead[] {
  const reads: FirestoreRead[] = [];
  page.on('request', (request) => {
    const method = methodOf(request);
    if (!method) return;
    const body = request.postData() ?? '';
    const documents =
      method === 'batchGet' ? ((JSON.parse(body) as { documents?: string[] }).documents ?? []) : [];
    reads.push({ method, collection: collectionOf(request), documents: documents.length });
  });
  return reads;
}

/** The lookup tables among the collections of these reads. */
export const lookupsRead = (reads: readonly FirestoreRead[]): string[] =>
  reads.flatMap((read) =>
    read.collection && LOOKUPS.includes(read.collection) ? [read.collection] : [],
  );

/**
 * True once React has taken over the prerendered page: the root's first commit has run, so the
 * router listens for history changes, and the page's main region and the header carry React's
 * fiber, so clicks on adopted links (the hero's, the header's, the footer's: followed by their
 * block's own handler) go to the router. The fibers alone are not enough: React sets them while
 * it renders, and a render can yield before its commit. The commit is read from the root's state,
 * not from the `app:hydrated` mark, which a test's fake clock hides.
 */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    type HostRootState = { element: unknown; isDehydrated: boolean };
    type Container = { stateNode: { current: { memoizedState?: HostRootState } } };
    const reactKey = (element: Element | null, prefix: string) =>
      element ? Object.keys(element).find((key) => key.startsWith(prefix)) : undefined;
    const root = document.getElementById('root');
    const container = reactKey(root, '__reactContainer');
    const state = container
      ? (root as unknown as Record<string, Container>)[container].stateNode.current.memoizedState
      : undefined;
    return (
      !!state?.element &&
      !state.isDehydrated &&
      !!reactKey(document.querySelector('main'), '__reactFiber') &&
      !!reactKey(document.querySelector('header'), '__reactFiber')
    );
  });
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { message: 'page never hydrated' }).toBe(true);
}

/**
 * A client-side navigation, as a link inside the app makes one: React Router follows a
 * pushState announced by a popstate event, and the page is not loaded again.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Resolves once the page has rendered twice and gone idle: effects of the last render have run,
 * so a read they were going to start has been sent.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 2_000 })),
        ),
      ),
  );
}

/**
 * Holds matching Firestore calls until `release()`, so a test can see the loading state that a
 * fast local emulator would otherwise replace before any assertion runs.
 */
export async function holdFirestore(page: Page, method: FirestoreMethod, collections?: string[]) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(
    (url) => url.pathname.endsWith(`documents:${method}`),
    async (route: Route) => {
      const collection = collectionOf(route.request());
      if (collections && (!collection || !collections.includes(collection))) {
        return route.fallback();
      }
      await released;
      return route.fallback();
    },
  );
  return { release };
}

/** Whether a response answers a Firestore read of this method. */
export const isFirestoreResponse = (method: FirestoreMethod) => (response: Response) =>
  methodOf(response.request()) === method;
