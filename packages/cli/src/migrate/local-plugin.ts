import fs from 'node:fs';
import path from 'node:path';
import { whereDefined } from './evaluate.js';

/** A default export, ES module or CommonJS (`export default function x`, `module.exports = x`). */
const DEFAULT_EXPORT = /^\s*(?:export\s+default\b|module\.exports\s*=|exports\.default\s*=)/;

/**
 * The import of a remark or rehype plugin written in a file of the site (electron's
 * `import apiLabels from './src/transformers/api-labels.ts'`), when that file's default export is
 * the plugin: `./src/transformers/api-labels.ts`, which docgen.config.ts imports as Docusaurus'
 * config did. Undefined for a function of the Docusaurus config itself (docgen.config.ts cannot
 * import it) or one the file does not export as its default.
 */
export function sitePluginImport(fn: unknown, siteDir: string): string | undefined {
  if (typeof fn !== 'function') return undefined;
  const at = whereDefined(fn);
  const [, rel, line] = at ? (/^(.*):(\d+)$/.exec(at) ?? []) : [];
  if (!rel || !line || rel.startsWith('..') || rel.split('/').includes('node_modules')) return undefined;
  if (/^docusaurus\.config\.[cm]?[jt]s$/.test(rel)) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(path.join(siteDir, rel), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  // Defined as the default export, or defined by name and exported by that name further down.
  const name = fn.name.replace(/\d+$/, '');
  const exportedByName =
    name !== '' &&
    new RegExp(
      `^\\s*(?:export\\s+default|module\\.exports\\s*=|exports\\.default\\s*=)\\s*${name}\\s*;?\\s*$`,
      'm',
    ).test(text);
  return DEFAULT_EXPORT.test(lines[Number(line) - 1] ?? '') || exportedByName ? `./${rel}` : undefined;
}
