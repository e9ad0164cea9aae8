import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from '../util/render-to-string.js';
import * as jsxRuntime from 'react/jsx-runtime';
import { docsSectionOf, docusaurusPluginId } from '@docgen/config';
import type { MarkdownFileContext } from '@docgen/markdown';
import { pageComponents } from './shortcodes.js';
import { type DocusaurusPageState, withDocusaurusPage } from '@docgen/shared';
import { defineSiteData, docusaurusSiteConfig, docusaurusThemeConfig } from '../docusaurus/docusaurus-data.js';
import { recordDocsReads } from '../docusaurus/docs-reads.js';
import { sitePluginData } from '../docusaurus/site-plugin-data.js';
import { siteHref } from '../routes/base-url.js';
import { relPosix } from '../util/paths.js';
import { islandReport, placeIn, stateReport } from './page-diagnostics.js';
import { type IslandCollector, installIslandRuntime, withIslands } from './island-runtime.js';
import { mapComponentNames } from './component-map.js';
import { withMapIslands } from './map-islands.js';
import { AsyncFunction, interopDefault } from './modules.js';
import { importedNames, renderError, throwingComponent } from './render-error.js';
import { missingModuleExport, missingPageImports } from './unprovided.js';
import { defineDocContext, docOf } from './doc-context.js';
import { headTagsOf } from './head-tags.js';
import { withRenderedCode } from './rendered-code.js';
import type { CompiledMdxPage, MdxPage, MdxPageResult } from './page-types.js';
import { shareDocgenReact } from '../util/share-react.js';
import { watchSiteConfig } from './site-config-reads.js';
import { pageRoot } from './site-root-render.js';
import { pageRootMarkdown } from './locale-markdown.js';
import { moduleTranslateWarnings } from './module-translate.js';
import { importForLocale } from './locale-modules.js';
import { siteHasSearch } from './generated-site.js';
import { notRunPluginReads } from './missed-plugin-data.js';
import { siteMapFile } from '../docusaurus/swizzled-map.js';

installIslandRuntime();

