import fs from 'node:fs';
import path from 'node:path';
import { typeScriptPackageEntry } from '@docgen/core';
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
  if (!rel || !line) return undefined;
  const inPackage = rel.startsWith('..') || rel.split('/').includes('node_modules');
  // A package's own file: only the TypeScript entry the migration compiled (see typeScriptPackage).
  const spec = inPackage ? typeScriptPackage(path.resolve(siteDir, rel), siteDir) : `./${rel}`;
  if (!spec || /^docusaurus\.config\.[cm]?[jt]s$/.test(rel)) return undefined;
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
  return DEFAULT_EXPORT.test(lines[Number(line) - 1] ?? '') || exportedByName ? spec : undefined;
}

/**
 * The named import of a remark or rehype plugin a file of the site exports by name
 * (`export function remarkTabs`, `exports.remarkTabs = remarkTabs`, esbuild's and tsup's
 * `__export(…, { remarkTabs: () => remarkTabs })`), as a config that destructures a local module
 * (`const { remarkTabs } = require('./plugins/remark/dist')`) uses it; undefined otherwise.
 */
export function sitePluginNamedImport(fn: unknown, siteDir: string): { spec: string; name: string } | undefined {
  if (typeof fn !== 'function') return undefined;
  const [, rel] = /^(.*):(\d+)$/.exec(whereDefined(fn) ?? '') ?? [];
  if (!rel || rel.startsWith('..') || rel.split('/').includes('node_modules')) return undefined;
  if (/^docusaurus\.config\.[cm]?[jt]s$/.test(rel)) return undefined;
  // esbuild renames same-named functions of two files (attacher, attacher2).
  const name = fn.name.replace(/\d+$/, '');
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(path.join(siteDir, rel), 'utf8');
  } catch {
    return undefined;
  }
  const exported = [
    `^\\s*export\\s+(?:async\\s+)?function\\s*\\*?\\s*${name}\\b`,
    `^\\s*export\\s+(?:const|let|var)\\s+${name}\\b`,
    `^\\s*(?:module\\.)?exports\\.${name}\\s*=`,
    `^\\s*export\\s*\\{[^}]*\\b${name}\\b(?!\\s+as\\b)[^}]*\\}`,
    `^\\s*${name}:\\s*\\(\\)\\s*=>\\s*${name}\\b`,
  ].some((re) => new RegExp(re, 'm').test(text));
  return exported ? { spec: `./${rel}`, name } : undefined;
}

/**
 * The package whose TypeScript entry `file` is (a workspace package linked into node_modules,
 * `"main": "src/index.ts"`, which the evaluation compiled rather than stood in for), as the site
 * imports it; undefined for any other file of a package.
 */
function typeScriptPackage(file: string, siteDir: string): string | undefined {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    let name: unknown;
    try {
      name = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
    } catch {
      continue;
    }
    if (typeof name !== 'string') return undefined;
    const entry = typeScriptPackageEntry(siteDir, name);
    return entry && fs.realpathSync(entry) === fs.realpathSync(file) ? name : undefined;
  }
  return undefined;
}
