import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import type { RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { compileMdx, type MarkdownFileContext, type MdxOptions } from '@docgen/markdown';
import { type DocusaurusPageState, type ThemeModule, withDocusaurusPage } from '@docgen/shared';
import { relPosix } from '../util/paths.js';
import { compileComponent, diagnosticsOf, writeModule } from './modules.js';
import { resolveSpecifier } from './resolve.js';

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

/**
 * One MDX page to HTML: compiled with docgen's steps (its imports resolved and compiled), run in
 * this thread, rendered with React's renderToString with the page's Docusaurus state. Returns
 * '' when it cannot (the diagnostics say why). A page is `volatile` (never reused from a cache)
 * when it depends on more than its own text: the files it imports, the sidebar.
 */
export async function renderMdxPage(
  page: MdxPage,
  fileCtx: MarkdownFileContext,
): Promise<{ html: string; volatile: boolean }> {
  const { ctx, theme, source } = page;
  const modules = theme.docusaurusModules ?? {};
  let volatile = false;
  const importsOf =
    (from: string, seen: ReadonlySet<string>, target: MarkdownFileContext) => async (specifier: string) => {
      const resolved = resolveSpecifier(ctx, modules, specifier, from);
      if (resolved.kind === 'error') return { error: resolved.error };
      if (resolved.kind === 'url') return { url: resolved.url };
      volatile = true;
      if (resolved.kind === 'module') {
        try {
          return { url: (await compileComponent(ctx, modules, resolved.file)).url };
        } catch (error) {
          const found = diagnosticsOf(error);
          target.diagnostics.push(...found.slice(1));
          return { error: found[0]! };
        }
      }
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
    const code = await compileMdx(page.options, text.slice(frontMatter.length), partialCtx, 'program');
    if (code === undefined) return undefined;
    return writeModule(ctx, file, code.replaceAll('"react/jsx-runtime"', JSON.stringify(jsxRuntimeUrl)));
  };
  fileCtx.resolveImport = importsOf(source.file, new Set([source.file]), fileCtx);
  const code = await compileMdx(page.options, source.body, fileCtx);
  if (code === undefined) return { html: '', volatile };
  if (page.category) volatile = true;
  try {
    const mod = await new AsyncFunction(code)({
      ...jsxRuntime,
      baseUrl: pathToFileURL(source.file).href,
      dynamicImport: (url: string) => import(url).then(interopDefault),
    });
    const Content = mod.default as ComponentType<{ components?: Readonly<Record<string, unknown>> }>;
    const state: DocusaurusPageState = {
      locale: page.route.locale,
      defaultLocale: ctx.defaultLocale.code,
      locales: ctx.locales.map((l) => l.code),
      baseUrl: ctx.config.baseUrl,
      siteConfig: {
        title: typeof ctx.config.title === 'string' ? ctx.config.title : '',
        url: String((ctx.config as { url?: string }).url ?? ''),
        baseUrl: ctx.config.baseUrl,
        tagline: '',
        customFields: {},
      },
      strings: fileCtx.strings,
      ...(page.category ? { category: page.category } : {}),
      report: (message) =>
        fileCtx.diagnostics.push({
          name: 'MdxRenderError',
          severity: 'warning',
          message: `${message}.`,
          file: source.relFile,
          why: 'The Docusaurus component or hook needs data this page does not have.',
        }),
    };
    const html = withDocusaurusPage(state, () =>
      renderToString(createElement(Content, { components: theme.mdxComponents ?? {} })),
    );
    return { html, volatile };
  } catch (error) {
    fileCtx.diagnostics.push(renderError(error as Error, source, fileCtx));
    return { html: '', volatile };
  }
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

function renderError(error: Error, source: SourceFile, fileCtx: MarkdownFileContext): Diagnostic {
  const missing = /Expected (?:component|object) `([\w.]+)` to be defined/.exec(error.message);
  const name = missing?.[1];
  const at = name ? positionOf(source.body, new RegExp(`<${name.replace('.', '\\.')}\\b`)) : undefined;
  return {
    name: 'MdxRenderError',
    severity: 'error',
    message: name
      ? `<${name}> is used but not defined.`
      : `The page threw while it was rendered: ${error.message.split('\n')[0]}`,
    file: source.relFile,
    ...(at ? { line: at.line + fileCtx.lineOffset, column: at.column } : {}),
    why: name
      ? 'A JSX component of an MDX file must be imported (or be one docgen gives every page: details, Details, admonition).'
      : 'MDX pages render on the server at build time: no window, no document, no browser-only APIs.',
    fix: name
      ? `import it (import ${name} from '@site/src/components/${name}'), or remove it.`
      : 'wrap browser-only code in <BrowserOnly> (from @docusaurus/BrowserOnly), or move it into an effect.',
  };
}

function positionOf(text: string, pattern: RegExp): { line: number; column: number } | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index);
  return { line: before.split('\n').length, column: match.index - before.lastIndexOf('\n') };
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
