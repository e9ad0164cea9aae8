// @docgen/core: the build. `@docgen/core/build` is the light entry `docgen build` starts with.
export * from '@docgen/config';
export { Build } from './build/build.js';
export { buildIfChanged, type UpToDate } from './build/build-if-changed.js';
export { missingTranslation } from './build/collect.js';
export { createDocsVersion, type CreateVersionOptions, type CreateVersionResult } from './build/create-version.js';
export { build } from './build/run-build.js';
export {
  type BuildOptions,
  type BuildResult,
  type BuildState,
  type PendingRun,
  type RunRequest,
  type RunResult,
  STAGES,
  type StageName,
} from './build/types.js';
export { type BuildSummary, summaryOf } from './build/up-to-date.js';
export { clientFolder } from './bundle/stage.js';
export { pagesPerLocaleOf } from './build/commit.js';
export { pageDependencies } from './build/dependencies.js';
export { CONFIG_FILE_NAMES, loadConfig, type LoadedConfig, validateConfig } from './config/load.js';
export { POSTCSS_CONFIG_NAMES } from './styles/postcss.js';
export { removeRetiredFiles } from './output/retired-files.js';
export { MANIFEST_URL } from './render/page.js';
export type { RenderedPage, RenderOrder } from './render/stage.js';
export { createContext } from './site/context.js';
export type { SiteState } from './site/load.js';
export { type ChangePlan, onlyContent, renderAll } from './site/plan.js';
export { validateSidebars } from './sidebars/validate.js';
export { OVERRIDES_DIR } from './theme/overrides.js';
export type { ThemeLocation } from './theme/live-theme.js';
export { isModuleFile } from './util/module-format.js';
export { fileLocals } from './util/file-locals.js';
export { markVirtualSources } from './util/virtual-sources.js';
export { shareDocgenReact } from './util/share-react.js';
export { keepHighlightThreads } from '@docgen/markdown/highlight-thread';
export { typeScriptPackageEntry } from './util/node-specifier.js';
export { type NamingScript, runCommand, scriptNaming, scriptSays } from './util/naming-script.js';
export { DOCGEN_VERSION } from './util/version.js';
export { unreadFrontMatterKeys } from './discover/front-matter.js';
