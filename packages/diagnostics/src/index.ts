export * from './catalog.js';
export * from './exit-codes.js';
export * from './diagnostic.js';
export * from './suggest.js';
export * from './reporter.js';
export * from './source-position.js';
export * from './reference.js';
