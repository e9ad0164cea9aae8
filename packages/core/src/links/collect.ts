import type { Diagnostic } from '@docgen/diagnostics';
import type { RenderedPage } from '../render/stage.js';
import type { LinkFinding } from './stage.js';

/** One fault reported once: where it is in the list, the locale and page it is reported for. */
interface Group {
  at: number;
  locale: string;
  page: string;
  others: Set<string>;
  /** The URLs of the pages importing the file it was found on, by locale (see `LinkFinding.from`). */
  from: Map<string, string[]>;
  /** Its target was resolved from those pages' URLs (a relative link), not only shown on them. */
  resolves: boolean;
}

/**
 * The diagnostics of every page's findings, in route order; a theme link broken on many pages
 * once per locale; the same fault in several locales once, the default locale's, naming the others;
 * a link of a file several pages import (a partial) once per target, naming the pages it was
 * resolved from.
 */
export function collectFindings(
  pages: readonly RenderedPage[],
  byPage: ReadonlyMap<string, LinkFinding[]>,
  defaultLocale?: string,
): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  const groups = new Map<string, Group>();
  // The page of a finding no other finding shares: named all the same when the link is an imported file's.
  const alone = new Map<number, { url: string; resolves: boolean }>();
  for (const page of pages) {
    for (const f of byPage.get(page.route.path) ?? []) {
      if (f.dedupe) {
        if (seen.has(f.dedupe)) continue;
        seen.add(f.dedupe);
      }
      const key = f.across && `${f.diagnostic.name}\0${f.across.key}`;
      const group = key ? groups.get(key) : undefined;
      if (!group || !f.across) {
        if (key && f.across) {
          const from = new Map(f.from ? [[f.across.locale, [f.from]]] : []);
          const resolves = f.resolves === true;
          groups.set(key, {
            at: out.length,
            locale: f.across.locale,
            page: page.route.path,
            others: new Set(),
            from,
            resolves,
          });
        } else if (f.from) alone.set(out.length, { url: f.from, resolves: f.resolves === true });
        out.push(f.diagnostic);
        continue;
      }
      if (f.from) {
        const urls = group.from.get(f.across.locale) ?? [];
        if (!urls.includes(f.from)) urls.push(f.from);
        group.from.set(f.across.locale, urls);
      }
      if (f.across.locale === group.locale) continue;
      if (f.across.locale !== defaultLocale) group.others.add(f.across.locale);
      else {
        group.others.add(group.locale);
        group.locale = f.across.locale;
        group.page = page.route.path;
        out[group.at] = f.diagnostic;
      }
    }
  }
  for (const [at, { url, resolves }] of alone) out[at] = resolvedFrom(out[at]!, [url], resolves);
  for (const { at, locale, page, others, from, resolves } of groups.values()) {
    const urls = from.get(locale);
    if (urls) out[at] = resolvedFrom(out[at]!, urls, resolves);
    // A fault of other locales only (a relative link that climbs out of /ja/): the file's link
    // works on the default locale's page, so the message names the page where it fails.
    const only =
      defaultLocale !== undefined && locale !== defaultLocale && !out[at]!.file?.startsWith('i18n/')
        ? ` It fails on ${page}, in locale ${locale}${others.size > 0 ? ` and ${others.size} more` : ''} only.`
        : '';
    if (others.size === 0 && only === '') continue;
    const names = [...others].sort();
    const d = out[at]!;
    out[at] = {
      ...d,
      message:
        only !== ''
          ? `${d.message}${only}`
          : `${d.message} It fails the same way in ${names.length} more locale${names.length === 1 ? '' : 's'} (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}).`,
    };
  }
  return out;
}

/**
 * A link of a file pages import resolves from each page's URL, as a browser does: the message
 * names the pages that gave this target, else the same place would read as a repeated report. An
 * absolute link (a file link, resolved from the file itself) leads to one target whichever page
 * shows it: the message names those pages as where it is shown.
 */
function resolvedFrom(d: Diagnostic, urls: readonly string[], resolves: boolean): Diagnostic {
  const shown = urls.length > 5 ? [...urls.slice(0, 4), `${urls.length - 4} more`] : urls;
  const list = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
  const pages = urls.length === 1 ? 'the page importing this file' : 'the pages importing this file';
  const how = resolves ? 'resolved from' : 'shown on';
  return { ...d, message: `${d.message.replace(/\.$/, '')} (${how} ${list}, ${pages}).` };
}
