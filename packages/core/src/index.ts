// @docgen/core: the build. `@docgen/core/build` is the light entry `docgen build` starts with.
export * from '@docgen/config';
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
export { loadConfig, validateConfig, CONFIG_FILE_NAMES, type LoadedConfig } from './config/load.js';
export { DOCGEN_VERSION } from './version.js';
export {
  DevSite,
  type DevBuildKind,
  type DevBuildResult,
  type DevSiteOptions,
  type DevWatchTargets,
  type MarkdownRenderer,
} from './dev/index.js';
