import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import type { RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { compileMdx, type MarkdownFileContext, type MdxOptions } from '@docgen/markdown';
import { type DocusaurusPageState, type ThemeModule, withDocusaurusPage } from '@docgen/shared';
import { siteHref } from '../routes/base-url.js';
import { relPosix } from '../util/paths.js';
import type { BrowserBundleFailure } from './browser.js';
import { browserUseOf } from './interactive.js';
import { type IslandCollector, installIslandRuntime, withIslands } from './island-runtime.js';
import { type AssetMedia, SVG_FILE, URL_ASSET, urlAssetModule } from './assets.js';
import type { MarkdownImports } from './markdown-imports.js';
import { compileComponent, diagnosticsOf, siteComponent, writeModule } from './modules.js';
import { resolveSpecifier } from './resolve.js';
import { maskCode, positionOf, renderError, throwingComponent } from './render-error.js';

export interface MdxPage {
  ctx: SiteContext;
  theme: ThemeModule;
  options: MdxOptions;
  route: RouteRecord;
  source: SourceFile;
  /** The sidebar category of the doc (`useCurrentSidebarCategory`, `<DocCardList>`). */
  category: DocusaurusPageState['category'];
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  code: string,
) => (runtime: object) => Promise<Record<string, unknown>>;
const jsxRuntimeUrl = pathToFileURL(createRequire(import.meta.url).resolve('react/jsx-runtime')).href;

/** What an MDX page was made from besides its own text, and what it needs in the output. */
export interface MdxPageResult {
  html: string;
  /** Made from something docgen cannot track (an import that failed): never reused. */
  volatile: boolean;
  /** Files it is made of: the site components and MDX files it imports, and theirs. */
  dependencies: string[];
  /** The sidebar category it read (`useCurrentSidebarCategory`, `<DocCardList>`), as JSON. */
  category?: string;
  /** Stylesheets of the components it imports (URLs, in import order). */
  stylesheets: string[];
  /** Files the output needs: components' chunks and stylesheets (output path, file). */
  media: [string, string][];
}

installIslandRuntime();

/**
 * One MDX page to HTML: compiled with docgen's steps (its imports resolved and compiled), run in
 * this thread, rendered with React's renderToString with the page's Docusaurus state. Returns
 * '' when it cannot (the diagnostics say why). Site components that need the browser render as
 * islands (`island-runtime.ts`); the page records the files it was made of.
 */
export async function renderMdxPage(page: MdxPage, fileCtx: MarkdownFileContext): Promise<MdxPageResult> {
  const { ctx, theme, source } = page;
  const modules = theme.docusaurusModules ?? {};
  const dependencies = new Set<string>();
  const stylesheets: string[] = [];
  const media = new Map<string, string>();
  /** The page's own imports of site components: specifier → file (where an island problem is). */
  const resolvedFiles = new Map<string, string>();
  let volatile = false;
  const importsOf =
    (from: string, seen: ReadonlySet<string>, target: MarkdownFileContext) => async (specifier: string) => {
      const resolved = resolveSpecifier(ctx, modules, specifier, from);
      if (resolved.kind === 'error') {
        volatile = true;
        return { error: resolved.error };
      }
      if (resolved.kind === 'url') return { url: resolved.url };
      if (resolved.kind === 'module' && URL_ASSET.test(resolved.file)) {
        dependencies.add(resolved.file);
        const assets: AssetMedia = new Map();
        const url = writeModule(ctx, resolved.file, urlAssetModule(ctx, resolved.file, assets));
        for (const [out, file] of assets) media.set(out, file);
        return { url };
      }
      if (resolved.kind === 'module') {
        if (from === source.file) resolvedFiles.set(specifier, resolved.file);
        try {
          // An SVG file is a component of its own: nothing in it needs the browser.
          // Markdown files the component imports compile as this page's partials (its links, its locale).
          const markdown: MarkdownImports = {
            key: `${page.route.locale}\0${page.route.path}`,
            compile: async (file) => {
              dependencies.add(file);
              if (seen.has(file)) return { error: cycle(ctx, file) };
              const url = await compilePartial(file, new Set([...seen, file]), target);
              return url ? { url } : { error: partialFailed(ctx, file) };
            },
          };
          const component = SVG_FILE.test(resolved.file)
            ? await compileComponent(ctx, modules, resolved.file)
            : await siteComponent(ctx, modules, resolved.file, markdown);
          for (const f of component.inputs) dependencies.add(f);
          for (const [out, file] of component.media) media.set(out, file);
          if ('stylesheet' in component && component.stylesheet && !media.has(component.stylesheet.out)) {
            media.set(component.stylesheet.out, component.stylesheet.file);
            stylesheets.push(component.stylesheet.url);
          }
          if ('browserError' in component && component.browserError)
            target.diagnostics.push(notBundled(ctx, resolved.file, component.browserError));
          return { url: component.url, ...(specifier.startsWith('@theme/') ? { siteTheme: true } : {}) };
        } catch (error) {
          volatile = true;
          const found = diagnosticsOf(error);
          target.diagnostics.push(...found.slice(1));
          // A fault of an SVG file is told at the import of it (its place is in the message);
          // a component's own fault (a package it imports) at the component's line.
          const { file, line, column, ...first } = found[0]!;
          return { error: file && line !== undefined && !SVG_FILE.test(file) ? found[0]! : first };
        }
      }
      dependencies.add(resolved.file);
      if (seen.has(resolved.file)) return { error: cycle(ctx, resolved.file) };
      const url = await compilePartial(resolved.file, new Set([...seen, resolved.file]), target);
      return url ? { url } : { error: partialFailed(ctx, resolved.file) };
    };
  const compilePartial = async (file: string, seen: ReadonlySet<string>, parent: MarkdownFileContext) => {
    const text = fs.readFileSync(file, 'utf8');
    const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text)?.[0] ?? '';
    const partialCtx: MarkdownFileContext = {
      ...parent,
      relFile: relPosix(ctx.siteDir, file),
      lineOffset: frontMatter.split('\n').length - 1,
      toc: [],
      firstHeading: undefined,
    };
    partialCtx.resolveImport = importsOf(file, seen, partialCtx);
    // Relative images and Markdown links of a partial are its own (Docusaurus resolves them from
    // the file that has them): written again from the page's folder, which the page resolves from.
    const fromPage = (href: string) =>
      relPosix(path.dirname(source.file), path.resolve(path.dirname(file), decodeURI(href)))
        .split('/')
        .map(encodeURI)
        .join('/');
    const ownRelative = (href: string) => /^\.{0,2}\/?[^/:#?]/.test(href) && !href.startsWith('/');
    partialCtx.resolveImage = (src) => parent.resolveImage(ownRelative(src) ? fromPage(src) : src);
    partialCtx.resolveLink = (href) => {
      const [hrefPath = '', rest = ''] = /^([^#?]*)(.*)$/.exec(href)?.slice(1) ?? [];
      return parent.resolveLink(
        ownRelative(hrefPath) && /\.mdx?$/.test(hrefPath) ? `${fromPage(hrefPath)}${rest}` : href,
      );
    };
    const code = await compileMdx(page.options, text.slice(frontMatter.length), partialCtx, 'program');
    if (code === undefined) return undefined;
    return writeModule(ctx, file, code.replaceAll('"react/jsx-runtime"', JSON.stringify(jsxRuntimeUrl)));
  };
  const result = (html: string, category?: string): MdxPageResult => ({
    html,
    volatile,
    dependencies: [...dependencies].sort(),
    ...(category !== undefined ? { category } : {}),
    stylesheets,
    media: [...media],
  });
  fileCtx.resolveImport = importsOf(source.file, new Set([source.file]), fileCtx);
  const at = (pattern: RegExp | undefined) => {
    const found = pattern && positionOf(maskCode(source.body), pattern);
    return found ? { line: found.line + fileCtx.lineOffset, column: found.column } : undefined;
  };
  const code = await compileMdx(page.options, source.body, fileCtx);
  if (code === undefined) return result('');
  // After the compile, which resolved the page's imports.
  const localNames = importedNames(source.body, (specifier) => resolvedFiles.get(specifier));
  const own = await browserUseOf(code);
  if (own) fileCtx.diagnostics.push(pageCodeNeedsBrowser(source, own.use, at(patternOfUse(own.use))));
  let categoryRead = false;
  try {
    const mod = await new AsyncFunction(code)({
      ...jsxRuntime,
      baseUrl: pathToFileURL(source.file).href,
      dynamicImport: (url: string) => import(url).then(interopDefault),
    });
    const Content = mod.default as ComponentType<{ components?: Readonly<Record<string, unknown>> }>;
    const state: DocusaurusPageState = {
      locale: page.route.locale,
      pathname: siteHref(ctx, page.route.path),
      defaultLocale: ctx.defaultLocale.code,
      locales: ctx.locales.map((l) => l.code),
      baseUrl: ctx.config.baseUrl,
      siteConfig: {
        title: typeof ctx.config.title === 'string' ? ctx.config.title : '',
        url: String((ctx.config as { url?: string }).url ?? ''),
        baseUrl: ctx.config.baseUrl,
        tagline: '',
        customFields: ctx.config.customFields,
      },
      strings: fileCtx.strings,
      report: (message, fix) => {
        const tag = /^<([\w.]+)/.exec(message)?.[1];
        fileCtx.diagnostics.push({
          name: 'MdxRenderError',
          severity: 'warning',
          message: `${message}.`,
          file: source.relFile,
          ...at(tag ? new RegExp(`<${tag.replace('.', '\\.')}\\b`) : undefined),
          why: 'The Docusaurus component or hook needs data this page does not have.',
          ...(fix ? { fix } : {}),
        });
      },
    };
    // Read (or not) by the page's components: a page that does depends on the sidebar.
    Object.defineProperty(state, 'category', {
      enumerable: true,
      configurable: true,
      get() {
        categoryRead = true;
        return page.category;
      },
    });
    const islands: IslandCollector = {
      chunks: new Map(),
      count: 0,
      report: ({ module, attribute, ...problem }) => {
        // Where the page gives it: an element of the component with that attribute, else the first.
        const names = localNames.get(path.join(ctx.siteDir, module)) ?? [];
        const elements = names.map((n) => `<${n.replace('.', '\\.')}\\b`).join('|') || '<';
        const attr = attribute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        fileCtx.diagnostics.push({
          ...problem,
          severity: 'warning',
          file: source.relFile,
          ...(at(new RegExp(`(?:${elements})[^>]*?\\s${attr}\\b`)) ?? at(new RegExp(elements))),
          why: 'A component that needs the browser is hydrated from its props, which travel as JSON in the page.',
        });
      },
    };
    const html = withDocusaurusPage(state, () =>
      withIslands(islands, () => renderToString(createElement(Content, { components: theme.mdxComponents ?? {} }))),
    );
    for (const [out, file] of islands.chunks) media.set(out, file);
    return result(html, categoryRead ? JSON.stringify(page.category ?? null) : undefined);
  } catch (error) {
    const thrower = throwingComponent(error as Error, localNames, (file) => relPosix(ctx.siteDir, file));
    fileCtx.diagnostics.push(renderError(error as Error, source, fileCtx, thrower));
    return result('');
  }
}

function pageCodeNeedsBrowser(
  source: SourceFile,
  use: string,
  place: { line: number; column: number } | undefined,
): Diagnostic {
  return {
    name: 'InteractivePageCode',
    severity: 'warning',
    message: `The page's own code uses ${use}, which does nothing: an MDX page is rendered on the server only.`,
    file: source.relFile,
    ...place,
    why: 'What hydrates in the browser is the site components a page imports, not code written in the page.',
    fix: 'move the component (or the element with its handler) into a file of src/components and import it: it then hydrates as an island.',
  };
}

/** Where the page writes what `browserUseOf` found (`useState()`, `<button onClick>`). */
function patternOfUse(use: string): RegExp | undefined {
  const call = /(\w+)\(\)$/.exec(use)?.[1];
  if (call) return new RegExp(`\\b${call}\\s*\\(`);
  const handler = /(\w+)>$/.exec(use)?.[1];
  return handler ? new RegExp(`\\b${handler}\\s*=`) : undefined;
}

function notBundled(ctx: SiteContext, file: string, failure: BrowserBundleFailure): Diagnostic {
  return {
    name: 'BrowserBundleError',
    severity: 'warning',
    message: `${relPosix(ctx.siteDir, file)} cannot be bundled for the browser: ${failure.error}`,
    ...(failure.at ?? { file: relPosix(ctx.siteDir, file) }),
    why: 'Site components are bundled for the browser for their styles and, when they need the browser, to hydrate; this one renders without them.',
    fix: 'import only what runs in a browser (no Node modules such as fs), or install the package it names in the site folder.',
  };
}

/**
 * A package published as CommonJS compiled from ESM (`exports.__esModule`, `exports.default`):
 * Node's `import()` gives `module.exports` as the default; bundlers (Docusaurus' webpack) give
 * `exports.default`, which is what the MDX file means.
 */
function interopDefault(ns: Record<string, unknown>): Record<string, unknown> {
  const value = ns.default as { __esModule?: unknown; default?: unknown } | null | undefined;
  if (!value || typeof value !== 'object' || !value.__esModule || !('default' in value)) return ns;
  return { ...ns, default: value.default };
}

/**
 * The local names a page binds to each file it imports (`import Counter from './Counter'`,
 * `import { A, B as C } from …`): messages find the page's elements of a component by them.
 */
function importedNames(body: string, fileOf: (specifier: string) => string | undefined): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const m of body.matchAll(/^import\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const file = fileOf(m[2]!);
    if (!file) continue;
    const [, first, braces] = /^([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?/.exec(m[1]!.trim()) ?? [];
    const locals = [
      ...(first ? [first] : []),
      ...(braces ?? '')
        .split(',')
        .map(
          (s) =>
            s
              .trim()
              .split(/\s+as\s+/)
              .at(-1)!,
        )
        .filter(Boolean),
    ];
    names.set(file, [...(names.get(file) ?? []), ...locals]);
  }
  return names;
}

function cycle(ctx: SiteContext, file: string): Diagnostic {
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `${relPosix(ctx.siteDir, file)} imports itself (through other MDX files).`,
    why: 'An MDX file cannot contain itself.',
    fix: 'remove the import that closes the loop.',
  };
}

function partialFailed(ctx: SiteContext, file: string): Diagnostic {
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `The imported MDX file ${relPosix(ctx.siteDir, file)} does not compile (see its own errors).`,
    why: 'An MDX file another imports is compiled with it.',
  };
}
