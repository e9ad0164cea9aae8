import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Dict, isDict } from './notes.js';

/** A `loaderImports` rule of docgen.config.ts: a webpack rule's conditions and its loaders. */
export type LoaderImport = Partial<Record<'test' | 'include' | 'exclude' | 'resourceQuery', string | string[]>> & {
  use: string | string[];
};

/**
 * Files docgen imports itself (scripts, styles, MDX, images, fonts, data): a rule whose test
 * matches one of them is webpack's own plumbing (babel-loader, sass-loader, @svgr/webpack), which
 * docgen does in its own way, not a loader to run over the site's imports.
 */
const OWN_KINDS = ['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'css', 'scss', 'sass', 'less', 'md', 'mdx', 'svg']
  .concat(['png', 'jpg', 'gif', 'webp', 'woff2', 'ttf', 'mp4', 'json', 'wasm'])
  .map((ext) => `/site/src/file.${ext}`);

/**
 * The loaders of a webpack rule (`use: './plugins/yaml-loader.js'`, `use: [{ loader, options }]`,
 * `loader`) as `loaderImports` names them, for a rule docgen can run as webpack does: the rule
 * tests (`test`, a regular expression of the conditions) files docgen does not import itself,
 * and each loader is a file or an installed package of the site, its options plain data.
 * Undefined otherwise: the rule stays a note and a `webpackRules` entry.
 */
export function loadersToRun(rule: Dict, conditions: Dict, siteDir: string): string[] | undefined {
  if (rule.type !== undefined || typeof conditions.test !== 'string') return undefined;
  let test: RegExp;
  try {
    test = new RegExp(conditions.test);
  } catch {
    return undefined;
  }
  if (OWN_KINDS.some((file) => test.test(file))) return undefined;
  const written = rule.use ?? rule.loader;
  const list = (Array.isArray(written) ? written : [written]).map((u) =>
    typeof u === 'string'
      ? { loader: u, options: rule.options }
      : isDict(u) && typeof u.loader === 'string'
        ? { loader: u.loader, options: u.options }
        : undefined,
  );
  if (list.length === 0 || list.some((u) => u === undefined)) return undefined;
  const names: string[] = [];
  for (const entry of list as { loader: string; options: unknown }[]) {
    const name = loaderName(entry.loader, siteDir);
    const query = queryOf(entry.options);
    if (name === undefined || query === undefined) return undefined;
    names.push(name + (entry.loader.includes('?') ? '' : query));
  }
  return names;
}

/** A loader as the config names it: a file from the site folder (`./plugins/x.js`), or an installed package. */
function loaderName(loader: string, siteDir: string): string | undefined {
  const bare = loader.split('?')[0]!;
  if (path.isAbsolute(bare)) {
    if (!fs.existsSync(bare)) return undefined;
    const rel = path.relative(siteDir, bare).split(path.sep).join('/');
    return (rel.startsWith('..') ? rel : `./${rel}`) + loader.slice(bare.length);
  }
  try {
    createRequire(path.join(siteDir, 'package.json')).resolve(bare);
    return loader;
  } catch {
    return undefined;
  }
}

/** Options as webpack's query (`?{…}`), '' for none; undefined when they are not plain data (a function). */
function queryOf(options: unknown): string | undefined {
  if (options === undefined) return '';
  if (!isDict(options)) return undefined;
  let plain = true;
  const json = JSON.stringify(options, (_key, value: unknown) => {
    const kind = Object.prototype.toString.call(value);
    if (typeof value === 'function' || typeof value === 'symbol' || kind === '[object RegExp]') plain = false;
    return typeof value === 'bigint' ? String(value) : value;
  });
  if (!plain) return undefined;
  return Object.keys(options).length === 0 ? '' : `?${json}`;
}
