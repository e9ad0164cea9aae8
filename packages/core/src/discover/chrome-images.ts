import { basePath } from '@docgen/shared/base-url';
import { type Diagnostic, locateInSource } from '@docgen/diagnostics';
import type { SiteConfig, SiteContext, StaticFile } from '@docgen/config';
import { staticDirsLabel } from '../util/static-dirs.js';
import { staticFileCheck, staticPathOf } from './config-files.js';

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
  const check = staticFileCheck(ctx, staticFiles);
  const base = basePath(ctx.config.baseUrl);
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const { key, text } of chromeTexts(ctx.config)) {
    for (const src of imageSources(text)) {
      // The site's root is a page, not an image file.
      if (!src.startsWith('/') || src.startsWith('//') || seen.has(src) || staticPathOf(src, base) === '') continue;
      const found = check(src, {
        message: `The HTML of config key "${key}" shows the image "${src}", which is not a file of ${staticDirsLabel(ctx)}.`,
        why: 'the navbar and footer are on every page: every page would show a broken image.',
        locate: (source) => locateInSource(source, [], src),
      });
      if (!found) continue;
      seen.add(src);
      out.push(found);
    }
  }
  return out;
}
