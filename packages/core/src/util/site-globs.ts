import { statSync } from 'node:fs';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { shortHash } from './hash.js';
import { esbuild } from './esbuild.js';
import { siteBabelOfBuild, siteScriptText } from './site-babel.js';
import { withModuleIds } from './webpack-resolve.js';
import { asSloppyScript, sloppyCandidate } from './sloppy-scripts.js';

/** A `require` or `import()` of a template literal that starts at the site folder (`@site/`). */
const SITE_TEMPLATE = /\b(require|import)(\s*\(\s*)`@site\//g;

/**
 * A site file's text with each `` require(`@site/static/img/${name}`) `` (or `import()`) written
 * relative to the file (`` require(`../../static/img/${name}`) ``): webpack, Docusaurus' bundler,
 * makes such a call a context of the folder's files; esbuild does the same (a glob of the folder)
 * only for a path that starts with `./` or `../`, and left the call to fail when the page ran.
 * Undefined when the file has none.
 */
export function withSiteGlobs(text: string, file: string, siteDir: string): string | undefined {
  if (!text.includes('`@site/')) return undefined;
  const rel = path.relative(path.dirname(file), siteDir).split(path.sep).join('/');
  const prefix = rel === '' ? './' : rel.startsWith('..') ? `${rel}/` : `./${rel}/`;
  const out = text.replace(SITE_TEMPLATE, (_, call: string, open: string) => `${call}${open}\`${prefix}`);
  return out === text ? undefined : intoFolders(out, SITE_TEMPLATE_AT(prefix), siteDir);
}

/** The calls {@link withSiteGlobs} wrote: the template after the prefix, up to its first `${`. */
const SITE_TEMPLATE_AT = (prefix: string) =>
  new RegExp(`\\b(?:require|import)\\s*\\(\\s*\`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\`$]*)\\$\\{`, 'g');

/**
 * `` `../../static${src}` `` (Hasura's Thumbnail: `` require(`@site/static${src}`) `` with `src` =
 * `/img/x.png`) as `` `../../static/${String(src).replace(/^\//, '')}` ``: webpack makes a context
 * of the site folder's files whose path starts with `static`, below `static/` too; esbuild's glob
 * of a variable part that does not follow a `/` matches one folder's names only, and the call
 * failed when the page ran ("Module not found in bundle"). Only where that text names a folder of
 * the site (`static`), whose files are what the call reaches.
 */
function intoFolders(text: string, call: RegExp, siteDir: string): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(call)) {
    const written = m[1]!;
    const name = written.slice(written.lastIndexOf('/') + 1);
    const open = m.index! + m[0].length;
    const close = closingBrace(text, open);
    if (!name || close < 0 || !isFolder(path.join(siteDir, written))) continue;
    out += `${text.slice(from, open - 2)}/\${String(${text.slice(open, close)}).replace(/^\\//, '')}`;
    from = close + 1;
  }
  return out + text.slice(from);
}

/** Where the `${…}` opened before `from` closes (braces counted), or -1. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
    else if (text[i] === '`' || text[i] === '\n') return -1;
  }
  return -1;
}

function isFolder(dir: string): boolean {
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true;
}

/** A file's own JSX pragma (`/** @jsx h *\/`, `@jsxRuntime classic`, `@jsxImportSource preact`). */
const OWN_PRAGMA = /@jsx(?:Runtime|ImportSource|Frag)?\s/;

/**
 * The text with esbuild's pragma for React's automatic JSX runtime at its end (no line moves):
 * esbuild lets a tsconfig.json's `"jsx": "react"` (the one `@tsconfig/docusaurus` extends) win
 * over the build's automatic runtime, and a component written for it (no `import React`, as
 * Docusaurus' Babel compiles it whatever tsconfig says) threw "React is not defined". Undefined
 * for a loader without JSX or a file that sets its own.
 */
export function withAutomaticJsx(text: string, loader: Loader): string | undefined {
  if ((loader !== 'jsx' && loader !== 'tsx') || OWN_PRAGMA.test(text)) return undefined;
  return `${text}\n/* @jsxRuntime automatic */\n`;
}

const SCRIPT = /\.[cm]?[jt]sx?$/;

/** The loader esbuild would use for a script: the build's own (`.js` as JSX), else its extension's. */
export function scriptLoader(file: string, given: Record<string, Loader> | undefined): Loader {
  const ext = path.extname(file);
  if (given?.[ext]) return given[ext]!;
  return ext === '.tsx' ? 'tsx' : /^\.[cm]?ts$/.test(ext) ? 'ts' : ext === '.jsx' ? 'jsx' : 'js';
}

/** What each site script's text parses as, by its text's hash (a process builds many bundles of the same files). */
const parsedAs = new Map<string, Loader>();

/**
 * The loader for a site script: `tsx` for a `.js` or `.jsx` file written in TypeScript (`type X =
 * …`, `({ href }: { href: string })`), which only TypeScript with JSX parses; its own otherwise.
 * Docusaurus' faster bundler (swc, `future.experimental_faster`) parses every script so, and such a
 * file builds there.
 */
export async function siteScriptLoader(text: string, loader: Loader): Promise<Loader> {
  if (loader !== 'js' && loader !== 'jsx') return loader;
  const key = `${loader}\0${shortHash(text, 16)}`;
  const known = parsedAs.get(key);
  if (known) return known;
  const { transform } = esbuild();
  const parses = (as: Loader) =>
    transform(text, { loader: as, jsx: 'preserve', logLevel: 'silent' }).then(
      () => true,
      () => false,
    );
  const found = (await parses(loader)) || !(await parses('tsx')) ? loader : 'tsx';
  parsedAs.set(key, found);
  return found;
}

/** {@link withSiteGlobs} and {@link withAutomaticJsx} for a bundle of site files (the browser's); packages are left alone. */
export function siteGlobs(siteDir: string): Plugin {
  return {
    name: 'docgen-site-globs',
    setup(build) {
      const babel = siteBabelOfBuild(siteDir, build);
      build.onLoad({ filter: SCRIPT }, async (args) => {
        if (args.namespace !== 'file' || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const given = scriptLoader(args.path, build.initialOptions.loader);
        const read = await siteScriptText(babel, args.path);
        if (!('text' in read)) return read;
        const { text } = read;
        const loader = await siteScriptLoader(text, given);
        const ids = withModuleIds(text, args.path);
        if (ids?.errors.length) return { errors: ids.errors };
        const globbed = withSiteGlobs(ids?.text ?? text, args.path, siteDir) ?? ids?.text ?? text;
        // A script webpack runs in sloppy mode (see asSloppyScript).
        const sloppy = sloppyCandidate(args.path) ? asSloppyScript(globbed) : undefined;
        if (sloppy !== undefined) return { contents: sloppy, loader, resolveDir: path.dirname(args.path) };
        const contents =
          withAutomaticJsx(globbed, loader) ?? (globbed === read.disk && loader === given ? undefined : globbed);
        return contents === undefined ? undefined : { contents, loader, resolveDir: path.dirname(args.path) };
      });
    },
  };
}
