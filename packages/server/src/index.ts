// @docgen/server: serves a built site as a static host would.
export { listenWithFallback, parsePort } from './port.js';
export {
  contentTypeOf,
  createStaticServer,
  etagMatches,
  type ResolvedRequest,
  type RunningServer,
  resolveRequest,
  type StaticServerOptions,
} from './static-server.js';
