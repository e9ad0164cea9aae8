export * from './url.js';
export * from './route-match.js';
export * from './dom.js';
export * from './page-chunk.js';
export * from './theme-contract.js';
export * from './docusaurus.js';
