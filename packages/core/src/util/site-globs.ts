import fs from 'node:fs/promises';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';

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
  return out === text ? undefined : out;
}

const SCRIPT = /\.[cm]?[jt]sx?$/;

/** The loader esbuild would use for a script: the build's own (`.js` as JSX), else its extension's. */
export function scriptLoader(file: string, given: Record<string, Loader> | undefined): Loader {
  const ext = path.extname(file);
  if (given?.[ext]) return given[ext]!;
  return ext === '.tsx' ? 'tsx' : /^\.[cm]?ts$/.test(ext) ? 'ts' : ext === '.jsx' ? 'jsx' : 'js';
}

/** {@link withSiteGlobs} for a bundle of site files (the browser's); packages are left alone. */
export function siteGlobs(siteDir: string): Plugin {
  return {
    name: 'docgen-site-globs',
    setup(build) {
      build.onLoad({ filter: SCRIPT }, async (args) => {
        if (args.namespace !== 'file' || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const contents = withSiteGlobs(await fs.readFile(args.path, 'utf8'), args.path, siteDir);
        return contents === undefined
          ? undefined
          : {
              contents,
              loader: scriptLoader(args.path, build.initialOptions.loader),
              resolveDir: path.dirname(args.path),
            };
      });
    },
  };
}
