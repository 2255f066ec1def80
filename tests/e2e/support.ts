import type { Page, Request, Route } from '@playwright/test';

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

/** Records every Firestore call the page makes, as `method collection`. */
export function recordFirestoreCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const method = methodOf(request);
    if (method) calls.push(`${method} ${collectionOf(request) ?? ''}`.trim());
  });
  return calls;
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
