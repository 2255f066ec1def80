export * from './get-all-jobs';
export * from './get-job';
export * from './get-jobs';
export * from './get-labels';
export * from './get-owner';
export * from './get-stats';
export * from './get-top-categories';
export * from './queries';
