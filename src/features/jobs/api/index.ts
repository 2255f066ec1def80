// The pages' entry: query options and the hooks built on them, so importing it never pulls in
// Firebase (each read is loaded when its query first runs).
export * from './queries';
export * from './use-job-detail';
export * from './use-job-list';
