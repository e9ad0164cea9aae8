import fs from 'node:fs';
import { normalizePath, splitHref } from '@docgen/shared';
import { basePath, stripBase } from '@docgen/shared/base-url';
import { type Diagnostic, didYouMean, locateInSource } from '@docgen/diagnostics';
import type { SiteContext } from '@docgen/config';
import { relPosix } from '../util/paths.js';

/** The attribute of each head tag that names a file the browser fetches. */
const URL_ATTRIBUTE: Record<string, string> = { link: 'href', script: 'src' };

/**
 * The site's own files that `headTags` name (`<link rel="icon" href="/img/favicon.png">`, a
 * manifest, a preload, a script): each must be a file of the output or a page, or every page asks
 * for a file that is not there, which no page's link check sees (they are in no page's content).
 * A warning, an error with --strict: Docusaurus does not check them, and a site it builds should build.
 */
export function checkHeadTagUrls(
  ctx: SiteContext,
  exists: (rel: string) => boolean,
  isRoute: (path: string) => boolean,
  staticFiles: readonly string[],
): Diagnostic[] {
  const base = basePath(ctx.config.baseUrl);
  const out: Diagnostic[] = [];
  let source: string | undefined;
  for (const [i, tag] of (ctx.config.headTags ?? []).entries()) {
    const name = URL_ATTRIBUTE[tag.tagName];
    const value = name === undefined ? undefined : tag.attributes[name];
    if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) continue;
    // Written with the base or without it: the theme adds it once (routes/base-url.ts).
    let path = splitHref(value).path;
    path = (base && stripBase(path, base)) || path;
    try {
      path = decodeURI(path);
    } catch {
      // kept as written
    }
    const rel = path.replace(/^\/+/, '');
    if (!rel || exists(rel) || isRoute(normalizePath(path))) continue;
    if (source === undefined && ctx.configFile) source = fs.readFileSync(ctx.configFile, 'utf8');
    const position = source === undefined ? undefined : locateInSource(source, ['headTags'], value);
    const near = didYouMean(rel, staticFiles);
    out.push({
      name: 'BrokenLink',
      severity: 'warning',
      message: `headTags[${i}] (<${tag.tagName} ${name}="${value}">) names /${rel}, which is neither a file of static/ nor a page.`,
      ...(ctx.configFile ? { file: relPosix(ctx.siteDir, ctx.configFile), ...position } : {}),
      why: 'every page writes this tag in its head; the browser asks for a file the site does not have (a missing icon, manifest or script).',
      fix: near?.replace(/"([^"]+)"/g, '"/$1"') ?? `add static/${rel}, or give the URL of a file served elsewhere.`,
    });
  }
  return out;
}
