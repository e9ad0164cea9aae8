import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PartialMessage, Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { offsetToPosition } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';
import { type AssetMedia, urlAsset } from './assets.js';
import { staticCandidates } from '../util/static-dirs.js';

/** What a `url()` names that is no file of the site: another site, data, a fragment of the page. */
export const NOT_A_FILE = /^(?:[\w-]{2,}:|\/\/|#)/;

const SITE_ALIAS = '@site/';

/**
 * A `url()` as css-loader requests it: `~` makes the rest a module request (loader-utils'
 * `urlToRequest`), so `url(~/images/x.jpg)` is `/images/x.jpg`, found from the roots (static/).
 */
export function cssRequest(url: string): string {
  return url.startsWith('~/') ? url.slice(1) : url;
}

/**
 * The file a stylesheet's `url()` names, as Docusaurus' css-loader finds it: beside the
 * stylesheet first (`url(img/x.png)` is `./img/x.png`), then as a package's file; a path from the
 * root (`url(/img/x.png)`) in the static folder, then in the site folder (webpack's
 * `resolve.roots`); `url(@site/static/x.png)` in the site folder (webpack's alias). Undefined
 * when none is a file.
 */
export function cssUrlFile(ctx: SiteContext, resolveDir: string, written: string): string | undefined {
  const url = cssRequest(written);
  const clean = decodeURI(url.replace(/[?#].*$/, ''));
  const candidates = cssUrlCandidates(ctx, resolveDir, url);
  const isFile = (f: string) => fs.statSync(f, { throwIfNoEntry: false })?.isFile() === true;
  const found = candidates.find(isFile);
  if (found || clean.startsWith('/') || clean.startsWith('.')) return found;
  if (clean.startsWith(SITE_ALIAS)) {
    const file = path.join(ctx.siteDir, clean.slice(SITE_ALIAS.length));
    return isFile(file) ? file : undefined;
  }
  try {
    return createRequire(path.join(ctx.siteDir, 'package.json')).resolve(clean.replace(/^~/, ''));
  } catch {
    return undefined;
  }
}

/**
 * The site files `cssUrlFile` looks at for a `url()`, in order (packages aside): what a cached
 * bundle depends on, since one appearing or going away changes what the url() names.
 */
export function cssUrlCandidates(ctx: SiteContext, resolveDir: string, written: string): string[] {
  const clean = decodeURI(cssRequest(written).replace(/[?#].*$/, ''));
  if (clean.startsWith('/')) return [...staticCandidates(ctx, clean), path.join(ctx.siteDir, clean)];
  const beside = path.resolve(resolveDir, clean);
  return clean.startsWith(SITE_ALIAS) ? [beside, path.join(ctx.siteDir, clean.slice(SITE_ALIAS.length))] : [beside];
}

/**
 * The browser bundle's `url()`s: each file (leaflet's `url(images/layers.png)`, a site's
 * `url(/img/hero.png)` from static/) copied as an imported one is (`assets/media/<name>-<hash>`)
 * and named by that URL; one found nowhere is an error at the `url()`, which names where it was
 * looked for (Docusaurus' build fails on it too). `realFile` maps a scoped CSS module's path back.
 */
export function cssUrls(ctx: SiteContext, media: AssetMedia, realFile: (file: string) => string): Plugin {
  return {
    name: 'docgen-css-urls',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'url-token' || NOT_A_FILE.test(args.path)) return undefined;
        const file = cssUrlFile(ctx, args.resolveDir, args.path);
        if (file) return { path: urlAsset(ctx, file, media), external: true };
        return { errors: [notFound(ctx, realFile(args.importer), args.resolveDir, args.path)] };
      });
    },
  };
}

/** The server compile keeps CSS modules' class names only: their `url()`s are left as written. */
export const serverCssUrls: Plugin = {
  name: 'docgen-server-css-urls',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'url-token' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** Where `cssUrlFile` looked for a `url()` it did not find, for a message (packages left out). */
export function urlLookedFor(ctx: SiteContext, resolveDir: string, url: string): string {
  const clean = cssRequest(url).replace(/[?#].*$/, '');
  if (clean.startsWith('/')) return `neither static${clean} nor ${clean.slice(1)} (in the site folder) exists`;
  const beside = `${relPosix(ctx.siteDir, path.resolve(resolveDir, clean))} does not exist`;
  return clean.startsWith(SITE_ALIAS)
    ? `${beside}, nor does ${clean.slice(SITE_ALIAS.length)} (@site/ is the site folder)`
    : beside;
}

function notFound(ctx: SiteContext, stylesheet: string, resolveDir: string, url: string): PartialMessage {
  const clean = cssRequest(url).replace(/[?#].*$/, '');
  const looked = `${urlLookedFor(ctx, resolveDir, url)}${/^[/.]|^@site\//.test(clean) ? '' : ', nor is it a file of a package'}`;
  let text = '';
  try {
    text = fs.readFileSync(stylesheet, 'utf8');
  } catch {
    // A stylesheet made by a plugin (Sass): its place is the file itself.
  }
  // At the token, as esbuild places it: its opening quote when it has one.
  const found = text.indexOf(url);
  const offset = found > 0 && /['"]/.test(text[found - 1]!) ? found - 1 : found;
  const at = offset >= 0 ? offsetToPosition(text, offset) : { line: 1, column: 1 };
  return {
    text: `url(${url}) in ${relPosix(ctx.siteDir, stylesheet)} names no file: ${looked}`,
    notes: [
      {
        text: clean.startsWith('/')
          ? 'put the file in static/ (a url() from the root is looked for there, then in the site folder), or correct the path.'
          : 'correct the path (a url() without ./ is looked for beside the stylesheet, then in packages), or create the file.',
      },
    ],
    location: {
      file: stylesheet,
      line: at.line,
      column: at.column - 1,
      lineText: text.split('\n')[at.line - 1] ?? '',
    },
  };
}
