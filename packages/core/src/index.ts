export {
  build,
  createContext,
  missingTranslation,
  STAGES,
  type BuildOptions,
  type BuildResult,
  type StageName,
} from './pipeline/build.js';
export { buildIfChanged, type UpToDate } from './pipeline/build-if-changed.js';
export { summaryOf, type BuildSummary } from './pipeline/up-to-date.js';
export { createDocsVersion, type CreateVersionOptions, type CreateVersionResult } from './pipeline/create-version.js';
export { defineConfig } from './config/define.js';
export { loadConfig, validateConfig, CONFIG_FILE_NAMES, type LoadedConfig } from './config/load.js';
export { siteConfigSchema, type SiteConfig, type SiteConfigInput } from './config/schema.js';
export { configReferenceMarkdown } from './config/reference.js';
export { defineSidebars, type SidebarsConfig, type SidebarItemConfig } from './sidebars/schema.js';
export {
  definePlugin,
  type DocgenPlugin,
  type PluginCache,
  type PluginTools,
  type WriteHookArgs,
} from './plugins/types.js';
export * from './diagnostics/index.js';
export type { RouteRecord, SiteContext, SourceFile } from './model.js';
export type { RouteManifest } from './routes/manifest.js';
export { DOCGEN_VERSION } from './version.js';
export {
  createStaticServer,
  resolveRequest,
  contentTypeOf,
  etagMatches,
  type ResolvedRequest,
  type RunningServer,
  type StaticServerOptions,
} from './server/static-server.js';
export {
  DevSite,
  type DevBuildKind,
  type DevBuildResult,
  type DevSiteOptions,
  type DevWatchTargets,
  type MarkdownRenderer,
} from './dev/index.js';
