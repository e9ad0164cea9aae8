import path from 'node:path';
import { isExternalHref } from '@docgen/shared';
import { basePath } from '@docgen/shared/base-url';
import { type Diagnostic, locateInSource, offsetToPosition } from '@docgen/diagnostics';
import type { SiteConfig, SiteContext, StaticFile } from '@docgen/config';
import { staticDirsLabel } from '../util/static-dirs.js';
import { staticFileCheck, staticPathOf } from './config-files.js';

type Localized = string | Record<string, string> | undefined;

/** A config HTML text of the chrome, with its config key and, written once, the key its translations have. */
interface ConfigHtml {
  key: string;
  text: string;
  /** Docusaurus' navbar.json / footer.json key of its translation (`footer.copyright`). */
  translationKey?: string;
}

/** The chrome's HTML texts (navbar `html` items, footer `{ html }` items, the HTML copyright), each with its config key. */
function chromeTexts(config: SiteConfig): ConfigHtml[] {
  const out: ConfigHtml[] = [];
  // The translation keys are the ones the views read them by (`render/view.ts`, `navbar-view.ts`).
  const add = (key: string, value: Localized, translationKey: string) => {
    if (typeof value === 'string') out.push({ key, text: value, translationKey });
    else if (value) for (const [locale, text] of Object.entries(value)) out.push({ key: `${key}.${locale}`, text });
  };
  for (const [i, item] of config.navbar.items.entries()) {
    if (item.type === 'html') add(`navbar.items[${i}].value`, item.value, `navbar.item.html.${item.value}`);
    if (item.type === 'dropdown')
      for (const [j, entry] of item.items.entries())
        if (entry.type === 'html')
          add(`navbar.items[${i}].items[${j}].value`, entry.value, `navbar.item.html.${entry.value}`);
  }
  for (const [i, column] of config.footer.columns.entries())
    for (const [j, item] of column.items.entries())
      if ('html' in item) add(`footer.columns[${i}].items[${j}].html`, item.html, `footer.link.item.html.${item.html}`);
  for (const [i, item] of config.footer.links.entries())
    if ('html' in item) add(`footer.links[${i}].html`, item.html, `footer.link.item.html.${item.html}`);
  add('footer.copyrightHtml', config.footer.copyrightHtml, 'footer.copyright');
  return out;
}

/** An HTML text of the chrome to check: where it is written, and how to find a `src` of it there. */
interface ChromeText {
  text: string;
  /** What the message starts with: `The HTML of config key "…"`. */
  where: string;
  /** The file it is written in (absolute), when not the config: a translation file. */
  file?: string;
  locate: (source: string, src: string) => { line: number; column: number } | undefined;
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
  return checkTexts(
    ctx,
    staticFiles,
    chromeTexts(ctx.config).map(({ key, text }) => ({
      text,
      where: `The HTML of config key "${key}"`,
      locate: (source, src) => locateInSource(source, [], src),
    })),
  );
}

/**
 * The same check of the chrome's HTML as Docusaurus' navbar.json and footer.json translate it
 * (a translated copyright, an `html` item's translation), at the line of the translation file:
 * each locale's pages show that HTML instead of the config's. A translation that repeats the
 * config's text is said once, at the config.
 */
export function checkTranslatedChromeImages(
  ctx: SiteContext,
  staticFiles: readonly StaticFile[],
  messages: ReadonlyMap<string, ReadonlyMap<string, string>> | undefined,
): Diagnostic[] {
  if (!messages || messages.size === 0) return [];
  const texts: ChromeText[] = [];
  const html = chromeTexts(ctx.config).filter((t) => t.translationKey !== undefined);
  for (const [locale, byKey] of messages) {
    for (const { key, text, translationKey } of html) {
      const translated = byKey.get(translationKey!);
      if (translated === undefined || translated === text || !translated.includes('<')) continue;
      const dot = translationKey!.indexOf('.');
      const jsonKey = JSON.stringify(translationKey!.slice(dot + 1));
      texts.push({
        text: translated,
        where: `The ${locale} translation of the HTML of config key "${key}"`,
        file: path.join(
          ctx.siteDir,
          'i18n',
          locale,
          'docusaurus-theme-classic',
          `${translationKey!.slice(0, dot)}.json`,
        ),
        locate: (source, src) => {
          const keyAt = source.indexOf(jsonKey);
          if (keyAt < 0) return undefined;
          // The key of an `html` item's translation is its HTML: the `src` is looked for in its message.
          const at = source.indexOf(JSON.stringify(src).slice(1, -1), keyAt + jsonKey.length);
          return offsetToPosition(source, at < 0 ? keyAt + 1 : at);
        },
      });
    }
  }
  return checkTexts(ctx, staticFiles, texts);
}

function checkTexts(ctx: SiteContext, staticFiles: readonly StaticFile[], texts: ChromeText[]): Diagnostic[] {
  const { check, isFile } = staticFileCheck(ctx, staticFiles);
  const base = basePath(ctx.config.baseUrl);
  const out: Diagnostic[] = [];
  // Each image once per file: a translation file is another place to fix.
  const seen = new Set<string>();
  for (const { text, where: whereText, file, locate } of texts) {
    for (const src of imageSources(text)) {
      const once = `${file ?? ''}\n${src}`;
      if (src === '' || src.startsWith('#') || isExternalHref(src) || seen.has(once)) continue;
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
      const where = `${whereText} shows the image "${src}"`;
      const found = check(fromHome, {
        message: `${where}, which is not a file of ${staticDirsLabel(ctx)}${relative ? ` (a relative path: "${rooted}" from the home page)` : ''}.`,
        why: 'the navbar and footer are on every page: every page would show a broken image.',
        locate: (source) => locate(source, src),
        ...(file ? { file } : {}),
        ...(relative || outside ? { anyway: misplaced(where, src, rooted, base, relative) } : {}),
      });
      if (!found) continue;
      seen.add(once);
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
