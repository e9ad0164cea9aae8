// @docgen/dev: the dev server.
export { type DevServer, type DevServerOptions, injectClient, startDevServer } from './dev-server.js';
export { startWatcher } from './watcher.js';
