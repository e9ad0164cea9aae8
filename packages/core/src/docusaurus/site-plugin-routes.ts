import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteContext, SourceFile } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { normalizePath } from '@docgen/shared';
import { findFile, siteThemeFile } from './site-theme.js';
import { generatedFilesDir, type PluginRoute, sitePluginData } from './site-plugin-data.js';
import { DOCUSAURUS_ROUTE } from '../routes/docusaurus-route.js';
import { localePrefix } from '../routes/manifest.js';
import { sha256 } from '../util/hash.js';
import { relPosix } from '../util/paths.js';
import type { PluginPlace } from './site-plugin-faults.js';

/** What a plugin gives `actions.addRoute` (Docusaurus' `RouteConfig`), as far as docgen reads it. */
interface RouteConfig {
  path?: unknown;
  component?: unknown;
  modules?: unknown;
  props?: unknown;
  routes?: unknown;
  exact?: unknown;
}

/** Where a route is added: the plugin, its locale's `context.baseUrl`, the theme's Docusaurus modules. */
export interface RouteScope {
  ctx: SiteContext;
  locale: string;
  localeBaseUrl: string;
  name: string;
  id: string;
  place: PluginPlace;
  themeModules: Readonly<Record<string, string>>;
}

/**
 * A route a plugin adds, made a page of the site: a module written in the generated files folder
 * that renders the route's component with its `props` and the default exports of its `modules`
 * (as Docusaurus' route loader gives them), rendered as a React page of src/pages is. What docgen
 * cannot make is a `DocusaurusPluginRouteIgnored` warning at the plugin.
 */
export function addedRoute(
  scope: RouteScope,
  route: RouteConfig,
): { make?: () => PluginRoute; fault?: Diagnostic; key?: string } {
  const { ctx, name, place } = scope;
  const written = typeof route?.path === 'string' ? route.path : undefined;
  // Said once for the route of every locale: the key leaves out the locale's base URL.
  const inLocale = written?.startsWith(scope.localeBaseUrl) ? written.slice(scope.localeBaseUrl.length) : written;
  const fault = (what: string, why: string, fix: string): { fault: Diagnostic; key: string } => ({
    key: `${name}\0${why}\0${inLocale}`,
    fault: {
      name: 'DocusaurusPluginRouteIgnored',
      severity: 'warning',
      message: `The Docusaurus plugin "${name}" adds ${what}: the page is missing.`,
      ...place,
      why,
      fix,
    },
  });
  if (!written || typeof route.component !== 'string')
    return fault(
      `a route without a path or component (actions.addRoute${written ? `, "${written}"` : ''})`,
      'A route is `{ path, component, modules?, props? }`, path and component being strings.',
      'give addRoute the page path and the component module.',
    );
  if (Array.isArray(route.routes) && route.routes.length > 0)
    return fault(
      `the layout route "${written}" with nested routes (actions.addRoute({ routes }))`,
      "docgen renders each page in its theme's layout; a component that wraps nested routes (Docusaurus' docs and blog layouts) has no place in it.",
      'add each nested route as a route of its own (its component rendering the layout it needs), or make the pages with a docgen plugin (docs/guide/plugins.md).',
    );
  if (/[:*(]/.test(written))
    return fault(
      `the route "${written}" with parameters`,
      'docgen writes one page per route path; a path with parameters or wildcards names no single page.',
      'add one route per page, each with its own path.',
    );
  const base = scope.localeBaseUrl;
  if (`${written}/`.replace(/\/+$/, '/') !== base && !written.startsWith(base))
    return fault(
      `the route "${written}", outside its locale's base URL "${base}"`,
      "Docusaurus builds each locale under its own base URL (context.baseUrl, the locale's prefix included): a route outside it is not reachable in that locale.",
      "write the path from the plugin's context.baseUrl (normalizeUrl([context.baseUrl, 'page'])).",
    );
  const component = componentOf(ctx, route.component, scope.themeModules);
  if (!component)
    return fault(
      `the route "${written}", whose component "${route.component}" cannot be found`,
      'A route\'s component is a module docgen bundles: a file (absolute, or "@site/…"), a package\'s module, or a "@theme/…" component of the site\'s src/theme or of docgen\'s theme.',
      'fix the component path (path.resolve(__dirname, …) in the plugin), or create the component.',
    );
  const imports: string[] = [];
  const missing: string[] = [];
  const modules = route.modules === undefined ? '{}' : moduleExpression(ctx, route.modules, imports, missing);
  if (missing.length > 0)
    return fault(
      `the route "${written}", whose module "${missing[0]}" cannot be found`,
      'A route\'s modules are files (those createData wrote, absolute paths, "@site/…") or packages\' modules, each given to the component as its default export.',
      'give the path createData returned, or an existing file.',
    );
  const markdown = imports.find((file) => /\.mdx?$/i.test(file));
  if (markdown)
    return fault(
      `the route "${written}", whose module "${relPosix(ctx.siteDir, markdown)}" is Markdown`,
      "Docusaurus compiles a route's Markdown modules with its content plugins' MDX loader (a blog post's `content`), as a component with its front matter and metadata; docgen gives a route's modules as they are and compiles Markdown only as pages of the docs, blog and src/pages.",
      'make these pages with a docgen plugin (docs/guide/plugins.md), or give the route the data it needs as JSON (createData).',
    );
  const props = route.props && typeof route.props === 'object' ? JSON.stringify(route.props) : '{}';
  // Made once the locale's plugins have run: the data files are taken as they are then.
  const make = (): PluginRoute => {
    const dir = path.join(generatedFilesDir(ctx.siteDir), 'docgen-routes', name, scope.id);
    const code = [
      `import Component from ${JSON.stringify(component)};`,
      ...imports.map((file, i) => `import m${i} from ${JSON.stringify(snapshot(ctx, file, dir))};`),
      // Docusaurus gives the route's component its props, its modules' exports and the router's props.
      `const given = { ...${props}, ...${modules} };`,
      'export default function DocusaurusPluginRoute(route) {',
      '  return <Component {...route} {...given} />;',
      '}',
      '',
    ].join('\n');
    const hash = sha256(code).slice(0, 12);
    const file = writeOnce(path.join(dir, `route-${hash}.jsx`), code);
    const sitePath = normalizePath(written.slice(ctx.config.baseUrl.replace(/\/$/, '').length) || '/');
    // A route that renders a module alone (no props, no modules) may be a page of the site's own.
    const page = route.props === undefined && route.modules === undefined ? { page: component } : {};
    return { path: sitePath, file, plugin: name, from: place.file ?? relPosix(ctx.siteDir, file), hash, ...page };
  };
  if (route.exact === false)
    return {
      make,
      key: `${name}\0exact\0${inLocale}`,
      fault: {
        name: 'DocusaurusPluginRoutePrefix',
        severity: 'warning',
        message: `The Docusaurus plugin "${name}" adds the route "${written}" with exact: false: docgen makes its page, not pages for the paths below it.`,
        ...place,
        why: `In Docusaurus a route that is not exact renders its component for every path that starts with it ("${written.replace(/\/$/, '')}/…"), in the browser, and links to them pass its check; docgen writes one page per route, so links to those paths are BrokenLink.`,
        fix: 'add one route (exact) per page below it that the site links, or have the component read the query string or hash instead of the path.',
      },
    };
  return { make };
}

/**
 * A file createData wrote, copied under a name of its content: every locale's run writes the same
 * file (Docusaurus bundles each locale before the next one runs), and each page must keep its own.
 */
function snapshot(ctx: SiteContext, file: string, dir: string): string {
  const rel = relPosix(generatedFilesDir(ctx.siteDir), file);
  if (rel.startsWith('..') || rel.startsWith('docgen-routes/')) return file;
  const data = fs.readFileSync(file);
  return writeOnce(path.join(dir, `data-${sha256(data).slice(0, 12)}${path.extname(file)}`), data);
}

function writeOnce(file: string, data: string | Buffer): string {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  }
  return file;
}

