import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { POSTCSS_CONFIG_NAMES } from '@docgen/core';
import { evaluateDocusaurusFile, isStub, stubName } from './evaluate.js';
import { loadContextOf } from './load-context.js';
import { type Dict, entryOf, errorLine, isDict, type Notes } from './notes.js';
import { packageOf } from './stubs.js';

/** A PostCSS plugin a Docusaurus plugin adds: its package and options (plain data). */
interface PostCssPlugin {
  name: string;
  options?: unknown;
}

/**
 * The PostCSS plugins the Docusaurus plugins add in `configurePostCss` (Tailwind sites: a plugin
 * written in the config or a file of the site pushes `require('tailwindcss')`), as the text of a
 * `postcss.config.cjs`, which docgen reads as Docusaurus' postcss-loader does. Each plugin is
 * called with a stand-in context and its hook with Docusaurus' options (`{ plugins: [] }`); what
 * cannot be named as a package is a note. Undefined when no plugin has the hook, or the site has
 * a PostCSS config already (it is read as it is).
 */
export async function postCssConfigFrom(
  docusaurusConfig: unknown,
  siteDir: string,
  notes: Notes,
): Promise<{ file: string; text: string } | undefined> {
  const config = isDict(docusaurusConfig) ? docusaurusConfig : {};
  const entries = Array.isArray(config.plugins) ? config.plugins : [];
  const found: PostCssPlugin[] = [];
  const from: string[] = [];
  for (const [i, entry] of entries.entries()) {
    const at = `plugins[${i}]`;
    const plugin = await pluginObject(entry, siteDir, config);
    if (plugin instanceof Error) {
      notes.add(
        at,
        `could not be run to read its configurePostCss (${errorLine(plugin)}); its PostCSS plugins were not carried over.`,
        'write them in a postcss.config.js beside package.json.',
      );
      continue;
    }
    if (!plugin || typeof plugin.configurePostCss !== 'function') continue;
    let options: Dict = { plugins: [] };
    try {
      const returned = await (plugin.configurePostCss as (o: Dict) => unknown)(options);
      if (isDict(returned)) options = returned;
    } catch (error) {
      notes.add(
        `${at}.configurePostCss`,
        `threw when docgen migrate called it (${errorLine(error)}); its PostCSS plugins were not carried over.`,
        'write them in a postcss.config.js beside package.json.',
      );
      continue;
    }
    const added = Array.isArray(options.plugins) ? options.plugins : [];
    for (const item of added) {
      const named = namedPlugin(item);
      if (named) found.push(named);
      else
        notes.add(
          `${at}.configurePostCss`,
          `adds a PostCSS plugin docgen migrate cannot name as a package (${describe(item)}).`,
          'add it to postcss.config.cjs by hand.',
        );
    }
    from.push(`${at} (${String(plugin.name ?? entryOf(entry, siteDir)?.name ?? 'a plugin')})`);
  }
  if (from.length === 0) return undefined;
  const existing = POSTCSS_CONFIG_NAMES.filter((name) => name !== 'package.json').find((name) =>
    fs.existsSync(path.join(siteDir, name)),
  );
  if (existing) {
    notes.add(
      from.join(', '),
      `${from.length > 1 ? 'configure' : 'configures'} PostCSS; the site's ${existing} is read by docgen as it is, and the plugins added in configurePostCss were not written.`,
      `check that ${existing} has the plugins configurePostCss adds (${found.map((p) => p.name).join(', ') || 'none found'}).`,
    );
    return undefined;
  }
  const unique = [...new Map(found.map((p) => [p.name, p])).values()];
  const lines = unique.map((p) => `    ${JSON.stringify(p.name)}: ${JSON.stringify(p.options ?? {})},`);
  notes.add(
    from.join(', '),
    `${from.length > 1 ? 'configure' : 'configures'} PostCSS in configurePostCss: their plugins (${unique.map((p) => p.name).join(', ') || 'none'}) are written to postcss.config.cjs, which docgen runs over the site's stylesheets.`,
    'nothing to do; keep those packages installed.',
  );
  return {
    file: 'postcss.config.cjs',
    text: `// Written by docgen migrate docusaurus from the configurePostCss of ${from.join(', ')}.\n// docgen runs these PostCSS plugins over the site's stylesheets (customCss and what components import).\nmodule.exports = {\n  plugins: {\n${lines.join('\n')}\n  },\n};\n`,
  };
}

