export * from './format';
export * from './parse';
export * from './order';
export * from './parse-date';
export * from './types';
