import { isExternalHref } from '@docgen/shared';
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
 * An image of the chrome's HTML must be a file of the static folder: the chrome is on every
 * page, and the page's markdown checks never see it. Docusaurus writes that HTML as it is (no
 * `useBaseUrl`, unlike the logo's `src`), and so does docgen: the browser resolves each `src`
 * against the page's URL. A site path (`/img/logo.svg`) is checked against the static folder; a
 * relative one (`img/logo.svg`), which names the static file on the home page only and a path
 * below each page's folder elsewhere, and a site path outside the site's base URL that names a
 * static file, are said with the path to write. Outside the base, a path that names no static
 * file is the host's (`/assets/logo.png` of the company's own site), as such links are. Data URLs
 * and other sites' images are left alone.
 */
export function checkChromeImages(ctx: SiteContext, staticFiles: readonly StaticFile[]): Diagnostic[] {
  const { check, isFile } = staticFileCheck(ctx, staticFiles);
  const base = basePath(ctx.config.baseUrl);
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const { key, text } of chromeTexts(ctx.config)) {
    for (const src of imageSources(text)) {
      if (src === '' || src.startsWith('#') || isExternalHref(src) || seen.has(src)) continue;
      // What the browser asks for on the home page (the base's root), and the static file it names.
      const fromHome = new URL(src, `https://site.invalid${base}/`).pathname;
      const rel = staticPathOf(fromHome, base);
      // The site's root is a page, not an image file.
      if (rel === undefined || rel === '') continue;
      const rooted = `${base}/${rel}`;
      const relative = !src.startsWith('/');
      const outside = !relative && base !== '' && !src.startsWith(`${base}/`);
      const missing = !isFile(fromHome);
      // Outside the base and no file of the site's: the host's own image, as such links are the host's (`chrome-html.ts`).
      if (outside && missing) continue;
      const where = `The HTML of config key "${key}" shows the image "${src}"`;
      const found = check(fromHome, {
        message: `${where}, which is not a file of ${staticDirsLabel(ctx)}${relative ? ` (a relative path: "${rooted}" from the home page)` : ''}.`,
        why: 'the navbar and footer are on every page: every page would show a broken image.',
        locate: (source) => locateInSource(source, [], src),
        ...(relative || outside ? { anyway: misplaced(where, src, rooted, base, relative) } : {}),
      });
      if (!found) continue;
      seen.add(src);
      // A missing file's fix names paths as this HTML must write them: from the root, with the base.
      const misWritten = relative && missing;
      out.push(
        misWritten
          ? { ...found, fix: `${found.fix?.replace(/"\//g, `"${base}/`)} (written so: "${rooted}", not "${src}")` }
          : found,
      );
    }
  }
  return out;
}

/**
 * A `src` of the chrome's HTML whose file exists but that the browser does not ask for at its
 * path: relative (resolved against each page's URL), or a site path outside the base URL.
 */
function misplaced(
  where: string,
  src: string,
  rooted: string,
  base: string,
  relative: boolean,
): { message: string; why: string; fix: string } {
  const written =
    "Docusaurus writes the chrome's HTML as it is, without its base URL (only the logo's src gets it), and so does docgen";
  return relative
    ? {
        message: `${where} by a relative path: the browser resolves it against each page's URL, so it names the file "${rooted}" only from a page at the base's top level (the home page), and a path below the page's own URL from the others.`,
        why: `${written}; the navbar and footer are on every page, and every page but the home page would show a broken image.`,
        fix: `write it from the site's root: "${rooted}".`,
      }
    : {
        message: `${where}, a path outside the site's base URL "${base}/": the browser asks for "${src}", not for the site's file "${rooted}".`,
        why: `${written}; every page would show a broken image.`,
        fix: `write "${rooted}".`,
      };
}
