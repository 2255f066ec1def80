/**
 * The jobs feature's public entry, the only path other features and pages import. The reads are
 * not here: each loads with Firebase when its query first runs (the build and the integration
 * tests import ./api/reads). The package is side-effect free, so a page bundles only what it uses.
 */
export * from './api';
export { JobDetail } from './components/detail';
export { JobList } from './components/list';
export * from './model';
