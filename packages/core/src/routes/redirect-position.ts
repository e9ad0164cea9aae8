import fs from 'node:fs';
import path from 'node:path';
import { escapeRegExp, locateInSource, offsetToPosition } from '@docgen/diagnostics';
import type { SiteContext } from '@docgen/config';
import { normalizePath } from '@docgen/shared';
import { relPosix } from '../util/paths.js';

export interface RedirectPlace {
  file?: string;
  line?: number;
  column?: number;
}

/**
 * Where a redirect is written: its `from` string (or its `to` after it) in the config file, or in
 * a site file the config imports (`import redirects from './redirects'`, as Docusaurus sites keep
 * them); the config's `redirects:` key when no file holds the string.
 */
export function redirectPosition(ctx: SiteContext, from: string, to?: string): RedirectPlace {
  if (!ctx.configFile) return {};
  const files = [
    ctx.configFile,
    ...ctx.configDependencies.filter(
      (f) => f !== ctx.configFile && isSiteFile(ctx.siteDir, f) && /\.(?:[cm]?[jt]s|json)$/.test(f),
    ),
  ];
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const at = stringAt(text, from, 0, FROM_KEY) ?? stringAt(text, from, 0);
    if (at === undefined) continue;
    const target = to === undefined ? undefined : stringAt(text, to, at);
    return { file: relPosix(ctx.siteDir, file), ...offsetToPosition(text, target ?? at) };
  }
  return {
    file: relPosix(ctx.siteDir, ctx.configFile),
    ...locateInSource(fs.readFileSync(ctx.configFile, 'utf8'), ['redirects']),
  };
}

/** The config's redirects, one per source path (client-redirects' `from: [...]` gives one per entry). */
export function configRedirects(ctx: SiteContext): { from: string; to: string }[] {
  return ctx.config.redirects.flatMap((r) =>
    (Array.isArray(r.from) ? r.from : [r.from]).map((from) => ({ from, to: r.to })),
  );
}

/**
 * The config's redirects in another locale (`prefix`, `/fr`): Docusaurus' client-redirects runs in
 * each locale's build under its base URL, so `/contact` → `/community/support` is also
 * `/fr/contact` → `/fr/community/support`; a `to` that is a URL stays as written.
 */
export function localizedRedirects(ctx: SiteContext, prefix: string): { from: string; to: string }[] {
  // A `from` whose trailing slash makes it a file of its own (see redirectFile) keeps it.
  const slash = (from: string) => (ctx.config.trailingSlash === false && /[^/]\/(?:[?#]|$)/.test(from) ? '/' : '');
  return configRedirects(ctx).map(({ from, to }) => ({
    from: (`${prefix}${normalizePath(from)}`.replace(/\/$/, '') || prefix) + slash(from),
    to: to.startsWith('/') && !to.startsWith('//') ? `${prefix}${to === '/' ? '' : to}` : to,
  }));
}

/** The config's redirect a redirect route was made from (its path is the normalized `from`). */
export function redirectOf(ctx: SiteContext, routePath: string, to: string | undefined) {
  return configRedirects(ctx).find((r) => r.to === to && (r.from === routePath || normalizePath(r.from) === routePath));
}

/** `from: '…'` or `from: ['…', '…']` (client-redirects' form): the string written as a `from`. */
const FROM_KEY = `\\bfrom["']?\\s*:\\s*(?:\\[[^\\]]*?)?`;

/** The offset of the string literal `value` (inside its quotes) at or after `from`, after `key` when given. */
function stringAt(text: string, value: string, from: number, key = ''): number | undefined {
  const re = new RegExp(`${key}["'\`]${escapeRegExp(value)}["'\`]`, 'g');
  re.lastIndex = from;
  const m = re.exec(text);
  return m ? m.index + m[0].length - value.length - 1 : undefined;
}

function isSiteFile(siteDir: string, file: string): boolean {
  const rel = path.relative(siteDir, file);
  return !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.split(path.sep).includes('node_modules');
}

/**
 * The file of a redirect that Docusaurus' client-redirects writes apart from the page of its
 * normalized path, with the path it keeps (its `from` as written):
 * - from a `.html` path (an old site's `/a/b.html`): `a/b.html/index.html` (`a/b.html.html` with
 *   trailingSlash false), never `a/b.html`, which static hosts would serve for `/a/b` in place of
 *   the page;
 * - from a path with a trailing slash (`/a/b/`) under trailingSlash false: `a/b/index.html`, beside
 *   the page `/a/b` (`a/b.html`), as client-redirects compares its `from` with the routes exactly
 *   and writes every redirect as a folder. Under the other settings both are `a/b/index.html`: a
 *   clash (DuplicateRoute).
 * - from any other path under trailingSlash false: `a/b/index.html` too, never `a/b.html`: the
 *   plugin writes one file per `from` whatever the setting, the folder that static hosts serve
 *   after a page's own `.html` file (so a redirect can never shadow a page and loop).
 */
export function redirectFile(ctx: SiteContext, from: string): { path?: string; outputFile?: string } {
  const clean = from.replace(/[?#].*$/, '').replace(/\/{2,}/g, '/');
  const rel = clean.slice(1);
  if (/[^/]\.html$/i.test(clean))
    return { path: clean, outputFile: ctx.config.trailingSlash === false ? `${rel}.html` : `${rel}/index.html` };
  if (ctx.config.trailingSlash === false && clean.length > 1 && clean.endsWith('/'))
    return { path: clean, outputFile: `${rel}index.html` };
  if (ctx.config.trailingSlash === false && clean.length > 1) return { outputFile: `${rel}/index.html` };
  return {};
}
