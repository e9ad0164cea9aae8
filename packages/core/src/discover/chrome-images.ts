import fs from 'node:fs';
import { basePath } from '@docgen/shared/base-url';
import { type Diagnostic, didYouMean, locateInSource } from '@docgen/diagnostics';
import type { SiteConfig, SiteContext, StaticFile } from '@docgen/config';
import { relPosix } from '../util/paths.js';
import { staticDirsLabel } from '../util/static-dirs.js';
import { decoded, staticPathOf } from './config-files.js';

type Localized = string | Record<string, string> | undefined;

/** The chrome's HTML texts (navbar `html` items, footer `{ html }` items, the HTML copyright), each with its config key. */
function chromeTexts(config: SiteConfig): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  const add = (key: string, value: Localized) => {
    if (typeof value === 'string') out.push({ key, text: value });
    else if (value) for (const [locale, text] of Object.entries(value)) out.push({ key: `${key}.${locale}`, text });
  };
  for (const [i, item] of config.navbar.items.entries()) {
    if (item.type === 'html') add(`navbar.items[${i}].value`, item.value);
    if (item.type === 'dropdown')
      for (const [j, entry] of item.items.entries())
        if (entry.type === 'html') add(`navbar.items[${i}].items[${j}].value`, entry.value);
  }
  for (const [i, column] of config.footer.columns.entries())
    for (const [j, item] of column.items.entries())
      if ('html' in item) add(`footer.columns[${i}].items[${j}].html`, item.html);
  for (const [i, item] of config.footer.links.entries()) if ('html' in item) add(`footer.links[${i}].html`, item.html);
  add('footer.copyrightHtml', config.footer.copyrightHtml);
  return out;
}

/** The `src` of each `<img>` of an HTML text. */
function imageSources(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi))
    out.push((m[1] ?? m[2] ?? m[3] ?? '').trim());
  return out;
}

/**
 * An image of the chrome's HTML at a site path (`<img src="/img/logo.svg">` in the footer's
 * copyright) must be a file of the static folder: the chrome is on every page, and the page's
 * markdown checks never see it. A relative `src` (resolved against each page's URL) and data
 * URLs are left alone.
 */
export function checkChromeImages(ctx: SiteContext, staticFiles: readonly StaticFile[]): Diagnostic[] {
  const known = new Set(staticFiles.map((f) => f.outPath));
  const out: Diagnostic[] = [];
  let source: string | undefined;
  const seen = new Set<string>();
  for (const { key, text } of chromeTexts(ctx.config)) {
    for (const src of imageSources(text)) {
      if (!src.startsWith('/') || src.startsWith('//') || seen.has(src)) continue;
      const rel = staticPathOf(src, basePath(ctx.config.baseUrl));
      if (rel === undefined || rel === '' || known.has(rel) || known.has(decoded(rel))) continue;
      seen.add(src);
      if (source === undefined && ctx.configFile) source = fs.readFileSync(ctx.configFile, 'utf8');
      const position = source === undefined ? undefined : locateInSource(source, [], src);
      out.push({
        name: 'BrokenImage',
        // A warning (an error with --strict), as the config's other files: Docusaurus does not check the chrome's HTML.
        severity: 'warning',
        message: `The HTML of config key "${key}" shows the image "${src}", which is not a file of ${staticDirsLabel(ctx)}.`,
        ...(ctx.configFile ? { file: relPosix(ctx.siteDir, ctx.configFile), ...position } : {}),
        why: 'the navbar and footer are on every page: every page would show a broken image.',
        fix:
          didYouMean(rel, known)?.replace(/"([^"]+)"/g, '"/$1"') ??
          `add ${staticDirsLabel(ctx).split(', ')[0]}${rel}, or give a URL (https://…) of an image served elsewhere.`,
      });
    }
  }
  return out;
}
