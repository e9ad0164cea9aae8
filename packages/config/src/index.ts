// @docgen/config: what a site's config, sidebars and plugins import. Nothing here loads the
// schema (zod) or a parser, so evaluating a config stays cheap: a build with nothing changed
// evaluates it and stops. The schemas are `@docgen/config/schema`.
export * from '@docgen/diagnostics';
export { CACHE_NAMES, type CacheName, cacheOff, parseCacheOff } from './cache-switches.js';
export { codeFingerprint, fileHash, hashTree } from './code-fingerprint.js';
export { type InstalledDependency, dependencyVersions, packageDir } from './dependencies.js';
export { defineConfig } from './define.js';
export {
  DEFAULT_DOCS_PLUGIN_ID,
  type DocsSectionVersion,
  docsSectionOf,
  docsVersionName,
  docsVersionSegment,
  docusaurusPluginId,
  sectionOfPluginId,
} from './docs-sections.js';
export { defineSidebars } from './define-sidebars.js';
export { isSiteLinkAttribute } from './navbar-schema.js';
export {
  type DocusaurusPluginEntry,
  type DocusaurusPluginFunction,
  type DocusaurusPluginsOptions,
  docusaurusPlugins,
} from './docusaurus-plugins.js';
export type { FrontMatter } from './front-matter.js';
export { localeDir } from './locale-dir.js';
export type * from './model.js';
export {
  definePlugin,
  type DocgenPlugin,
  type GeneratedPage,
  type MarkdownContent,
  type PageScanner,
  type PluginCache,
  type PluginTools,
  type SidebarContribution,
  type WriteHookArgs,
} from './plugin.js';
export type {
  FooterItemConfig,
  Localized,
  NavbarItemConfig,
  NavbarMenuEntryConfig,
  NavbarDropdownEntryConfig,
  SiteConfig,
  SiteConfigInput,
} from './schema.js';
export type { BlogConfig } from './blog-schema.js';
export type { SidebarCategoryLink, SidebarCustomProps, SidebarItemConfig, SidebarsConfig } from './sidebars-schema.js';
export type {
  CategoryIndexMatcher,
  CategoryMetadataFile,
  NumberPrefixParser,
  SidebarItemsGenerator,
  SidebarItemsGeneratorArgs,
  SidebarItemsGeneratorDoc,
  SidebarItemsGeneratorItem,
  SidebarItemsGeneratorOption,
  SidebarItemsGeneratorVersion,
} from './sidebar-items-generator.js';
