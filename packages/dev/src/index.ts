// @docgen/dev: the dev server.
export { type DevServer, type DevServerOptions, injectClient, startDevServer } from './dev-server.js';
export {
  type DevBuildKind,
  type DevBuildResult,
  DevSite,
  type DevSiteOptions,
  type DevWatchTargets,
} from './dev-site.js';
export { layoutPatch } from './layout-patch.js';
export { startWatcher } from './watcher.js';
