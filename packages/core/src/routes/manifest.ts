import { normalizePath, routeToOutputFile } from '@docgen/shared';
import { DocgenError, type Diagnostic } from '../diagnostics/index.js';
import type { DiscoveredSite, RouteRecord, SiteContext, SourceFile } from '../model.js';

/** The route manifest: every route of the site with its locale, version, id, source and output file. */
export interface RouteManifest {
  routes: RouteRecord[];
  byPath: Map<string, RouteRecord>;
  /** `${locale}\0${version}\0${docId}` → route. */
  docRoutes: Map<string, RouteRecord>;
  /** Absolute source file → routes rendered from it (one per locale that uses it). */
  bySourceFile: Map<string, RouteRecord[]>;
  /** Doc ids of the default locale per version (the set every locale shows). */
  docIds: Map<string, string[]>;
}

export function docKey(locale: string, version: string, id: string): string {
  return `${locale}\0${version}\0${id}`;
}

export function localePrefix(ctx: SiteContext, locale: string): string {
  return locale === ctx.defaultLocale.code ? '' : `/${locale}`;
}

export function docsBase(ctx: SiteContext, locale: string): string {
  const base = ctx.config.docs.routeBasePath.replace(/^\/+|\/+$/g, '');
  return `${localePrefix(ctx, locale)}${base ? `/${base}` : ''}`;
}

/** Route of a doc from its id and slug (the default locale's slug holds for every locale). */
export function docRoutePath(ctx: SiteContext, locale: string, source: SourceFile): string {
  const base = docsBase(ctx, locale);
  const slug = source.frontMatter.slug;
  let rel: string;
  if (slug !== undefined) {
    if (slug.startsWith('/')) rel = slug;
    else {
      const dir = source.id.includes('/') ? source.id.slice(0, source.id.lastIndexOf('/')) : '';
      rel = `/${dir ? `${dir}/` : ''}${slug}`;
    }
  } else {
    rel = `/${source.id.replace(/(^|\/)(index|README)$/i, '')}`;
  }
  return normalizePath(`${base}${rel}`);
}

function pagePath(ctx: SiteContext, locale: string, source: SourceFile): string {
  const slug = source.frontMatter.slug;
  const rel = slug !== undefined ? (slug.startsWith('/') ? slug : `/${slug}`) : `/${source.id.replace(/(^|\/)index$/, '')}`;
  return normalizePath(`${localePrefix(ctx, locale)}${rel}`);
}

/** Stage "routes" (first half): builds the manifest from the discovered sources. */
export function buildRouteManifest(ctx: SiteContext, site: DiscoveredSite, homeDocId: string | undefined): RouteManifest {
  const diagnostics: Diagnostic[] = [];
  const routes: RouteRecord[] = [];
  const byPath = new Map<string, RouteRecord>();
  const docRoutes = new Map<string, RouteRecord>();
  const bySourceFile = new Map<string, RouteRecord[]>();
  const defaultLocale = ctx.defaultLocale.code;

  const add = (record: RouteRecord) => {
    const existing = byPath.get(record.path);
    if (existing) {
      diagnostics.push({
        name: 'DuplicateRoute',
        severity: 'error',
        message: `Two sources claim the route "${record.path}": ${describe(existing)} and ${describe(record)}.`,
        file: record.source?.relFile,
        line: 1,
        column: 1,
        why: 'Every route is rendered from exactly one source.',
        fix: 'rename one of the files or give one a different `slug` in its front matter.',
      });
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
  const defaults = site.sources.filter((s) => s.locale === defaultLocale);
  const docIds = new Map<string, string[]>();
  for (const s of defaults) if (s.kind === 'doc') docIds.set(s.version, [...(docIds.get(s.version) ?? []), s.id]);

  const builtLocales = ctx.locales.filter((l) => !ctx.onlyLocales || ctx.onlyLocales.includes(l.code));
  for (const locale of builtLocales) {
    const code = locale.code;
    for (const base of defaults) {
      const own = code === defaultLocale ? base : index.get(`${base.kind}\0${code}\0${base.version}\0${base.id}`);
      const source = own ?? base;
      const untranslated = own === undefined;
      if (base.kind === 'doc') {
        const path = docRoutePath(ctx, code, base);
        const record: RouteRecord = {
          path,
          locale: code,
          kind: 'doc',
          version: base.version,
          id: base.id,
          source,
          untranslated,
          outputFile: routeToOutputFile(path),
          unlisted: Boolean(source.frontMatter.unlisted),
        };
        add(record);
        docRoutes.set(docKey(code, base.version, base.id), record);
      } else if (base.kind === 'markdownPage') {
        const path = pagePath(ctx, code, base);
        add({ path, locale: code, kind: 'markdownPage', version: 'current', id: base.id, source, untranslated, outputFile: routeToOutputFile(path), unlisted: Boolean(source.frontMatter.unlisted) });
      } else {
        const path = pagePath(ctx, code, base);
        add({ path, locale: code, kind: 'componentPage', version: 'current', id: base.id, source: base, untranslated: false, outputFile: routeToOutputFile(path), unlisted: false });
      }
    }
    // The docs root shows the home doc when no doc claims it (its canonical URL stays the doc's own).
    const rootPath = normalizePath(docsBase(ctx, code) || '/');
    const home = homeDocId ? docRoutes.get(docKey(code, 'current', homeDocId)) : undefined;
    if (home && !byPath.has(rootPath)) {
      add({ ...home, path: rootPath, outputFile: routeToOutputFile(rootPath), canonicalPath: home.path, unlisted: true });
    }
    const prefix = localePrefix(ctx, code);
    // A site without a landing page shows the home doc at its root, so "home" links always resolve.
    const localeRoot = prefix || '/';
    if (home && !byPath.has(localeRoot) && !defaults.some((s) => s.kind !== 'doc' && (s.id === 'index' || s.frontMatter.slug === '/'))) {
      add({ ...home, path: localeRoot, outputFile: routeToOutputFile(localeRoot), canonicalPath: home.path, unlisted: true });
    }
    add({ path: `${prefix}/404`, locale: code, kind: 'notFound', version: 'current', untranslated: false, outputFile: `${prefix ? `${prefix.slice(1)}/` : ''}404.html`, unlisted: true });
  }

  for (const redirect of ctx.config.redirects) {
    const path = normalizePath(redirect.from);
    add({ path, locale: defaultLocale, kind: 'redirect', version: 'current', redirectTo: redirect.to, untranslated: false, outputFile: routeToOutputFile(path), unlisted: true });
  }

  if (diagnostics.length > 0) throw new DocgenError(diagnostics);
  return { routes, byPath, docRoutes, bySourceFile, docIds };
}

function describe(record: RouteRecord): string {
  if (record.source) return record.source.relFile;
  if (record.kind === 'redirect') return `the redirect to "${record.redirectTo}"`;
  return `the ${record.kind} page`;
}
