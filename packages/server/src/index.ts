// @docgen/server: serves a built site as a static host would.
export { listenWithFallback, parsePort } from './port.js';
export { type ResolvedRequest, resolveRequest } from './resolve.js';
export {
  contentTypeOf,
  createStaticServer,
  etagMatches,
  type RunningServer,
  type StaticServerOptions,
} from './static-server.js';
export { hostAllowed, type ParsedHost, parseHostOption } from './hosts.js';
export { contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADERS } from './security.js';
