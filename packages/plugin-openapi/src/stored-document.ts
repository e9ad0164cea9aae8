/**
 * The bundled document kept in the build cache: a build whose document is unchanged (same bytes
 * of every file, options and plugin code: the plugin's key) reads it back as JSON instead of
 * parsing the YAML again (Lintas: 0.3-1.8 s of a one-page rebuild; each worker thread of a
 * cold build with the cache). Where each value was written (a diagnostic's file and line) comes
 * from parsing the files again, the first time a diagnostic asks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type BundleOptions, bundleDocument } from './bundle.js';
import { placeFinder } from './load.js';
import { indexOperations, type LoadedApi, type OaObject, type SourcePlace } from './model.js';
import { parseSource, type SourceFile } from './source.js';

/** What the store keeps of a loaded document (plain JSON). */
export interface StoredDocument {
  key: string;
  file: string;
  version: LoadedApi['version'];
  files?: string[];
  /** Read from a Swagger 2.0 file (its places are those of the file as written). */
  swagger?: boolean;
  doc: OaObject;
}

export function storedDocument(key: string, api: LoadedApi): StoredDocument {
  return {
    key,
    file: api.file,
    version: api.version,
    ...(api.files ? { files: api.files } : {}),
    ...(api.swagger === true ? { swagger: true } : {}),
    doc: api.doc,
  };
}

/** The document as `loadOpenApi` gives it, from the store; the places of its values are read when first asked. */
export async function fromStored(stored: StoredDocument, siteDir: string): Promise<LoadedApi> {
  const convert = stored.swagger ? (await import('./swagger-files.js')).readSwagger : undefined;
  let place: ((segments: readonly (string | number)[], needle?: string) => SourcePlace) | undefined;
  const where = (segments: readonly (string | number)[], needle?: string) =>
    (place ??= placesOf(stored.file, siteDir, convert))(segments, needle);
  return {
    file: stored.file,
    doc: stored.doc,
    version: stored.version,
    operations: indexOperations(stored.doc),
    locate: (segments) => {
      const at = where(segments);
      return at.line ? { line: at.line, column: at.column ?? 1, file: at.file } : undefined;
    },
    place: where,
    ...(stored.files ? { files: stored.files } : {}),
  };
}

/** The places of the document's values: its files read, parsed and bundled again, as `loadOpenApi` does (it read them before, unchanged since). */
function placesOf(
  file: string,
  siteDir: string,
  convert: ((root: SourceFile, options: BundleOptions) => { root: SourceFile }) | undefined,
): (segments: readonly (string | number)[], needle?: string) => SourcePlace {
  const abs = path.resolve(siteDir, file);
  const rel = (p: string) => path.relative(siteDir, p).split(path.sep).join('/');
  const parsed = parseSource(abs, fs.readFileSync(abs, 'utf8'));
  const inside = !path.relative(siteDir, abs).startsWith('..');
  const options = { allowedRoot: inside ? siteDir : path.dirname(abs), rel };
  const root = convert ? convert(parsed, options).root : parsed;
  return placeFinder(bundleDocument(root, options), rel);
}