/** A compiled MDX page run and rendered for its route (its locale, its sidebar category). */
export async function runMdxPage(
  page: MdxPage,
  compiled: CompiledMdxPage,
  fileCtx: MarkdownFileContext,
): Promise<MdxPageResult> {
  const { ctx, theme, source } = page;
  const media = new Map(compiled.media);
  // A page that reads the theme config or plugins' data is made from more than its files; what it
  // reads of the docs data is recorded, part by part (`docs-reads.ts`).
  let siteDataRead = false;
  const docs = recordDocsReads(() => page.docs?.());
  const result = (html: string, category?: string): MdxPageResult => ({
    html,
    volatile: compiled.volatile || siteDataRead,
    dependencies: [...compiled.dependencies].sort(),
    ...docs.made(),
    ...(category !== undefined ? { category } : {}),
    stylesheets: compiled.stylesheets,
    media: [...media],
  });
  const { code } = compiled;
  if (code === undefined) return result('');
  const modules = theme.docusaurusModules ?? {};
  const missing = () => missingPageImports(ctx, modules, source.file, source.body, compiled.resolvedFiles);
  const localNames = importedNames(source.body, (specifier) => compiled.resolvedFiles.get(specifier));
  const at = placeIn(source, fileCtx);
  let categoryRead = false;
  const root = await pageRoot(ctx, modules, fileCtx.diagnostics, pageRootMarkdown(page, fileCtx));
  let state: DocusaurusPageState | undefined;
  const config = watchSiteConfig(docusaurusSiteConfig(ctx, page.route.locale));
  try {
    const mod = await new AsyncFunction(code)({
      ...jsxRuntime,
      useMDXComponents: pageComponents(page.options, code, source, fileCtx, at, modules),
      baseUrl: pathToFileURL(source.file).href,
      dynamicImport: (url: string) => {
        shareDocgenReact();
        return importForLocale(url, page.route.locale, fileCtx.strings, modules).then(interopDefault);
      },
    });
    const lacking = await missing();
    fileCtx.diagnostics.push(...lacking);
    if (lacking.some((d) => d.severity === 'error')) return result('');
    const Content = mod.default as ComponentType;
    if (compiled.components) shareDocgenReact();
    const loadedMap = compiled.components
      ? ((await import(compiled.components).then(interopDefault)).default as Record<string, unknown> | undefined)
      : undefined;
    const mapFile = compiled.components ? siteMapFile(ctx) : undefined;
    const chunk = compiled.componentsChunk;
    // The components the map defines itself, when they need the browser: islands of its chunk.
    const ownComponents =
      loadedMap && compiled.componentsOwn && chunk && mapFile
        ? withMapIslands(loadedMap, compiled.componentsOwn, {
            source: relPosix(ctx.siteDir, mapFile),
            chunk: { url: chunk.url, out: chunk.out, file: chunk.file, media: chunk.media },
          })
        : loadedMap;
    const localize = page.route.locale === ctx.defaultLocale.code ? undefined : page.localizeHref;
    state = {
      locale: page.route.locale,
      pathname: siteHref(ctx, page.route.path),
      ...(localize
        ? {
            // Which of the locale's pages exist: the page depends on every route, as on site data.
            localizeHref: (href: string) => {
              siteDataRead = true;
              return localize(href);
            },
          }
        : {}),
      defaultLocale: ctx.defaultLocale.code,
      locales: ctx.locales.map((l) => l.code),
      baseUrl: ctx.config.baseUrl,
      siteConfig: config.siteConfig,
      strings: fileCtx.strings,
      ...(siteHasSearch(ctx) ? { search: true } : {}),
      head: {},
      mdxComponents: ownComponents ?? theme.mdxComponents ?? {},
      codeBlocks: [],
      missedPluginData: [],
      report: stateReport(source, fileCtx, at),
    };
    if (page.route.kind === 'doc') {
      const { pluginId, version } = docsSectionOf(page.route.version);
      state.docVersion = version;
      state.docPluginId = docusaurusPluginId(ctx.config, pluginId);
    }
    defineSiteData(
      state,
      {
        docs: docs.view,
        themeConfig: () => docusaurusThemeConfig(ctx, page.route.locale),
        globalData: () => sitePluginData(ctx.siteDir, page.route.locale).globalData,
      },
      (what) => {
        if (what !== 'docs') siteDataRead = true;
      },
    );
    const doc = () => docOf(ctx, page.route, source, mod.toc);
    // Read (or not) by the page's components: a page that reads its category depends on it.
    defineDocContext(
      state,
      { doc, sidebar: () => page.sidebar?.(), category: page.category },
      { sidebar: () => (siteDataRead = true), category: () => (categoryRead = true) },
    );
    const islands: IslandCollector = {
      chunks: new Map(),
      count: 0,
      pages: new Map(),
      ...(root.islandWrap ? { wrap: root.islandWrap } : {}),
      ...(ownComponents && compiled.componentsChunk
        ? { map: { entries: ownComponents, chunk: compiled.componentsChunk } }
        : {}),
      report: islandReport(ctx, source, fileCtx, localNames, at),
    };
    const rendered = root.html(
      withDocusaurusPage(state, () => withIslands(islands, () => renderToString(root.element(createElement(Content))))),
    );
    const html = await withRenderedCode(rendered, state.codeBlocks ?? [], page.options.code, fileCtx, at, () => ({
      text: source.body,
      lineOffset: fileCtx.lineOffset,
    }));
    for (const [out, file] of root.withChunk(islands.chunks)) media.set(out, file);
    fileCtx.head = [...(fileCtx.head ?? []), ...headTagsOf(state.head ?? {})];
    fileCtx.diagnostics.push(...moduleTranslateWarnings(ctx, page.route.locale, state.strings, compiled.dependencies));
    fileCtx.diagnostics.push(...notRunPluginReads(ctx, page.route.locale, state.missedPluginData, source.relFile));
    return result(html, categoryRead ? JSON.stringify(page.category() ?? null) : undefined);
  } catch (error) {
    // The site's Root throwing is told at the Root, once, not as every page's fault.
    if (state && root.threw(state, error as Error, 'MdxRenderError')) return result('');
    const files = [source.file, ...compiled.dependencies];
    // A component's lacking name is Node's link error as the page loads: the page's own too.
    const unprovided = await missingModuleExport(ctx, modules, error as Error, files);
    // (A missing export of a site file, a warning told before it ran, is not why it threw.)
    const lacking = [...(unprovided ? [unprovided] : []), ...(await missing()).filter((d) => d.severity === 'error')];
    if (lacking.length > 0) {
      fileCtx.diagnostics.push(...lacking);
      return result('');
    }
    const map = compiled.components ? siteMapFile(ctx) : undefined;
    // The map's components are the page's too: a page uses them by the name of their file.
    const names = new Map([...localNames, ...(map ? mapComponentNames(map) : [])]);
    const thrower = throwingComponent(error as Error, names, (file) => relPosix(ctx.siteDir, file));
    fileCtx.diagnostics.push(
      renderError(error as Error, source, fileCtx, thrower, map ? relPosix(ctx.siteDir, map) : undefined, modules, {
        ...(root.failed ? { wrappers: root.failed } : {}),
        siteConfig: config,
        ...(state?.missedPluginData ? { missed: state.missedPluginData } : {}),
      }),
    );
    return result('');
  }
}
