// The model's one entry: pure code only, so any layer (and any page) may import it.
export * from './document-ref';
export * from './filters';
export * from './format';
export * from './likes-text';
export * from './order';
export * from './parse';
export * from './parse-date';
export * from './search';
export * from './share';
export * from './similar';
export * from './states';
export * from './stats';
export * from './types';