/** The module the wrapper imports as the component: the file it names, or the theme's `@theme/…` name. */
function componentOf(
  ctx: SiteContext,
  spec: string,
  themeModules: Readonly<Record<string, string>>,
): string | undefined {
  if (spec.startsWith('@theme/')) {
    const name = spec.slice('@theme/'.length);
    return siteThemeFile(ctx, name) ?? (themeModules[spec] ? spec : undefined);
  }
  return moduleFile(ctx, spec);
}

/** A module path as Docusaurus' bundler resolves a route's: absolute, `@site/…`, from the site folder, or a package's. */
function moduleFile(ctx: SiteContext, spec: string): string | undefined {
  if (path.isAbsolute(spec)) return findFile(spec);
  if (spec.startsWith('@site/')) return findFile(path.join(ctx.siteDir, spec.slice('@site/'.length)));
  if (/^\.\.?(\/|$)/.test(spec)) return findFile(path.resolve(ctx.siteDir, spec));
  try {
    return createRequire(path.join(ctx.siteDir, 'package.json')).resolve(spec);
  } catch {
    return undefined;
  }
}

/**
 * The route's `modules` as a JavaScript expression: each module path (or `{ __import: true, path }`)
 * becomes the identifier of its default import, objects and arrays keep their shape.
 */
function moduleExpression(ctx: SiteContext, value: unknown, imports: string[], missing: string[]): string {
  const spec =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && (value as { __import?: unknown }).__import === true
        ? String((value as { path?: unknown }).path)
        : undefined;
  if (spec !== undefined) {
    const file = moduleFile(ctx, spec);
    if (!file) {
      missing.push(spec);
      return 'undefined';
    }
    imports.push(file);
    return `m${imports.length - 1}`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => moduleExpression(ctx, v, imports, missing)).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${moduleExpression(ctx, v, imports, missing)}`)
      .join(', ')} }`;
  return JSON.stringify(value ?? null);
}

/**
 * The pages of the routes the site's Docusaurus plugins added (every locale), as sources of the
 * discovered site: React pages whose file is the route's module, named by the plugin's file.
 */
export function pluginRouteSources(ctx: SiteContext, discovered: readonly SourceFile[] = []): SourceFile[] {
  // A route that only renders a React page of the site at that page's own route (babel's website
  // adds "/repl/" for src/pages/repl.tsx): the page is there already, in every locale, nothing clashes.
  const ownPages = new Set(
    discovered.filter((s) => s.kind === 'componentPage').map((s) => `${s.file}\0${s.id.replace(/(^|\/)index$/, '')}`),
  );
  return ctx.locales.flatMap((locale) =>
    (sitePluginData(ctx.siteDir, locale.code).routes ?? []).flatMap((route) => {
      // The same in every locale (a clash is said once for all of them).
      const id = route.path.slice(localePrefix(ctx, locale.code).length).replace(/^\/+/, '');
      if (route.page && ownPages.has(`${route.page}\0${id}`)) return [];
      return [
        {
          kind: 'componentPage' as const,
          locale: locale.code,
          file: route.file,
          relFile: route.from,
          relPath: route.path,
          id,
          version: 'current',
          frontMatter: {},
          body: '',
          bodyLineOffset: 0,
          hash: route.hash,
          generatedBy: DOCUSAURUS_ROUTE,
        },
      ];
    }),
  );
}
