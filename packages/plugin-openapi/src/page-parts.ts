import { createHash } from 'node:crypto';
import type { LoadedApi } from './model.js';

/**
 * The parts of the document a page's directives read (`DocgenPlugin.pageReads`), so that an edit
 * of the document makes again only the pages that show what changed, not every page of the site:
 *
 * - `op:<operationId>`: an `::openapi{operation=…}`, which reads its operation's path item (or
 *   webhook) and, through `$ref`s, servers and security, the rest of the document;
 * - `rest`: the document without its paths and webhooks (`::openapi-errors`, `::openapi-statuses`
 *   read its top-level extensions);
 * - `doc`: all of it (the reference section's pages, which list and link the whole document).
 *
 * A `$ref` into `#/paths` or `#/webhooks` lets an operation read another one's item: every
 * operation part is then the whole document.
 */
export type PartKeys = Record<string, string>;

export const WHOLE = 'doc';
export const REST = 'rest';
export const opPart = (id: string): string => `op:${id}`;

const hash = (...parts: string[]): string => {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex');
};

/** Every part's key for the loaded document; `documentKey` (the plugin's key) is the whole's. */
export function partKeys(api: LoadedApi, documentKey: string): PartKeys {
  const { paths, webhooks, ...rest } = api.doc;
  const keys: PartKeys = { [WHOLE]: documentKey };
  let restJson: string;
  let refsIntoPaths: boolean;
  try {
    restJson = JSON.stringify([api.file, api.version, api.swagger === true, rest]);
    const intoPaths = /"\$ref":"#\/(?:paths|webhooks)\//;
    refsIntoPaths = intoPaths.test(restJson) || intoPaths.test(JSON.stringify([paths, webhooks]));
  } catch {
    // Not plain data (a cycle): nothing narrower than the whole document can be told.
    restJson = documentKey;
    refsIntoPaths = true;
  }
  keys[REST] = hash(restJson);
  for (const entry of api.operations.values()) {
    keys[opPart(entry.id)] = refsIntoPaths
      ? documentKey
      : hash(keys[REST]!, entry.kind, entry.method, entry.path, JSON.stringify(entry.pathItem) ?? '');
  }
  return keys;
}
