// `@docusaurus/plugin-content-docs/client` and `@docusaurus/theme-common`: the hooks docgen gives.
export { useCurrentSidebarCategory } from './DocCardList.js';
export { useDoc, useDocsSidebar } from './doc-hooks.js';
export * from './docs-client.js';
export * from './sidebar-items.js';
export { default as useBaseUrl, useDocusaurusContext } from './hooks.js';
export { DocsPreferredVersionContextProvider } from './chrome-providers.js';
export { useSidebarBreadcrumbs, useVisibleSidebarItems } from './sidebar-hooks.js';
