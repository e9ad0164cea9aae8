import path from 'node:path';
import { normalizePath, routeToOutputFile } from '@docgen/shared';
import { withTrailingSlash } from '@docgen/shared/trailing-slash';
import { DocgenError, type Diagnostic } from '@docgen/diagnostics';
import { CURRENT_VERSION } from '../discover/versions.js';
import type { DiscoveredSite, DocsVersion, RouteManifest, RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import { firstDocOf, sidebarsOf, type Sidebars } from '../sidebars/resolve.js';
import { isCategoryIndex } from '../discover/folder-urls.js';
import { instanceDocsVersions, resolveDocsVersions } from './versions.js';
import { instanceOfVersion } from '../discover/instances.js';
import { configRedirects, localizedRedirects, redirectFile } from './redirect-position.js';
import { RouteClashes } from './route-clashes.js';
import { LocaleShadows } from './locale-shadows.js';
import { DOCUSAURUS_ROUTE } from './docusaurus-route.js';
import { extensionRedirects } from './extension-redirects.js';
import { strayTranslations, translatedSlug } from './stray-translations.js';

export type { RouteManifest } from '@docgen/config';

export function docKey(locale: string, version: string, id: string): string {
  return `${locale}\0${version}\0${id}`;
}

/** Key of `RouteManifest.pageRoutes`. */
export function pageKey(locale: string, kind: 'markdownPage' | 'componentPage', id: string): string {
  return `${locale}\0${kind}\0${id}`;
}

export function localePrefix(ctx: SiteContext, locale: string): string {
  return locale === ctx.defaultLocale.code ? '' : `/${locale}`;
}

/** Paths that are folders whatever `trailingSlash` says: the homes of the other locales (`/fr`), as Docusaurus' base URLs. */
export function rootPaths(ctx: SiteContext): string[] {
  return ctx.locales.map((l) => localePrefix(ctx, l.code)).filter((p) => p !== '');
}

/** The URL path of a route under the site's `trailingSlash` (`/docs/intro/` when true). */
export function publicPath(ctx: SiteContext, path: string): string {
  return ctx.config.trailingSlash === undefined
    ? path
    : withTrailingSlash(path, ctx.config.trailingSlash, rootPaths(ctx));
}

/** The output file of a route: `x/index.html`, or `x.html` when `trailingSlash` is false. */
export function outputFileOf(ctx: SiteContext, path: string): string {
  return routeToOutputFile(path, ctx.config.trailingSlash, rootPaths(ctx));
}

/** The locales this build makes: every one, or those of `--locale` and the default locale (which the others fall back to). */
export function builtLocales(ctx: SiteContext): SiteContext['locales'] {
  return ctx.locales.filter(
    (l) => !ctx.onlyLocales || ctx.onlyLocales.includes(l.code) || l.code === ctx.defaultLocale.code,
  );
}

/** Root of the docs in a locale: of the `docs` section, or of the section whose route base path is given. */
export function docsBase(ctx: SiteContext, locale: string, routeBasePath = ctx.config.docs.routeBasePath): string {
  const base = routeBasePath.replace(/^\/+|\/+$/g, '');
  return `${localePrefix(ctx, locale)}${base ? `/${base}` : ''}`;
}

/**
 * Root of a docs version in a locale: the docs base, plus the version's segment (`/docs`,
 * `/docs/1.0`, `/en/docs/next`). Without versions (or a manifest yet) every doc is `current`'s.
 */
export function versionBase(
  ctx: SiteContext,
  locale: string,
  version: Pick<DocsVersion, 'segment' | 'routeBasePath'> | undefined,
): string {
  const base = docsBase(ctx, locale, version?.routeBasePath);
  return version?.segment ? `${base}/${version.segment}` : base;
}

/** Route of a doc from its id and slug (the default locale's slug holds for every locale). */
export function docRoutePath(
  ctx: SiteContext,
  locale: string,
  source: SourceFile,
  version?: Pick<DocsVersion, 'segment' | 'routeBasePath'>,
): string {
  const base = versionBase(ctx, locale, version);
  const slug = source.frontMatter.slug;
  let rel: string;
  if (slug !== undefined) {
    if (slug.startsWith('/')) rel = slug;
    else {
      // A relative slug resolves from the doc's folder as a URL does, as Docusaurus resolves it:
      // `./` is the folder itself, `../x` a sibling folder's `x`.
      const dir = source.id.includes('/') ? source.id.slice(0, source.id.lastIndexOf('/')) : '';
      rel = path.posix.resolve(`/${dir}`, slug);
    }
  } else if (isCategoryIndex(source.relPath)) {
    // Its folder's URL, as Docusaurus gives it (`guides/guides.md` too); the folder from the id, number prefixes stripped.
    rel = `/${source.id.includes('/') ? source.id.slice(0, source.id.lastIndexOf('/')) : ''}`;
  } else {
    rel = `/${source.id}`;
  }
  return normalizePath(`${base}${rel}`);
}

function pagePath(ctx: SiteContext, locale: string, source: SourceFile): string {
  if (source.blog) return normalizePath(`${localePrefix(ctx, locale)}${source.blog.path}`);
  const slug = source.frontMatter.slug;
  const rel =
    slug !== undefined ? (slug.startsWith('/') ? slug : `/${slug}`) : `/${source.id.replace(/(^|\/)index$/, '')}`;
  return normalizePath(`${localePrefix(ctx, locale)}${rel}`);
}

/**
 * Stage "routes" (first half): builds the manifest from the discovered sources. `homeDocId` is
 * the home of `current` (config, else the first doc of its first sidebar, else its first doc id). Each docs version is
 * served below its own root (the latest at the docs root); the home of a snapshot is
 * `docs.homeDocId` when it has that doc, else the first doc of its own sidebars (given
 * `sidebars`), else `homeDocId`, else its first doc id.
 */
export function buildRouteManifest(
  ctx: SiteContext,
  site: DiscoveredSite,
  homeDocId: string | undefined,
  sidebars?: Sidebars,
): RouteManifest & { warnings: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const routes: RouteRecord[] = [];
  const byPath = new Map<string, RouteRecord>();
  const docRoutes = new Map<string, RouteRecord>();
  const pageRoutes = new Map<string, RouteRecord>();
  const bySourceFile = new Map<string, RouteRecord[]>();
  const defaultLocale = ctx.defaultLocale.code;

  // The `from` each redirect route was written with (its name and place in the config).
  const redirectFrom = new Map<RouteRecord, string>();
  const clashes = new RouteClashes(ctx, redirectFrom);
  const shadows = new LocaleShadows(ctx, builtLocales(ctx), redirectFrom);
  const add = (record: RouteRecord) => {
    if (shadows.shadowed(record)) return;
    const existing = byPath.get(record.path);
    if (existing) {
      clashes.add(existing, record);
      return;
    }
    byPath.set(record.path, record);
    routes.push(record);
    if (record.source && !record.canonicalPath) {
      const list = bySourceFile.get(record.source.file) ?? [];
      list.push(record);
      bySourceFile.set(record.source.file, list);
    }
  };

  const index = new Map<string, SourceFile>();
  for (const s of site.sources) index.set(`${s.kind}\0${s.locale}\0${s.version}\0${s.id}`, s);
  const defaults = site.sources.filter((s) => s.locale === defaultLocale && s.generatedBy !== DOCUSAURUS_ROUTE);
  // A plugin's route is in the locale it was added in, at the path it gave (its locale prefix included).
  const addedRoutes = site.sources.filter((s) => s.generatedBy === DOCUSAURUS_ROUTE);
  // The default locale's own translations (Docusaurus' i18n/<default>/ folder) replace its docs.
  const localized = new Map((site.localizedDefaults ?? []).map((s) => [`${s.version}\0${s.relPath}`, s]));
  const docIds = new Map<string, string[]>();
  for (const s of defaults) if (s.kind === 'doc') docIds.set(s.version, [...(docIds.get(s.version) ?? []), s.id]);
  const versions = resolveDocsVersions(ctx, site);
  const latest = versions.find((v) => v.latest) ?? versions[0]!;
  const instanceVersions = instanceDocsVersions(ctx, site);
  const versionOf = new Map([...versions, ...instanceVersions].map((v) => [v.name, v]));
  const homes = new Map<string, string>();
  for (const v of [...versions, ...instanceVersions]) {
    const ids = docIds.get(v.name) ?? [];
    const candidates = v.pluginId
      ? [
          instanceOfVersion(ctx, v.name)?.homeDocId,
          sidebars ? firstDocOf(sidebarsOf(sidebars, v.name)) : undefined,
          ...[...ids].sort(),
        ]
      : v.name === CURRENT_VERSION
        ? // Docusaurus' main doc falls back to the version's first doc (no sidebar): so does docgen.
          [homeDocId, ...[...ids].sort()]
        : [
            ctx.config.docs.homeDocId,
            sidebars ? firstDocOf(sidebarsOf(sidebars, v.name)) : undefined,
            homeDocId,
            ...[...ids].sort(),
          ];
    const home = candidates.find((id) => id !== undefined && ids.includes(id));
    if (home) homes.set(v.name, home);
  }

  const redirectRoute = (redirect: { from: string; to: string }): RouteRecord => {
    const file = redirectFile(ctx, redirect.from);
    const path = file.path ?? normalizePath(redirect.from);
    const record: RouteRecord = {
      path,
      locale: defaultLocale,
      kind: 'redirect',
      version: 'current',
      redirectTo: redirect.to,
      untranslated: false,
      outputFile: file.outputFile ?? outputFileOf(ctx, path),
      unlisted: true,
    };
    redirectFrom.set(record, redirect.from);
    return record;
  };
  const redirects = configRedirects(ctx).map(redirectRoute);
  // The same redirects in the other locales built, as client-redirects writes them in each.
  const localeRedirects = builtLocales(ctx)
    .filter((l) => l.code !== defaultLocale)
    .flatMap((l) =>
      localizedRedirects(ctx, localePrefix(ctx, l.code)).map((r) => ({ ...redirectRoute(r), locale: l.code })),
    );
  // A root docgen fills in itself (a version's or a locale's home) yields to a redirect the config
  // writes from it, as Docusaurus has no page there (`/docs` → `/docs/intro`).
  // (Not by one of the default locale's under another locale's prefix: that one is not built.)
  const redirected = new Set(
    [...redirects.filter((r) => shadows.localeOf(r.path) === undefined), ...localeRedirects].map((r) => r.path),
  );
  const free = (path: string) => !byPath.has(path) && !redirected.has(path);

  for (const locale of builtLocales(ctx)) {
    const code = locale.code;
    for (const base of defaults) {
      // A blog page some locales lack (a tag only their posts have) is built in the others alone.
      if (base.blog && 'locales' in base.blog && base.blog.locales?.includes(code) === false) continue;
      const replaced = base.kind === 'doc' ? localized.get(`${base.version}\0${base.relPath}`) : undefined;
      const own =
        code === defaultLocale ? (replaced ?? base) : index.get(`${base.kind}\0${code}\0${base.version}\0${base.id}`);
      const source = own ?? base;
      // When the default locale shows its own i18n file, the docs folder's file is another text
      // than the default locale's (docs written in English, a Chinese default locale): a locale
      // showing it shows its source as is, as Docusaurus does, not "the original version".
      const untranslated = own === undefined && !replaced;
      if (base.kind === 'doc') {
        const version = versionOf.get(base.version);
        const path = docRoutePath(ctx, code, base, version);
        const record: RouteRecord = {
          path,
          locale: code,
          kind: 'doc',
          version: base.version,
          id: base.id,
          source,
          untranslated,
          outputFile: outputFileOf(ctx, path),
          // Only the latest version's docs are listed (sitemap): the others are archives or previews.
          unlisted: Boolean(source.frontMatter.unlisted) || (version !== undefined && !version.latest),
        };
        add(record);
        docRoutes.set(docKey(code, base.version, base.id), record);
        const ownSlug = own && own !== base ? own.frontMatter.slug : undefined;
        if (own && ownSlug !== undefined && ownSlug !== base.frontMatter.slug)
          diagnostics.push(translatedSlug(own, base, path));
      } else if (base.kind === 'markdownPage') {
        const path = pagePath(ctx, code, base);
        const record: RouteRecord = {
          path,
          locale: code,
          kind: 'markdownPage',
          version: 'current',
          id: base.id,
          source,
          untranslated,
          outputFile: outputFileOf(ctx, path),
          unlisted: Boolean(source.frontMatter.unlisted),
        };
        add(record);
        pageRoutes.set(pageKey(code, 'markdownPage', base.id), record);
      } else {
        const path = pagePath(ctx, code, base);
        const record: RouteRecord = {
          path,
          locale: code,
          kind: 'componentPage',
          version: 'current',
          id: base.id,
          source: base,
          untranslated: false,
          outputFile: outputFileOf(ctx, path),
          unlisted: false,
        };
        add(record);
        pageRoutes.set(pageKey(code, 'componentPage', base.id), record);
      }
    }
    // After the site's own pages: a route that takes a page's path is the clash's dropped side.
    for (const source of addedRoutes) {
      if (source.locale !== code) continue;
      const path = normalizePath(source.relPath);
      add({
        path,
        locale: code,
        kind: 'componentPage',
        version: 'current',
        id: source.id,
        source,
        untranslated: false,
        outputFile: outputFileOf(ctx, path),
        unlisted: false,
      });
    }
    // The root of each version (the docs root for the latest) shows its home doc when no doc
    // claims it (its canonical URL stays the doc's own).
    for (const v of [latest, ...versions.filter((x) => x !== latest), ...instanceVersions]) {
      const rootPath = normalizePath(versionBase(ctx, code, v) || '/');
      const homeId = homes.get(v.name);
      const versionHome = homeId ? docRoutes.get(docKey(code, v.name, homeId)) : undefined;
      if (versionHome && free(rootPath)) {
        add({
          ...versionHome,
          path: rootPath,
          outputFile: outputFileOf(ctx, rootPath),
          canonicalPath: versionHome.path,
          unlisted: true,
        });
      }
    }
    const latestHome = homes.get(latest.name);
    const home = latestHome ? docRoutes.get(docKey(code, latest.name, latestHome)) : undefined;
    const prefix = localePrefix(ctx, code);
    // A site without a landing page shows the home doc at its root, so "home" links always resolve.
    const localeRoot = prefix || '/';
    if (
      home &&
      free(localeRoot) &&
      !defaults.some((s) => s.kind !== 'doc' && (s.id === 'index' || s.frontMatter.slug === '/'))
    ) {
      add({
        ...home,
        path: localeRoot,
        outputFile: outputFileOf(ctx, localeRoot),
        canonicalPath: home.path,
        unlisted: true,
      });
    }
    add({
      path: `${prefix}/404`,
      locale: code,
      kind: 'notFound',
      version: 'current',
      untranslated: false,
      outputFile: `${prefix ? `${prefix.slice(1)}/` : ''}404.html`,
      unlisted: true,
    });
  }

  for (const record of redirects) add(record);
  // A locale's redirect onto one of its pages, or to a page it lacks, is the default locale's to
  // report (Docusaurus reports it again in each locale's build): it is left out.
  for (const record of localeRedirects) {
    const target = record.redirectTo!.startsWith('/') ? normalizePath(record.redirectTo!.split(/[?#]/)[0]!) : '';
    if (!byPath.has(record.path) && (!target || byPath.has(target))) add(record);
  }
  // Made for every page: one whose path is taken (a page, a redirect of the config) is left out.
  for (const redirect of extensionRedirects(ctx, routes, new Set(['', ...rootPaths(ctx)]))) {
    // In the locale of its page, as each locale's build makes them.
    const record = { ...redirectRoute(redirect), locale: redirect.locale };
    if (!byPath.has(record.path)) add(record);
  }

  diagnostics.push(
    ...clashes.diagnostics(),
    ...shadows.diagnostics((p) => byPath.get(p)),
    ...strayTranslations(ctx, site.sources),
  );
  if (diagnostics.some((d) => d.severity === 'error')) throw new DocgenError(diagnostics);
  return {
    warnings: diagnostics,
    routes,
    byPath,
    docRoutes,
    pageRoutes,
    bySourceFile,
    docIds,
    versions,
    latestVersion: latest,
    instanceVersions,
    homes,
  };
}
