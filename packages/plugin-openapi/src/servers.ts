import type { OaObject, OperationEntry } from './model.js';

/**
 * The server an operation's own `servers` (or its path item's) give, which override the
 * document's (OpenAPI 3.x, "Operation Object"): Google's APIs serve each family from its own
 * host. Not when the `server` option names a URL: that one is for every operation.
 */
export function ownServerUrl(entry: OperationEntry, server: number | string | undefined): string | undefined {
  if (typeof server === 'string' && !/^\d+$/.test(server)) return undefined;
  const own = (entry.operation.servers ?? entry.pathItem.servers) as OaObject[] | undefined;
  if (!Array.isArray(own)) return undefined;
  const listed = own.filter((s) => s && typeof s.url === 'string');
  const url = serverUrl(listed[Number(server ?? 0)] ?? listed[0]);
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : undefined;
}

/** The base URL of a server object, with its variables set to their defaults. */
export function serverUrl(server: OaObject | undefined): string {
  if (!server || typeof server.url !== 'string') return '';
  const vars = (server.variables ?? {}) as Record<string, OaObject>;
  return server.url
    .replace(/\{([^}]+)\}/g, (m, name: string) =>
      vars[name] && vars[name].default !== undefined ? String(vars[name].default) : m,
    )
    .replace(/\/$/, '');
}
