import fs from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { BootData, PageChunk, PageComponentProps, PageAssets, ThemeModule } from '@docgen/shared';
import { DOM } from '@docgen/shared';
import { DocgenError, type Diagnostic } from '../diagnostics/index.js';
import type { RenderedMarkdown, RouteRecord, SiteContext } from '../model.js';
import { localePrefix } from '../routes/manifest.js';
import type { ClientBundle } from '../bundle/stage.js';
import { ContentCache } from '../cache/content-cache.js';
import { loadSiteModule } from '../util/load-module.js';
import { shortHash } from '../util/hash.js';
import { pick } from './localize.js';
import { scanHtml, type ScannedLink } from './scan-html.js';
import type { ViewBuilder } from './view.js';

export const MANIFEST_URL = '/_docgen/routes.json';

/** What the link checker needs of a rendered page (the HTML itself is already on disk). */
export interface RenderedPage {
  route: RouteRecord;
  ids: Set<string>;
  links: ScannedLink[];
  htmlBytes: number;
  /** URL of the page chunk. */
  chunkUrl?: string;
}

export interface RenderStageInput {
  ctx: SiteContext;
  routes: RouteRecord[];
  markdown: Map<RouteRecord, RenderedMarkdown>;
  views: ViewBuilder;
  theme: ThemeModule;
  bundle: ClientBundle;
  stagingDir: string;
  cache: ContentCache;
  /** Theme fingerprint (package files and strings). */
  themeKey: string;
}

interface CachedPage {
  html: string;
  chunk?: { url: string; json: string };
  ids: string[];
  links: ScannedLink[];
}

type PageModule = { default?: (props: PageComponentProps) => ReactElement; meta?: { title?: string | Record<string, string>; description?: string | Record<string, string> } };

