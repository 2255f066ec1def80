import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

import { paths } from '@/config/paths';
import {
  jobFromListQueryOptions,
  jobsQueryOptions,
  labelsQueryOptions,
  ownerQueryOptions,
  similarJobsQueryOptions,
  statsQueryOptions,
  topCategoriesQueryOptions,
} from '@/features/jobs';

/** A read's query options. Each read has its own data type; whoever runs it only needs the key. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of reads of different types
export type ReadOptions = FetchQueryOptions<any, any, any, any>;

/** A read that needs another read's answer first (null: nothing to read, e.g. a job without owner). */
type DependentRead = Promise<ReadOptions | null>;

/**
 * A read the page makes itself in the browser, once the visitor comes near what it shows. The build
 * still embeds its answer, so a prerendered page shows it at once.
 */
export interface WhenNeeded {
  whenNeeded: ReadOptions | DependentRead;
}

export type RouteRead = ReadOptions | DependentRead | WhenNeeded;

export interface ReadContext {
  params: Params;
  /** The cache the reads fill: the build's page, or the browser's visit. */
  queryClient: QueryClient;
  /** Another read's answer: from the build's data, or in the browser from the cache or Firestore. */
  get: <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => Promise<T>;
}

/**
 * What a route reads, in one declaration: the build fills each page's cache with these answers,
 * and the browser starts these reads when it opens the page, alongside the page's code.
 */
export type RouteReads = (context: ReadContext) => RouteRead[];

export const landingReads: RouteReads = () => [statsQueryOptions(), topCategoriesQueryOptions()];

export const jobsReads: RouteReads = () => [jobsQueryOptions(), labelsQueryOptions()];

export const jobReads: RouteReads = ({ params, queryClient, get }) => {
  const id = paths.job.idFrom(params);
  const jobOptions = jobFromListQueryOptions(queryClient, id);
  const job = get(jobOptions);
  return [
    jobOptions,
    labelsQueryOptions(),
    // Below the job's content: only a visitor who scrolls there pays for the read.
    { whenNeeded: job.then((found) => (found ? similarJobsQueryOptions(found) : null)) },
    job.then((found) => (found?.ownerId ? ownerQueryOptions(found.ownerId) : null)),
  ];
};

export const isWhenNeeded = (read: RouteRead): read is WhenNeeded =>
  typeof read === 'object' && 'whenNeeded' in read;

/** A matched route and the reads it declares. */
export interface ReadMatch {
  reads?: RouteReads;
  params: Params;
}

/**
 * The reads the matched routes declare, in their declared order, each as its query options once
 * the answer it depends on is in (null: nothing to read). `now` leaves out the reads a page makes
 * only once they are needed.
 */
export function declaredReads(
  matches: readonly ReadMatch[],
  context: Omit<ReadContext, 'params'>,
  which: 'all' | 'now',
): Promise<ReadOptions | null>[] {
  return matches
    .flatMap(({ reads, params }) => reads?.({ ...context, params }) ?? [])
    .flatMap((read) => {
      if (!isWhenNeeded(read)) return [Promise.resolve(read)];
      const later = Promise.resolve(read.whenNeeded);
      if (which === 'all') return [later];
      // Left out, but its dependency's failure must not go unhandled.
      later.catch(() => {});
      return [];
    });
}

/**
 * Starts the reads a page shows at once, in the browser. A read that fails is left to the page,
 * which shows its error state as if it had read itself.
 */
export function startReads(matches: readonly ReadMatch[], queryClient: QueryClient): void {
  const get: ReadContext['get'] = (options) => queryClient.query(options);
  for (const read of declaredReads(matches, { queryClient, get }, 'now')) {
    read.then((options) => options && queryClient.query(options)).catch(() => {});
  }
}
