import type { RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import type { MarkdownFileContext } from '@docgen/markdown';
import fs from 'node:fs';
import { DocgenError, type Diagnostic, offsetToPosition } from '@docgen/diagnostics';
import {
  type DocusaurusPageState,
  type HeadTag,
  type PageAssets,
  type ThemeModule,
  withDocusaurusPage,
} from '@docgen/shared';
import { explanationOf } from '@docgen/shared/docusaurus-client';
import { type ComponentType, createElement } from 'react';
import { renderToString } from '../util/render-to-string.js';
import { type SiteComponent, siteComponent } from '../mdx/modules.js';
import { type IslandCollector, installIslandRuntime, withIslands } from '../mdx/island-runtime.js';
import { notBundled } from '../mdx/page-diagnostics.js';
import { missingModuleExport } from '../mdx/unprovided.js';
import { otherReactOf } from '../mdx/react-copies.js';
import { pageCodeOptions, pageMarkdownImports, rootMarkdown } from './page-markdown.js';
import { withRenderedCode } from '../mdx/rendered-code.js';
import { importOf, installCommand, missingPackageOf, type Place, thrownInSite } from '../util/module-error.js';
import { reportedAt, writtenAt } from './page-source-places.js';
import type { PreparedPage } from './component-page.js';
import { siteHref } from '../routes/base-url.js';
import { pageState } from './docusaurus-page-state.js';
import type { ViewBuilder } from './view.js';
import { missingSiteConfig, watchSiteConfig } from '../mdx/site-config-reads.js';
import { escapeMarkup } from '../util/escape.js';
import { shareDocgenReact } from '../util/share-react.js';
import { DOCUSAURUS_PAGE_CLASS, infimaStylesheet } from '../docusaurus/infima.js';
import { pageRoot } from '../mdx/site-root-render.js';
import { moduleTranslateWarnings } from '../mdx/module-translate.js';
import { importForLocale } from '../mdx/locale-modules.js';
import { isUndefinedElement, unexportedElement } from '../mdx/unexported-element.js';
import { reactPageMdxMap } from './react-page-mdx-map.js';
import { olderNodeNote } from '../mdx/node-globals.js';
import { missedDataCause, notRunPluginReads } from '../mdx/missed-plugin-data.js';
import { withPageHead } from './document-attributes.js';
installIslandRuntime();

/** What renders a Docusaurus React page. */
export interface DocusaurusPageContext {
  ctx: SiteContext;
  views: ViewBuilder;
  theme: ThemeModule;
}

/**
 * A React page of Docusaurus' `src/pages/` (`export default function Home() { return <Layout
 * title="…">…</Layout> }`): compiled with the theme's answers to Docusaurus' modules (`@theme/Layout`,
 * `@docusaurus/Link`, `useDocusaurusContext`…) and CSS modules' class names, rendered on the
 * server with the page's Docusaurus state; what `@theme/Layout` or `@docusaurus/Head` set becomes
 * the document's title and description, and the HTML the content of docgen's page chrome.
 * Anything that fails is a PageComponentError (or UnresolvedImport) naming the file.
 */
export async function renderDocusaurusPage(
  page: DocusaurusPageContext,
  route: RouteRecord,
  assets: PageAssets,
): Promise<PreparedPage> {
  const { ctx, views, theme } = page;
  const source = route.source!;
  const failed = (message: string, why: string, fix?: string, place?: Place): PreparedPage => ({
    // A name a file of the page imports from another that lacks it, told first: often why it threw.
    failed: [
      ...(compiled?.warnings ?? []),
      {
        name: 'PageComponentError',
        severity: 'error',
        message,
        file: source.relFile,
        ...place,
        why,
        ...(fix ? { fix } : {}),
      },
    ],
  });
  let Component: unknown;
  // The files the page is made of: a package is looked for where one of them imports it.
  let inputs = [source.file];
  let media: [string, string][] = [];
  let compiled: SiteComponent | undefined;
  // Faults of the Markdown files its components import (their own lines).
  const markdownFaults: Diagnostic[] = [];
  // The site's Root wraps the page, as in Docusaurus (its faults are told at it); not its Layout
  // wrapper, which the page renders itself as `@theme/Layout`.
  const modules = theme.docusaurusModules ?? {};
  const root = await pageRoot(ctx, modules, markdownFaults, rootMarkdown(ctx, views, modules, route.locale), {
    layout: false,
  });
  const markdown = pageMarkdownImports(ctx, views, modules, route, markdownFaults);
  try {
    // As a site component of an MDX page: a page that needs the browser (<BrowserOnly>, state,
    // effects, handlers) hydrates as an island of its own; any other ships no JavaScript.
    compiled = await siteComponent(ctx, modules, source.file, markdown);
    inputs = [source.file, ...compiled.inputs.filter((f) => f !== source.file)];
    media = [...compiled.media];
    shareDocgenReact();
    Component = ((await import(compiled.url)) as { default?: unknown }).default;
  } catch (error) {
    if (error instanceof DocgenError)
      return {
        failed: [...markdownFaults, ...error.diagnostics].map((d) => ({
          ...d,
          ...(d.why ? { why: d.why.replace('is imported by an MDX page', 'is a React page of src/pages') } : {}),
        })),
      };
    const unprovided = await missingModuleExport(ctx, theme.docusaurusModules ?? {}, error as Error, inputs);
    if (unprovided) return { failed: [...markdownFaults, unprovided] };
    const pkg = missingPackageOf(error);
    if (pkg)
      return {
        failed: [
          {
            name: 'PackageNotFound',
            severity: 'error',
            message: `${source.relFile} imports the package "${pkg}", which is not installed.`,
            ...(importOf(pkg, inputs, ctx.siteDir) ?? { file: source.relFile }),
            why: `Node looks for "${pkg}" in node_modules folders from the site folder up; none has it.`,
            fix: `install it: ${installCommand(pkg, ctx.siteDir)}`,
          },
        ],
      };
    return failed(
      `${source.relFile} threw while it was loaded: ${(error as Error).message}`,
      'docgen loads a React page on the server at build time: no window or document while the module loads.',
      'move browser-only code into an effect or <BrowserOnly>.',
    );
  }
  if (typeof Component !== 'function')
    return failed(
      'A React page must default-export a component.',
      `${source.relFile} is in src/pages/ (Docusaurus' pages folder): docgen renders its default export as the page.`,
      'export default function Page() { … }, or name the file `_…` to keep it out of the pages (Docusaurus’ rule).',
    );
  const found: Diagnostic[] = [];
  const failedBundle = compiled!.browserError && notBundled(ctx, source.file, compiled!.browserError);
  const bundleFailure = failedBundle && `${failedBundle.file}${failedBundle.line ? `:${failedBundle.line}` : ''}`;
  const state = pageState(
    ctx,
    route,
    views,
    (message, fix, why) => {
      // A page that could not be bundled for the browser does not hydrate: the cause is that warning, not where <BrowserOnly> is.
      if (message.startsWith('<BrowserOnly>') && bundleFailure) {
        message =
          '<BrowserOnly> shows its fallback only: the page does not hydrate, as it cannot be bundled for the browser';
        why = `the page hydrates as an island, from its browser bundle, which failed (BrowserBundleError at ${bundleFailure}).`;
        fix = 'fix what that BrowserBundleError names: the page then hydrates and <BrowserOnly> renders its children.';
      }
      const place = reportedAt(source.file, message);
      found.push({
        name: 'PageComponentError',
        severity: 'warning',
        message: `${message}.`,
        file: source.relFile,
        ...place,
        why: why ?? 'docgen renders Docusaurus pages inside its own chrome and head.',
        // The catalogue's fix points at the line shown: without one, say what to do instead.
        ...(fix
          ? { fix }
          : message.startsWith('@docusaurus/Head:')
            ? { fix: HEAD_FIX }
            : place
              ? {}
              : { fix: 'change the component or hook the message names in this file.' }),
      });
    },
    (warning) => {
      // Each link once per page, where the page's component tree writes it.
      if (!found.some((d) => d.message === warning.message)) found.push({ ...warning, file: source.relFile });
    },
  );
  const map = await reactPageMdxMap(ctx, modules, compiled!, markdown, markdownFaults);
  if (map)
    [state.mdxComponents, inputs, media] = [map.components, [...inputs, ...map.inputs], [...media, ...map.media]];
  // Its module again, for the locale, when code run as it loads translates a text the locale's code.json has.
  Component = (await importForLocale(compiled!.url, route.locale, state.strings)).default;
  const anchors = (state.anchors = new Set<string>());
  const links = (state.links = new Set<string>());
  const given = state.siteConfig;
  const { siteConfig, missing } = watchSiteConfig(given);
  state.siteConfig = siteConfig;
  let html: string;
  const islands: IslandCollector = {
    chunks: new Map(),
    count: 0,
    ...(root.islandWrap ? { wrap: root.islandWrap } : {}),
    report: ({ module: _module, attribute: _attribute, ...problem }) =>
      found.push({
        ...problem,
        severity: 'warning',
        file: source.relFile,
        why: 'A React page that needs the browser is hydrated as an island.',
      }),
  };
  try {
    html = root.html(
      withDocusaurusPage(state, () =>
        withIslands(islands, () =>
          renderToString(
            root.element(createElement(Component as ComponentType<PageProps>, pageProps(Component, state))),
          ),
        ),
      ),
    );
    media.push(...root.withChunk(islands.chunks));
    html += declaredAnchors(anchors, links, html);
  } catch (error) {
    if (root.threw(state, error as Error, 'PageComponentError')) return { failed: markdownFaults };
    const other = otherReactOf(error as Error, ctx.siteDir);
    if (other) return failed(`Rendering ${route.path} failed: ${other.message}`, other.why, other.fix);
    // An element whose name a file of the page imports from one that lacks it: at that element.
    const unexported = isUndefinedElement(error) ? unexportedElement(ctx.siteDir, compiled!.warnings) : undefined;
    if (unexported)
      return failed(
        `Rendering ${route.path} failed: <${unexported.name}> is undefined: ${unexported.from} does not export it, and React cannot render undefined.`,
        `${unexported.file} imports a name the file does not export: its value is undefined (Docusaurus' webpack warns the same), and rendering it throws, which fails the build under Docusaurus too.`,
        `export ${unexported.name} from ${unexported.from}, import a component it exports, or remove the element.`,
        { file: unexported.file, line: unexported.line, column: unexported.column },
      );
    const unknownKeys = missingSiteConfig(missing, given);
    if (unknownKeys)
      return failed(
        `Rendering ${route.path} failed: ${(error as Error).message.split('\n')[0]}; ${unknownKeys}`,
        "Docusaurus gives pages its whole config; docgen's siteConfig holds the fields it knows, and customFields as the config writes them.",
        'put the values the page needs in customFields (docgen.config.ts) and read them from there, or guard the read.',
      );
    // A Docusaurus stand-in that refused (a plugin's global data docgen lacks) says why itself, at the site's call.
    const explained = explanationOf(error);
    if (explained)
      return failed(
        `Rendering ${route.path} failed: ${(error as Error).message}`,
        explained.why,
        explained.fix,
        thrownInSite(error, ctx.siteDir) ?? writtenAt(source.file, explained.written),
      );
    // Where the site's code threw (the page or a component it imports), mapped back to its source.
    const place = thrownInSite(error, ctx.siteDir);
    const cause = missedDataCause(state.missedPluginData, error as Error);
    if (cause) return failed(`Rendering ${route.path} failed: ${cause.message}`, cause.why, cause.fix, place);
    return failed(
      `Rendering ${route.path} failed: ${(error as Error).message.split('\n')[0]}`,
      `A React page renders on the server at build time: no window or document, no browser-only APIs.${olderNodeNote(error)}`,
      place
        ? `fix the code at ${place.file}:${place.line} (what it reads must be there at build time); wrap browser-only code in <BrowserOnly> (from @docusaurus/BrowserOnly), or move it into an effect.`
        : 'wrap browser-only code in <BrowserOnly> (from @docusaurus/BrowserOnly), or move it into an effect.',
      place,
    );
  }
  found.push(...compiled!.warnings, ...moduleTranslateWarnings(ctx, route.locale, state.strings, inputs));
  found.push(...notRunPluginReads(ctx, route.locale, state.missedPluginData, source.relFile));
  html = await renderedCode(ctx, route, source, state, html, found);
  // A missing key the page wrote out shows as "undefined" (a link to github.com/undefined): said,
  // not silent. A page that only tests the key (`siteConfig.x ?? fallback`) shows no such text.
  const unknownKeys = missingSiteConfig(missing, given);
  if (unknownKeys && html.includes('undefined'))
    found.push({
      name: 'SiteConfigKeyMissing',
      severity: 'warning',
      message: `${route.path}: ${unknownKeys}, and its HTML shows "undefined" where such a value goes.`,
      file: source.relFile,
      why: "Docusaurus gives pages its whole config; docgen's siteConfig holds the fields it knows, and customFields as the config writes them.",
      fix: 'put the values the page needs in customFields (docgen.config.ts) and read them from there.',
    });
  // Its styles (CSS modules, plain CSS, the files their url() names), bundled as a site
  // component's are; the page ships no JavaScript of its own.
  const styles = pageStyles(ctx, source.file, compiled!);
  if (styles.warning) found.push(styles.warning);
  if (styles.file) media.push(styles.file);
  // Infima first, as in Docusaurus: the page's own styles and the site's custom CSS come after it.
  const infima = infimaStylesheet(ctx);
  media.push([infima.out, infima.file], ...root.stylesheetFiles);
  const sheets = [siteHref(ctx, infima.url), ...(assets.pageStylesheets ?? []), ...root.stylesheets(styles.url)];
  const head = state.head ?? {};
  const site = views.site(route.locale);
  const view = views.page(
    route,
    {
      title: head.title ?? site.title,
      ...(head.description ? { description: head.description } : {}),
      html: '',
      toc: [],
    },
    { ...assets, pageStylesheets: sheets },
  );
  if (head.keywords) view.keywords = head.keywords;
  if (head.noFooter) view.noFooter = true;
  if (!head.chrome) view.noChrome = true;
  // Head's <title> is the document title as written; Layout's gets the theme's " | Site".
  const title: HeadTag[] =
    head.titleAsWritten && head.title ? [{ tag: 'title', attributes: {}, text: head.title }] : [];
  if (title.length || head.tags?.length) withPageHead(view, [...title, ...(head.tags ?? [])]);
  if (/<main[\s>]/.test(html)) view.contentHasMain = true;
  return {
    content: createElement('div', { className: DOCUSAURUS_PAGE_CLASS, dangerouslySetInnerHTML: { __html: html } }),
    view,
    diagnostics: [...markdownFaults, ...found],
    media,
  };
}

/**
 * The page's HTML with the code blocks its components made (`<CodeBlock>{code}</CodeBlock>`)
 * highlighted as an MDX page's are; a block's fault is the page's, at its `language="…"`.
 */
async function renderedCode(
  ctx: SiteContext,
  route: RouteRecord,
  source: SourceFile,
  state: DocusaurusPageState,
  html: string,
  found: Diagnostic[],
): Promise<string> {
  const blocks = state.codeBlocks ?? [];
  if (blocks.length === 0) return html;
  const fileCtx: MarkdownFileContext = {
    locale: route.locale,
    relFile: source.relFile,
    siteDir: ctx.siteDir,
    lineOffset: 0,
    strings: state.strings,
    resolveLink: () => undefined,
    resolveImage: () => undefined,
    tocMin: 2,
    tocMax: 3,
    diagnostics: found,
    toc: [],
    ids: [],
    links: [],
  };
  // Read only for a block's fault, which is rare.
  const place = (pattern: RegExp) => {
    const text = fs.readFileSync(source.file, 'utf8');
    const hit = pattern.exec(text);
    return hit ? offsetToPosition(text, hit.index) : undefined;
  };
  return withRenderedCode(html, blocks, pageCodeOptions(ctx), fileCtx, place, () => ({
    text: fs.readFileSync(source.file, 'utf8'),
    lineOffset: 0,
  }));
}

/**
 * The anchors the page declared (`useBrokenLinks().collectAnchor`) and does not render, as ids in
 * a `<template>`, and the links it collected (`collectLink`), as plain hrefs: the link checker
 * finds them, the browser's document does not (no duplicate id once the component renders its own).
 */
function declaredAnchors(anchors: ReadonlySet<string>, links: ReadonlySet<string>, html: string): string {
  const missing = [...anchors].filter((a) => !html.includes(`id="${escapeMarkup(a)}"`));
  if (missing.length === 0 && links.size === 0) return '';
  const ids = missing.map((a) => `<a id="${escapeMarkup(a)}"></a>`);
  const hrefs = [...links].map((l) => `<a href="${escapeMarkup(l)}"></a>`);
  return `<template data-dg-anchors="">${ids.join('')}${hrefs.join('')}</template>`;
}

/** What Docusaurus renders a page of `src/pages/` with: its route's props and the site config. */
interface PageProps {
  config: DocusaurusPageState['siteConfig'];
  location: { pathname: string; search: string; hash: string };
  match: { path: string; url: string; isExact: true; params: Record<string, never> };
  route: { path: string; exact: true };
}

/**
 * Docusaurus' pages plugin gives a React page the site config as its `config` prop (pages kept
 * from Docusaurus 1 read `props.config.title`), and react-router the route's; given to a page
 * that takes props only, so a page hydrating as an island carries them only when it reads them.
 */
function pageProps(Component: unknown, state: DocusaurusPageState): PageProps | null {
  const fn = Component as { length: number; prototype?: { isReactComponent?: unknown } };
  if (fn.length === 0 && !fn.prototype?.isReactComponent) return null;
  const pathname = state.pathname ?? state.baseUrl;
  return {
    config: state.siteConfig,
    location: { pathname, search: '', hash: '' },
    match: { path: pathname, url: pathname, isExact: true, params: {} },
    route: { path: pathname, exact: true },
  };
}

const HEAD_FIX =
  'docgen writes the <title>, <meta>, <link>, <script> and <style> elements of @docusaurus/Head, and the attributes of an empty <html> or <body>, with attributes given as strings, numbers or booleans: remove the other elements, or set site-wide tags with the `headTags` config key.';

/** A React page's stylesheet (its URL; its file is among the page's media), or why it has none. */
function pageStyles(
  ctx: SiteContext,
  file: string,
  page: SiteComponent,
): { url?: string; file?: [string, string]; warning?: Diagnostic } {
  const warning = page.browserError ? { warning: notBundled(ctx, file, page.browserError) } : {};
  if (!page.stylesheet) return warning;
  return { url: siteHref(ctx, page.stylesheet.url), file: [page.stylesheet.out, page.stylesheet.file], ...warning };
}
