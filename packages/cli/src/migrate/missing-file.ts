/**
 * A local file a Docusaurus config reads that is not there: often one a script of the repository
 * writes before `docusaurus build` (babel's website requires `data/sponsors.json`, which
 * `scripts/download-sponsors.js` downloads). The diagnostic names the file, and the package.json
 * script that names it, rather than a module error and its require stack.
 */
import path from 'node:path';

/** The absolute path of the local file `error` says is missing, or undefined for any other error. */
export function missingLocalFile(error: unknown, configDir: string): string | undefined {
  const e = error as { code?: unknown; message?: unknown; path?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  if (e.code === 'ENOENT' && typeof e.path === 'string') return path.resolve(configDir, e.path);
  if (e.code !== 'MODULE_NOT_FOUND' || typeof e.message !== 'string') return undefined;
  const request = /^Cannot find module '([^']+)'/.exec(e.message)?.[1];
  // A bare package name is a missing package (stand-ins answer those), not a missing file.
  if (!request || !/^(?:\.{1,2}[\\/]|[\\/]|[A-Za-z]:[\\/])/.test(request)) return undefined;
  return path.resolve(configDir, request);
}

export { type NamingScript, runCommand, scriptNaming, scriptSays } from '@docgen/core';
