/**
 * Every Firestore read, for the build (src/entry-server.tsx) and the integration tests. Pages
 * never import this: they go through ./queries, which loads each read (and Firebase) on demand.
 */
export * from './get-all-jobs';
export * from './get-job';
export * from './get-jobs';
export * from './get-labels';
export * from './get-owner';
export * from './get-similar-jobs';
export * from './get-stats';
export * from './get-top-categories';
