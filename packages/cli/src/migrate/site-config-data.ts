import fs from 'node:fs';
import path from 'node:path';
import { isStub } from './evaluate.js';
import type { Dict } from './notes.js';

/** Keys docgen's `siteConfig` gives from its own config (see docusaurusSiteConfig in core). */
const GIVEN = new Set(['title', 'url', 'baseUrl', 'tagline', 'titleDelimiter', 'customFields']);

/**
 * A value as plain data (strings, numbers, booleans, null, lists, plain objects): a function, a
 * stand-in for a package that is not installed, a class instance or a cycle is left out, as JSON
 * would drop it, so the config can write it and a page can read it.
 */
function plain(value: unknown, seen: Set<object>, siteDirs: readonly string[]): unknown {
  if (typeof value === 'string') return portable(value, siteDirs);
  if (value === null || ['number', 'boolean'].includes(typeof value)) return value;
  if (typeof value !== 'object' || isStub(value) || seen.has(value)) return undefined;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => plain(v, seen, siteDirs)).filter((v) => v !== undefined);
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const out: Dict = {};
    for (const [k, v] of Object.entries(value)) {
      const p = plain(v, seen, siteDirs);
      if (p !== undefined) out[k] = p;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/**
 * A file path the config resolved on the migrating machine (`require.resolve('./sidebars.js')`),
 * written from the site folder: the config then names no folder of one machine, and a page that
 * prints it gives the same bytes wherever it builds. Inside the site, or beside it (a monorepo's
 * `../sdk/openapi.yaml`) when the file is there; any other text (`/docs`, a URL) is kept.
 */
function portable(text: string, siteDirs: readonly string[]): string {
  if (!path.isAbsolute(text)) return text;
  for (const dir of siteDirs) {
    const beside = text.startsWith(path.dirname(dir) + path.sep) && fs.existsSync(text);
    if (!text.startsWith(dir + path.sep) && !beside) continue;
    const relative = path.relative(dir, text).split(path.sep).join('/');
    return relative.startsWith('../') ? relative : `./${relative}`;
  }
  return text;
}

/** The site folder as written and as its real path: require.resolve gives real paths (symbolic links). */
function siteDirsOf(siteDir: string): string[] {
  try {
    return [...new Set([siteDir, fs.realpathSync(siteDir)])];
  } catch {
    return [siteDir];
  }
}

/** Plain data (customFields) with every path in it written as `portable` writes it. */
export function withPortablePaths(value: unknown, siteDir: string): unknown {
  return plain(value, new Set(), siteDirsOf(siteDir));
}

/**
 * The keys of the Docusaurus config that docgen's config does not model (`plugins` as
 * `[name, options]`, `presets`, `themes`, `scripts`, `i18n`…) as plain data: Docusaurus gives
 * components the whole config as loaded (`useDocusaurusContext().siteConfig`), and pages read them
 * (a versions page reads `presets[0][1].docs`).
 */
export function siteConfigData(config: unknown, siteDir: string): Dict | undefined {
  if (typeof config !== 'object' || config === null || isStub(config) || !readsSiteConfig(siteDir)) return undefined;
  const out: Dict = {};
  const dirs = siteDirsOf(siteDir);
  for (const [key, value] of Object.entries(config)) {
    if (GIVEN.has(key)) continue;
    const p = plain(value, new Set(), dirs);
    if (p !== undefined) out[key] = p;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const SKIPPED = new Set(['node_modules', 'build', '.docusaurus', '.git', 'static', '.docgen']);

/**
 * What site code reads the config's data with: `siteConfig`, or the theme config's hooks
 * (yoga's Playground reads its Prism themes with `usePrismTheme()` alone).
 */
const READS_CONFIG = /\bsiteConfig\b|\buseThemeConfig\b|\busePrismTheme\b/;

/**
 * Whether a file of the site (a component, a page, an MDX file; not a config, whose notes name
 * the hooks) reads the config's data (`READS_CONFIG`): only then is it written, a site whose code
 * never reads it keeps a config without it.
 */
function readsSiteConfig(dir: string): boolean {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (readsSiteConfig(file)) return true;
    } else if (/\.(m?[jt]sx?|mdx?)$/.test(entry.name) && !/^(docusaurus|docgen)\.config\./.test(entry.name))
      if (READS_CONFIG.test(fs.readFileSync(file, 'utf8'))) return true;
  }
  return false;
}
