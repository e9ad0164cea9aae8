import fs from 'node:fs';
import path from 'node:path';
import { EXTERNAL_VALUE } from './external-value.js';
import type { LoadedApi } from './model.js';
import { documentFiles } from './ref-files.js';

/**
 * The bytes of the published document (`publish` option). A document in one file is published
 * as it is, byte for byte. A document split over several files is published bundled, as one
 * file (YAML, or JSON when the output path ends in `.json`): a reader who downloads it, or a tool
 * that imports it from its URL, gets the whole API, not a root whose `$ref`s lead to files
 * the site never serves.
 */
export async function publishedDocument(
  specFile: string,
  siteDir: string,
  outPath: string,
  api: () => Promise<LoadedApi | undefined>,
): Promise<Buffer | string> {
  const inside = !path.relative(siteDir, specFile).startsWith('..');
  const files = documentFiles(specFile, inside ? siteDir : path.dirname(specFile));
  const present = files.filter((f) => f.bytes !== undefined && !f.example);
  if (present.length <= 1) return fs.readFileSync(specFile);
  const loaded = await api();
  if (!loaded) return fs.readFileSync(specFile);
  // The example files the bundler read stay files: `externalValue` still names them.
  const own = (key: unknown, value: unknown) => (key === EXTERNAL_VALUE ? undefined : value);
  if (/\.json$/i.test(outPath)) return `${JSON.stringify(loaded.doc, own, 2)}\n`;
  const { stringify } = await import('@docgen/config/yaml');
  // No anchors for objects met twice: some readers of OpenAPI documents reject YAML aliases.
  return stringify(loaded.doc, own, { lineWidth: 0, aliasDuplicateObjects: false });
}