/** Stage "render": every route through the theme with renderToString; HTML and page chunk written to the staging folder. */
export async function renderRoutes(input: RenderStageInput): Promise<RenderedPage[]> {
  const { ctx, views, theme, bundle, stagingDir } = input;
  const pages: RenderedPage[] = [];
  const diagnostics: Diagnostic[] = [];
  const componentModules = new Map<string, PageModule>();
  const bundleKey = ContentCache.key(bundle.stylesheets, bundle.scripts, bundle.modulePreloads, bundle.headInlineScript);
  const localePrefixes = ctx.locales.map((l) => localePrefix(ctx, l.code)).sort((a, b) => b.length - a.length);

  for (const route of input.routes) {
    if (route.kind === 'redirect') {
      await writeFile(stagingDir, route.outputFile, redirectHtml(route.redirectTo ?? '/'));
      pages.push({ route, ids: new Set(), links: [{ href: route.redirectTo ?? '/', where: `redirect ${route.path}`, text: '' }], htmlBytes: 0 });
      continue;
    }
    const boot: BootData = {
      v: 1,
      path: route.path,
      locale: route.locale,
      manifest: MANIFEST_URL,
      localePrefixes,
      analytics: ctx.config.analytics.trackers.map((t) => ({ id: t.id, endpoint: t.endpoint, ...(t.scriptUrl ? { scriptUrl: t.scriptUrl } : {}), anonymizeIp: t.anonymizeIp })),
      ...(route.kind === 'notFound' ? { notFound: true } : {}),
      ...(bundle.islandsUrl ? { islands: bundle.islandsUrl } : {}),
    };
    const assets: PageAssets = {
      stylesheets: bundle.stylesheets,
      scripts: bundle.scripts,
      modulePreloads: bundle.modulePreloads,
      headInlineScript: bundle.headInlineScript,
      bootJson: JSON.stringify(boot).replace(/</g, '\\u003c'),
    };
    let content: unknown;
    let view;
    const strings = views.stringsFor(route.locale);
    if (route.kind === 'componentPage' && route.source) {
      let mod = componentModules.get(route.source.file);
      if (!mod) {
        mod = (await loadSiteModule<PageModule>({ siteDir: ctx.siteDir, file: route.source.file, syntaxError: 'PageComponentError', runtimeError: 'PageComponentError' })).module;
        componentModules.set(route.source.file, mod);
      }
      const Component = mod.default;
      if (typeof Component !== 'function') {
        diagnostics.push({ name: 'PageComponentError', severity: 'error', message: 'A React page must default-export a component.', file: route.source.relFile });
        continue;
      }
      const locale = views.locale(route.locale);
      const site = views.site(route.locale);
      const props: PageComponentProps = { locale, site, strings, href: (p: string) => views.localizeHref(p, route.locale) };
      content = createElement(Component, props);
      const title = pick(mod.meta?.title, route.locale, ctx.defaultLocale.code) || site.title;
      const description = pick(mod.meta?.description, route.locale, ctx.defaultLocale.code) || undefined;
      view = views.page(route, { title, ...(description ? { description } : {}), html: '', toc: [] }, assets);
    } else if (route.kind === 'notFound') {
      view = views.page(route, { title: strings['notFound.title'] ?? 'Page not found', html: '', toc: [] }, assets);
    } else {
      const md = input.markdown.get(route);
      if (!md) throw new Error(`no markdown for ${route.path}`);
      view = views.page(route, { title: md.title, html: md.html, toc: md.toc }, assets);
    }
    // Component pages depend on their module's code, which the view does not capture: never cached.
    const cacheKey = route.kind === 'componentPage' ? undefined : ContentCache.key(input.themeKey, bundleKey, view);
    const hit = cacheKey ? input.cache.get<CachedPage>('render', cacheKey) : undefined;
    if (hit) {
      await writeFile(stagingDir, route.outputFile, hit.html);
      if (hit.chunk) await writeFile(stagingDir, hit.chunk.url.slice(1), hit.chunk.json);
      pages.push({ route, ids: new Set(hit.ids), links: hit.links, htmlBytes: Buffer.byteLength(hit.html), ...(hit.chunk ? { chunkUrl: hit.chunk.url } : {}) });
      continue;
    }
    let html: string;
    try {
      html = `<!doctype html>${renderToString(theme.renderPage(view, content) as ReactElement)}`;
    } catch (error) {
      diagnostics.push({
        name: route.kind === 'componentPage' ? 'PageComponentError' : 'InternalError',
        severity: 'error',
        message: `Rendering ${route.path} failed: ${(error as Error).message}`,
        file: route.source?.relFile,
        why: route.kind === 'componentPage' ? 'A React page must render on the server (no window or document at render time).' : 'The theme threw while rendering this page.',
      });
      continue;
    }
    await writeFile(stagingDir, route.outputFile, html);
    const scan = scanHtml(html);
    let chunkUrl: string | undefined;
    let chunkJson: string | undefined;
    if (scan.layout) {
      const { lang = '', dir = 'ltr', ...rest } = scan.htmlAttrs;
      const chunk: PageChunk = {
        v: 1,
        path: route.path,
        locale: route.locale,
        lang,
        dir: dir === 'rtl' ? 'rtl' : 'ltr',
        title: scan.title,
        head: scan.headTags.join(''),
        layoutKey: scan.layout.key,
        layout: scan.layout.html,
        htmlAttrs: Object.fromEntries(Object.entries(rest).filter(([k]) => k !== 'data-theme' && k !== 'class')),
      };
      const json = JSON.stringify(chunk);
      chunkJson = json;
      const base = route.path === '/' ? 'index' : route.path.slice(1).replace(/[^A-Za-z0-9_-]+/g, '-');
      chunkUrl = `/assets/pages/${base}.${shortHash(json, 8)}.json`;
      await writeFile(stagingDir, chunkUrl.slice(1), json);
    } else {
      diagnostics.push({
        name: 'InternalError',
        severity: 'error',
        message: `The theme rendered ${route.path} without a layout region.`,
        why: `Client navigation swaps the element with ${DOM.region}="layout"; the theme must render one.`,
      });
    }
    if (cacheKey) input.cache.set('render', cacheKey, { html, ids: [...scan.ids], links: scan.links, ...(chunkUrl && chunkJson ? { chunk: { url: chunkUrl, json: chunkJson } } : {}) } satisfies CachedPage);
    pages.push({ route, ids: scan.ids, links: scan.links, htmlBytes: Buffer.byteLength(html), ...(chunkUrl ? { chunkUrl } : {}) });
  }
  if (diagnostics.some((d) => d.severity === 'error')) throw new DocgenError(diagnostics);
  return pages;
}

export async function writeFile(root: string, rel: string, data: string | Uint8Array): Promise<void> {
  const file = path.join(root, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
}

function redirectHtml(to: string): string {
  const safe = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><link rel="canonical" href="${safe}"><meta http-equiv="refresh" content="0; url=${safe}"><script>location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')}+location.hash)</script></head><body><a href="${safe}">${safe}</a></body></html>`;
}

