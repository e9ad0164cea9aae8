import fs from 'node:fs';
import path from 'node:path';
import { normalizePath, splitHref } from '@docgen/shared';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import type { RenderedMarkdown, RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import { localePrefix, type RouteManifest } from '../routes/manifest.js';
import { resolveFileLink } from './resolve-link.js';
import { cardsHtml } from '../routes/generated-pages.js';
import { shortHash } from '../util/hash.js';
import { thrownInSite } from '../util/module-error.js';
import type { MarkdownFileContext } from '@docgen/markdown';
import { canonicalSourcePath } from '../discover/source-paths.js';
import { exceededLimit, processMarkdown, type MarkdownProcessor } from '@docgen/markdown';
import { type Lookup, newTracker, trackedManifest, trackedSources } from './track.js';
import type { ThemeModule } from '@docgen/shared';
import type { Sidebars } from '../sidebars/resolve.js';
import { currentCategory } from '../mdx/category.js';
import { renderMdxPage } from '../mdx/render.js';
import { explainPromotion, mdxInMarkdown, sourceFormat } from './format.js';
import { mdxOptionsOf } from './build-processor.js';

/** Files referenced from markdown that the output needs (images), by output path. */
export type AssetFiles = Map<string, string>;

export interface MarkdownStageInput {
  ctx: SiteContext;
  manifest: RouteManifest;
  processor: MarkdownProcessor;
  stringsFor(locale: string): Record<string, string>;
  assets: AssetFiles;
  /** What MDX pages render with: the theme (its Docusaurus modules) and the sidebars (`<DocCardList>`). */
  mdx?: { theme: ThemeModule; sidebars: Sidebars };
}

/** Renders the markdown of one route (links are rewritten for the route's locale). */
export async function renderRouteMarkdown(
  input: MarkdownStageInput,
  route: RouteRecord,
  sourcesByPath: Map<string, SourceFile>,
  diagnostics: Diagnostic[],
  volatile: { value: boolean } = { value: false },
): Promise<RenderedMarkdown> {
  const { ctx, manifest } = input;
  const source = route.source!;
  const fm = source.frontMatter;
  const prefix = localePrefix(ctx, route.locale);
  const sourceDir = path.posix.dirname(canonicalSourcePath(ctx, source.relFile));
  const fileCtx: MarkdownFileContext = {
    locale: route.locale,
    relFile: source.relFile,
    lineOffset: source.bodyLineOffset,
    strings: input.stringsFor(route.locale),
    tocMin: fm.toc_min_heading_level ?? ctx.config.toc.minHeadingLevel,
    tocMax: fm.toc_max_heading_level ?? ctx.config.toc.maxHeadingLevel,
    diagnostics,
    toc: [],
    ids: [],
    links: [],
    resolveLink(href) {
      const { path: hrefPath, hash } = splitHref(href);
      const suffix = hash ? `#${hash}` : '';
      if (hrefPath === '') return { href };
      const file = resolveFileLink(
        { ctx, manifest, route, source, sourceDir, sourcesByPath, assets: input.assets },
        hrefPath,
        suffix,
      );
      if (file) return file;
      if (hrefPath.startsWith('/') && prefix && !hrefPath.startsWith(`${prefix}/`) && hrefPath !== prefix) {
        // Absolute site paths written once for every locale follow the page's locale when that route exists.
        const localized = normalizePath(`${prefix}${hrefPath}`);
        if (manifest.byPath.has(localized)) return { href: `${localized}${suffix}` };
      }
      return { href };
    },
    resolveImage(src) {
      const { path: srcPath } = splitHref(src);
      const file = srcPath.startsWith('/')
        ? path.join(ctx.siteDir, 'static', srcPath)
        : path.resolve(path.dirname(source.file), decodeURI(srcPath));
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined;
      if (srcPath.startsWith('/')) return srcPath;
      const bytes = fs.readFileSync(file);
      const ext = path.extname(file);
      const out = `assets/media/${path.basename(file, ext)}-${shortHash(bytes, 8)}${ext}`;
      input.assets.set(out, file);
      return `/${out}`;
    },
  };
  let rendered = '';
  const format = sourceFormat(ctx, source);
  const before = diagnostics.length;
  if (!withinLimits(ctx, source, diagnostics)) rendered = '';
  else if (input.mdx && format.format === 'mdx') {
    const page = await renderMdxPage(
      {
        ctx,
        theme: input.mdx.theme,
        options: mdxOptionsOf(input.processor),
        route,
        source,
        category: currentCategory(ctx, manifest, input.mdx.sidebars, route),
      },
      fileCtx,
    );
    rendered = page.html;
    volatile.value = page.volatile;
    explainPromotion(source, format, diagnostics, before);
  } else {
    const warning = mdxInMarkdown(source, format);
    if (warning) diagnostics.push(warning);
    rendered = await processMarkdown(input.processor, source.body, fileCtx).catch((error: unknown) => {
      // A nesting the line scan did not see (inline markup) can still overflow the stack.
      if (error instanceof RangeError) diagnostics.push(tooDeep(ctx, source.relFile, undefined));
      else diagnostics.push(sitePluginFailure(ctx, source.relFile, error));
      return '';
    });
  }
  const html = source.generated === 'category-index' ? cardsHtml(rendered) : rendered;
  const title = fm.title ?? fileCtx.firstHeading?.text ?? source.contentTitle ?? humanize(source.id);
  const heading = fileCtx.leadingHeading;
  return {
    html,
    title,
    ...(heading !== undefined && heading !== title ? { heading } : {}),
    toc: fileCtx.toc,
    ids: fileCtx.ids,
    links: fileCtx.links,
  };
}

/** A remark or rehype plugin of the site's plugins that threw on a page, at its line; docgen's own failures are bugs. */
function sitePluginFailure(ctx: SiteContext, file: string, error: unknown): Diagnostic {
  const place = error instanceof DocgenError ? undefined : thrownInSite(error, ctx.siteDir);
  if (!place) throw error;
  return {
    name: 'PluginError',
    severity: 'error',
    message: `A markdown plugin of the site failed on ${file}: ${(error as Error).message}`,
    ...place,
    where: file,
    why: 'the remark and rehype plugins of config.plugins run on every page in the "markdown" stage.',
    fix: `fix the code at ${place.file}:${place.line}, or remove the plugin from config.plugins.`,
  };
}

/** Whether the file may be parsed: within markdown.maxFileSize and markdown.maxNesting. */
function withinLimits(ctx: SiteContext, source: SourceFile, diagnostics: Diagnostic[]): boolean {
  const { maxNesting, maxFileSize } = ctx.config.markdown;
  const over = exceededLimit(source.body, { maxNesting, maxFileSize });
  if (!over) return true;
  if (over.kind === 'size')
    diagnostics.push({
      name: 'MarkdownTooLarge',
      severity: 'error',
      message: `${source.relFile} is ${(over.bytes / 1048576).toFixed(1)} MB, over markdown.maxFileSize (${(maxFileSize / 1048576).toFixed(1)} MB).`,
      file: source.relFile,
    });
  else diagnostics.push(tooDeep(ctx, source.relFile, { depth: over.depth, line: over.line + source.bodyLineOffset }));
  return false;
}

function tooDeep(ctx: SiteContext, file: string, at: { depth: number; line: number } | undefined): Diagnostic {
  const max = ctx.config.markdown.maxNesting;
  return {
    name: 'MarkdownTooDeep',
    severity: 'error',
    message: at
      ? `Quotes or lists nest ${at.depth} levels deep here, over markdown.maxNesting (${max}).`
      : `The markup of ${file} nests too deep to be parsed.`,
    file,
    ...(at ? { line: at.line, column: 1 } : {}),
  };
}

function humanize(id: string): string {
  const last = id.split('/').pop() ?? id;
  const text = last.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One route's markdown as a thread hands it back: the result, its diagnostics, images, and what its links looked up. */
export interface MarkdownOutcome {
  result: RenderedMarkdown;
  diagnostics: Diagnostic[];
  media: [out: string, file: string][];
  lookups: Lookup[];
  untracked: boolean;
  /** Depends on more than its file and lookups (an MDX page's components, the sidebar): never reused. */
  volatile?: boolean;
}

/** Renders a route's markdown, recording what it looked up (see `Lookup`). */
export async function renderTracked(
  input: Omit<MarkdownStageInput, 'assets'>,
  route: RouteRecord,
  sourcesByPath: Map<string, SourceFile>,
): Promise<MarkdownOutcome> {
  const tracker = newTracker();
  const diagnostics: Diagnostic[] = [];
  const media: AssetFiles = new Map();
  const volatile = { value: false };
  const result = await renderRouteMarkdown(
    { ...input, manifest: trackedManifest(input.manifest, tracker), assets: media },
    route,
    trackedSources(sourcesByPath, tracker),
    diagnostics,
    volatile,
  );
  return {
    result,
    diagnostics,
    media: [...media],
    lookups: tracker.lookups,
    untracked: tracker.untracked,
    ...(volatile.value ? { volatile: true } : {}),
  };
}
