import { pathToFileURL } from 'node:url';
import { resolveAsImport } from '../util/import-resolve.js';

const STYLESHEET = /\.(css|scss|sass|less)$/i;
const verdicts = new Map<string, Promise<string | undefined>>();

/**
 * The file of a package whose own modules import stylesheets (`import './tweet.module.css'` in
 * react-tweet's dist), which Node cannot load: webpack bundles such a package for Docusaurus'
 * server render, and so must the server compile. Undefined for any other package (left to Node's
 * import). Known by importing it once, as the server render would; the answer is kept per site.
 */
export function packageWithStyles(siteDir: string, specifier: string): Promise<string | undefined> {
  const key = `${siteDir}\0${specifier}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = probe(siteDir, specifier);
    verdicts.set(key, verdict);
  }
  return verdict;
}

async function probe(siteDir: string, specifier: string): Promise<string | undefined> {
  let file: string;
  try {
    file = resolveAsImport(siteDir, specifier);
  } catch {
    return undefined;
  }
  if (STYLESHEET.test(file)) return undefined;
  try {
    await import(pathToFileURL(file).href);
    return undefined;
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const unknownExtension = code === 'ERR_UNKNOWN_FILE_EXTENSION' && typeof message === 'string';
    return unknownExtension && /"\.(css|scss|sass|less)"/i.test(message) ? file : undefined;
  }
}
