import { localeDir, type SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { type ModuleLevelTranslate, moduleLevelTranslates } from '@docgen/shared/module-translates';
import { type Place, thrownInSite } from '../util/module-error.js';
import { relPosix } from '../util/paths.js';
import { translatedForLocale } from './locale-modules.js';

/** Where each module-level call was made in the site's files (mapped once: a source map is read). */
const places = new WeakMap<ModuleLevelTranslate, Place | null>();
/** The calls already told, by locale: once each, not at every page that imports the module. */
const told = new WeakMap<ModuleLevelTranslate, Set<string>>();

/**
 * The `translate()` calls a page's files made while they loaded, whose text the page's locale
 * translates otherwise and which no copy of their module evaluated for the locale gave
 * (`locale-modules.ts`: a site component's is; the site's Root, its Layout/Provider and its MDX
 * component map are loaded once for all locales), so the page shows the message as written.
 * Docusaurus builds each locale apart (its module-level code reads that locale's code.json):
 * told, never silent. Costs nothing for a site whose modules make no such call (the list is empty).
 */
export function moduleTranslateWarnings(
  ctx: SiteContext,
  locale: string,
  strings: Record<string, string>,
  files: Iterable<string>,
): Diagnostic[] {
  const calls = moduleLevelTranslates();
  if (calls.length === 0) return [];
  const mine = new Set([...files].map((f) => relPosix(ctx.siteDir, f)));
  const out: Diagnostic[] = [];
  for (const call of calls) {
    const translated = strings[call.key];
    if (translated === undefined || translated === call.message || translatedForLocale(call, locale)) continue;
    let place = places.get(call);
    if (place === undefined) {
      place = thrownInSite({ stack: call.stack }, ctx.siteDir) ?? null;
      places.set(call, place);
    }
    if (!place?.file || !mine.has(place.file)) continue;
    const locales = told.get(call) ?? new Set<string>();
    told.set(call, locales);
    if (locales.has(locale)) continue;
    locales.add(locale);
    out.push({
      name: 'ModuleLevelTranslate',
      severity: 'warning',
      message: `translate() of "${call.message}" runs when ${place.file} is loaded, outside any component: the ${locale} pages show it as written, not "${translated}" (${localeDir(ctx.config, locale)}/code.json).`,
      ...place,
      why: "Docusaurus builds each locale apart, so code run as a module loads reads that locale's code.json; docgen evaluates a site component's module again for each locale that translates its calls, but loads the site's Root, its Layout/Provider and its MDX component map once for all locales.",
      fix: `call translate() inside the component (or a function it calls as it renders), at ${place.file}${place.line ? `:${place.line}` : ''}.`,
    });
  }
  return out;
}
