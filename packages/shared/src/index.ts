// The trailingSlash rules are `@docgen/shared/trailing-slash`: left out of this entry, so that the
// runtime's first load never holds them (a bundler assigns a barrel's modules to every importer).
export * from './url.js';
export * from './route-match.js';
export * from './dom.js';
export * from './page-chunk.js';
export * from './theme-contract.js';
export * from './chrome-items.js';
export * from './content-link.js';
export * from './blog-view.js';
export * from './docusaurus.js';
