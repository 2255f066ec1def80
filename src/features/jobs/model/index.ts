export * from './format';
export * from './order';
export * from './parse';
export * from './parse-date';
export * from './search';
export * from './share';
export * from './types';
