import { pathToFileURL } from 'node:url';
import { resolveAsImport } from '../util/import-resolve.js';
import { shareDocgenReact } from '../util/share-react.js';

const STYLESHEET = /\.(css|scss|sass|less)$/i;

/** A package imported as the server render imports it: its file and exports, or why it failed. */
export type ServerImport = { file: string; exports: Record<string, unknown> } | { file?: string; error: unknown };

const imports = new Map<string, Promise<ServerImport>>();

/**
 * A package as Node imports it from the site folder (the "import" condition), once per site and
 * specifier: its export names and whether it loads at all are read from the same import.
 */
export function importOnServer(siteDir: string, specifier: string): Promise<ServerImport> {
  const key = `${siteDir}\0${specifier}`;
  let found = imports.get(key);
  if (!found) {
    found = load(siteDir, specifier);
    imports.set(key, found);
  }
  return found;
}

async function load(siteDir: string, specifier: string): Promise<ServerImport> {
  let file: string;
  try {
    file = resolveAsImport(siteDir, specifier);
  } catch (error) {
    return { error };
  }
  try {
    shareDocgenReact();
    return { file, exports: (await import(pathToFileURL(file).href)) as Record<string, unknown> };
  } catch (error) {
    return { file, error };
  }
}

/**
 * The file of a package whose own modules import stylesheets (`import './tweet.module.css'` in
 * react-tweet's dist), which Node cannot load: webpack bundles such a package for Docusaurus'
 * server render, and so must the server compile. Undefined for any other package (left to Node's
 * import). Known by importing it once, as the server render would.
 */
export async function packageWithStyles(siteDir: string, specifier: string): Promise<string | undefined> {
  const found = await importOnServer(siteDir, specifier);
  if (!('error' in found) || !found.file || STYLESHEET.test(found.file)) return undefined;
  const { code, message } = found.error as { code?: unknown; message?: unknown };
  const unknownExtension = code === 'ERR_UNKNOWN_FILE_EXTENSION' && typeof message === 'string';
  return unknownExtension && /"\.(css|scss|sass|less)"/i.test(message) ? found.file : undefined;
}