/**
 * What a plugin entry gives when called as Docusaurus calls it (with the site's context and its
 * options): its object of hooks, or the error that stopped it when its code names
 * configurePostCss (the migration says so rather than lose the hook's plugins without a word).
 */
async function pluginObject(entry: unknown, siteDir: string, siteConfig: Dict): Promise<Dict | Error | undefined> {
  const [head, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
  const args = [loadContextOf(siteConfig, siteDir), options ?? {}];
  // A plugin written in a file of the site (`plugins: ['./src/plugins/tailwind']`), or a package
  // of its node_modules (`'docusaurus-tailwindcss-loader'`, a `file:` dependency), read when its
  // main file names the hook: other packages' plugins are not run.
  if (typeof head === 'string') {
    const local = head.startsWith('.') || path.isAbsolute(head);
    const file = local ? resolveLocal(path.resolve(siteDir, head)) : packageMain(head, siteDir);
    if (!file) return undefined;
    try {
      // The file's function export is the plugin: called with its context and options, as
      // Docusaurus calls it (called with nothing, one reading its context threw).
      const made = (await evaluateDocusaurusFile(file, siteDir, undefined, args)).value;
      return isDict(made) ? made : undefined;
    } catch (error) {
      return namesHook(file) ? asError(error) : undefined;
    }
  }
  if (isDict(head)) return head;
  if (typeof head !== 'function' || isStub(head)) return undefined;
  try {
    const made = await (head as (...a: unknown[]) => unknown)(...args);
    return isDict(made) ? made : undefined;
  } catch (error) {
    return String(head).includes('configurePostCss') ? asError(error) : undefined;
  }
}

function namesHook(file: string): boolean {
  try {
    return fs.readFileSync(file, 'utf8').includes('configurePostCss');
  } catch {
    return false;
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The main file of a plugin package of the site whose code has a configurePostCss hook. */
export function packageMain(name: string, siteDir: string): string | undefined {
  try {
    const file = createRequire(path.join(siteDir, 'package.json')).resolve(name);
    return fs.readFileSync(file, 'utf8').includes('configurePostCss') ? file : undefined;
  } catch {
    return undefined;
  }
}

function resolveLocal(file: string): string | undefined {
  const candidates = [file, ...['.js', '.cjs', '.mjs', '.ts'].map((ext) => file + ext)];
  candidates.push(...['index.js', 'index.cjs', 'index.mjs', 'index.ts'].map((name) => path.join(file, name)));
  return candidates.find((f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile());
}

/** `require('tailwindcss')`, `tailwindcss()`, `'tailwindcss'`, `['tailwindcss', { … }]` as a package. */
function namedPlugin(item: unknown): PostCssPlugin | undefined {
  if (typeof item === 'string') return { name: item };
  if (Array.isArray(item) && typeof item[0] === 'string')
    return dataOnly(item[1]) ? { name: item[0], options: item[1] } : undefined;
  if (isStub(item)) return { name: stubName(item).split('.')[0]! };
  const pkg = packageOf(item);
  if (pkg) return { name: pkg };
  // A plugin already made (`tailwindcss()`): its name is the package's, in PostCSS's convention.
  const own = (item as { postcssPlugin?: unknown } | null)?.postcssPlugin;
  return typeof own === 'string' && /^(@[\w.-]+\/)?[\w.-]+$/.test(own) ? { name: own } : undefined;
}

/** Options written into a config file must be plain data: no functions, no class instances. */
function dataOnly(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(dataOnly);
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value as Dict).every(dataOnly);
}

function describe(item: unknown): string {
  if (typeof item === 'function') return `the function ${item.name || '(anonymous)'}`;
  return typeof item;
}
