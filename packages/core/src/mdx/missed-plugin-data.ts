import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { MissedPluginData } from '@docgen/shared';
import { DOCUSAURUS_DOCS_PLUGIN } from '@docgen/shared/docusaurus-client';
import { thrownInSite } from '../util/module-error.js';
import { sitePluginData } from '../docusaurus/site-plugin-data.js';

// A component's read of global data docgen has not (`usePluginData` without `failfast`) gives
// undefined, as Docusaurus 3. Two things follow from it: a page that then throws is told why,
// and a plugin the site's Docusaurus config lists that docgen did not run is said at the call,
// since under Docusaurus the data would be there.

/** Plugins whose part of the site docgen makes itself: under Docusaurus they give no global data either. */
const DONE_BY_DOCGEN = new Set([
  'docusaurus-plugin-content-blog',
  'docusaurus-plugin-content-pages',
  'docusaurus-plugin-sitemap',
  'docusaurus-plugin-debug',
  'docusaurus-plugin-svgr',
  'docusaurus-theme-classic',
  'docusaurus-theme-search-algolia',
  'docusaurus-plugin-openapi-docs',
  'docusaurus-theme-openapi-docs',
]);

/** The plugins `@docusaurus/preset-classic` adds for an option it is given (its always-on ones are docgen's). */
const CLASSIC_OPTIONAL: Record<string, string> = {
  gtag: 'docusaurus-plugin-google-gtag',
  googleTagManager: 'docusaurus-plugin-google-tag-manager',
  googleAnalytics: 'docusaurus-plugin-google-analytics',
};

/** The warnings of reads of plugins the site's Docusaurus config lists and docgen did not run, at the site's call. */
export function notRunPluginReads(
  ctx: SiteContext,
  locale: string,
  missed: readonly MissedPluginData[] | undefined,
  file: string,
): Diagnostic[] {
  if (!missed || missed.length === 0) return [];
  const ran = new Set(sitePluginData(ctx.siteDir, locale).plugins ?? []);
  const out: Diagnostic[] = [];
  for (const read of missed) {
    if (read.plugin === DOCUSAURUS_DOCS_PLUGIN.name || ran.has(read.plugin)) continue;
    const entry = configuredEntry(ctx.config.docusaurusSiteConfig, read.plugin);
    if (!entry) continue;
    const place = thrownInSite({ stack: read.stack }, ctx.siteDir) ?? { file };
    out.push({
      name: 'DocusaurusPluginNotRun',
      severity: 'warning',
      message: `${hookCall(read)} gives undefined: the site's Docusaurus config lists the plugin (${entry.at} "${entry.specifier}"), and docgen does not run it.`,
      ...place,
      why: `Under Docusaurus the plugin's contentLoaded gives the pages its data (setGlobalData); docgen runs the Docusaurus plugins listed in docusaurusPlugins (docgen.config.ts) only, so the component renders as without the plugin.`,
      fix: `list "${entry.specifier}" in docusaurusPlugins({ plugins }) of docgen.config.ts when its hooks are plain lifecycle code; else give the component its data another way (a JSON file, customFields), or leave it when the page reads well without.`,
    });
  }
  return out;
}

/**
 * Why a page threw reading a property of undefined after a component read data it did not get:
 * that read (the first), said with docgen's why and fix.
 */
export function missedDataCause(
  missed: readonly MissedPluginData[] | undefined,
  error: Error,
): { message: string; plugin: string; why: string; fix: string } | undefined {
  const read = error.name === 'TypeError' && /\bundefined\b/.test(error.message) ? missed?.[0] : undefined;
  if (!read) return undefined;
  const message = `${error.message.split('\n')[0]!.replace(/\.$/, '')}; ${hookCall(read)} gave undefined`;
  return { message, plugin: read.plugin, why: read.why, fix: read.fix };
}

function hookCall(read: MissedPluginData): string {
  return read.id === undefined
    ? `useAllPluginInstancesData("${read.plugin}")`
    : `usePluginData("${read.plugin}"${read.id === DOCUSAURUS_DOCS_PLUGIN.id ? '' : `, "${read.id}"`})`;
}

/** Where the Docusaurus config lists the plugin named `name` (`plugins[3]`), and as what, if it does. */
export function configuredEntry(
  siteConfig: Record<string, unknown> | undefined,
  name: string,
): { at: string; specifier: string } | undefined {
  if (!siteConfig || DONE_BY_DOCGEN.has(name)) return undefined;
  for (const key of ['plugins', 'themes'] as const) {
    const list = siteConfig[key];
    if (!Array.isArray(list)) continue;
    for (const [i, entry] of list.entries()) {
      const head = Array.isArray(entry) ? entry[0] : entry;
      if (typeof head === 'string' && pluginNamesOf(head, key).includes(name))
        return { at: `${key}[${i}]`, specifier: head };
    }
  }
  const presets = siteConfig.presets;
  for (const [i, entry] of (Array.isArray(presets) ? presets : []).entries()) {
    const [head, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (head !== 'classic' && head !== '@docusaurus/preset-classic') continue;
    const given = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
    for (const [option, plugin] of Object.entries(CLASSIC_OPTIONAL))
      if (plugin === name && given[option])
        return { at: `presets[${i}].${option}`, specifier: plugin.replace(/^docusaurus-/, '@docusaurus/') };
  }
  return undefined;
}

/**
 * The names a plugin listed as `specifier` may have: Docusaurus resolves a short name (`ideal-image`
 * is `docusaurus-plugin-ideal-image` or `@docusaurus/plugin-ideal-image`), and a package's plugin
 * is named after its package, without its scope; a file's, after its file (or folder, for `index`).
 */
function pluginNamesOf(specifier: string, key: 'plugins' | 'themes'): string[] {
  const kind = key === 'plugins' ? 'plugin' : 'theme';
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const base = path.basename(specifier).replace(/\.[cm]?[jt]sx?$/, '');
    return [base === 'index' ? path.basename(path.dirname(specifier)) : base];
  }
  const scoped = /^(@[^/]+)\/(.+)$/.exec(specifier);
  const [scope, bare] = scoped ? [scoped[1]!, scoped[2]!] : [undefined, specifier];
  const names = new Set([specifier, bare]);
  if (scope === '@docusaurus') names.add(`docusaurus-${bare}`);
  if (!bare.startsWith('docusaurus-') && !bare.startsWith(`${kind}-`)) names.add(`docusaurus-${kind}-${bare}`);
  return [...names];
}
