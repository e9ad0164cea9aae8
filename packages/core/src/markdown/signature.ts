import { fileHash, type RouteManifest, type SiteContext, type SourceFile } from '@docgen/config';
import { canonicalSourcePath } from '../discover/source-paths.js';
import type { SiteState } from '../site/load.js';
import { sha256 } from '../util/hash.js';
import { SITE_WRAPPERS, siteThemeFile } from '../docusaurus/site-theme.js';

/**
 * What a page's markdown result depends on besides its own file and the routes its links looked
 * up, per locale: the markdown settings, the plugins (their options, code and cache keys), the
 * files the config imports, and the locale's UI strings. Edits to the config file itself count
 * through the settings: a new title keeps every markdown result. `--strict` is not one of them:
 * it promotes warnings after the stage, so `docgen check --strict` reuses `docgen build`'s results.
 */
export function markdownSignatures(site: SiteState): Map<string, string> {
  const { ctx, plugins } = site;
  const { config } = ctx;
  const wrappers = SITE_WRAPPERS.map((n) => siteThemeFile(ctx, n)).filter((f) => f !== undefined);
  let settings: string;
  try {
    settings = JSON.stringify(
      {
        markdown: config.markdown,
        toc: config.toc,
        externalLinks: config.externalLinks,
        onBrokenLinks: config.onBrokenLinks,
        docs: config.docs,
        ...(config.docsInstances.length > 0 ? { docsInstances: config.docsInstances } : {}),
        i18n: config.i18n,
        // What MDX pages' imports resolve to.
        ...(Object.keys(config.aliases).length > 0 ? { aliases: config.aliases } : {}),
        ...((config.resolveExtensions ?? []).length > 0 ? { resolveExtensions: config.resolveExtensions } : {}),
        ...(Object.keys(config.define ?? {}).length > 0 ? { define: config.define } : {}),
        baseUrl: config.baseUrl,
        // The URL relative links resolve from (`/docs/a/page/` or `/docs/a/page`) and the hrefs' form.
        ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
        plugins,
        // A plugin whose key reaches only the pages that read it: its base here, its parts per page.
        keys: plugins.map(
          (p) =>
            `${p.name}:${p.pageReads ? `base:${p.pageReads.base({ siteDir: ctx.siteDir })}` : (p.cacheKey?.({ siteDir: ctx.siteDir }) ?? '')}`,
        ),
        imports: ctx.configDependencies.filter((f) => f !== ctx.configFile).map((f) => `${f}:${fileHash(f)}`),
        // A Root or Layout/Provider added or removed wraps or unwraps every page (an edit of one is a page's dependency).
        ...(wrappers.length > 0 ? { wrappers } : {}),
      },
      (_k, v: unknown) => (typeof v === 'function' ? String(v) : v),
    );
  } catch {
    // Settings JSON cannot hold (a cycle in a plugin's options): nothing is reused.
    settings = `${Math.random()}`;
  }
  const sigs = new Map<string, string>();
  for (const locale of ctx.locales)
    sigs.set(locale.code, sha256(`${settings}\0${JSON.stringify(site.theme.strings.get(locale.code) ?? {})}`));
  return sigs;
}

/**
 * Every route and source a locale's links can resolve to: what a result whose lookups could not
 * be recorded (a plugin iterating the manifest) depends on.
 */
export function routeTable(
  ctx: SiteContext,
  manifest: RouteManifest,
  sources: readonly SourceFile[],
  locale: string,
): string {
  const rows: string[] = [];
  for (const r of manifest.routes)
    if (r.locale === locale || r.locale === ctx.defaultLocale.code)
      rows.push(`${r.path}\u0001${r.kind}\u0001${r.id ?? ''}`);
  for (const s of sources)
    rows.push(`${canonicalSourcePath(ctx, s.relFile)}\u0001${s.kind}\u0001${s.id}\u0001${s.version}`);
  return sha256(rows.join('\n'));
}

/** A file's content hash, read again only when its size or time changed (shared with the theme's fingerprint). */
export { fileHash };
