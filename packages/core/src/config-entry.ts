// `@docgen/core/config`: what a site's config, sidebars and plugins import. Nothing here loads
// the pipeline, the schema or a parser, so evaluating a config stays cheap (a build with
// nothing changed evaluates it and stops).
export { defineConfig } from './config/define.js';
export type { SiteConfig, SiteConfigInput } from './config/schema.js';
export { defineSidebars } from './sidebars/define.js';
export type { SidebarsConfig, SidebarItemConfig } from './sidebars/schema.js';
export {
  definePlugin,
  type DocgenPlugin,
  type PluginCache,
  type PluginTools,
  type WriteHookArgs,
} from './plugins/types.js';
export * from './diagnostics/index.js';
// For plugins' cache keys: their own code and their dependencies' versions.
export { codeFingerprint } from './util/code-fingerprint.js';
export type { RouteRecord, SiteContext, SourceFile } from './model.js';
export type { RouteManifest } from './routes/manifest.js';
