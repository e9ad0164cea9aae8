import fs from 'node:fs';
import path from 'node:path';
import { normalizePath, splitHref } from '@docgen/shared';
import type { Diagnostic } from '@docgen/diagnostics';
import type { RenderedMarkdown, RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import { docKey, localePrefix, pageKey, type RouteManifest } from '../routes/manifest.js';
import { shortHash } from '../util/hash.js';
import type { MarkdownFileContext } from '@docgen/markdown';
import { canonicalSourcePath } from '../discover/source-paths.js';
import { processMarkdown, type MarkdownProcessor } from '@docgen/markdown';
import { type Lookup, newTracker, trackedManifest, trackedSources } from './track.js';
import type { ThemeModule } from '@docgen/shared';
import type { Sidebars } from '../sidebars/resolve.js';
import { currentCategory } from '../mdx/category.js';
import { isMdxSource, renderMdxPage } from '../mdx/render.js';
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
      if (/\.mdx?$/i.test(hrefPath) && !hrefPath.startsWith('/')) {
        const target = sourcesByPath.get(path.posix.normalize(path.posix.join(sourceDir, decodeURI(hrefPath))));
        const targetRoute =
          target?.kind === 'doc'
            ? manifest.docRoutes.get(docKey(route.locale, target.version, target.id))
            : target
              ? manifest.pageRoutes.get(pageKey(route.locale, target.kind, target.id))
              : undefined;
        if (!targetRoute) {
          if (ctx.config.onBrokenLinks === 'ignore') return { href };
          return {
            error: {
              name: 'BrokenLink',
              severity: ctx.config.onBrokenLinks === 'throw' || ctx.strict ? 'error' : 'warning',
              message: `Link "${href}" points to a markdown file that does not exist.`,
              why: `Relative .md links are resolved from ${source.relFile}; no doc or page has that path.`,
              fix: suggestFile(hrefPath, sourceDir, sourcesByPath),
            },
          };
        }
        return { href: `${targetRoute.path}${suffix}` };
      }
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
  let html: string;
  if (input.mdx && isMdxSource(source)) {
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
    html = page.html;
    volatile.value = page.volatile;
  } else html = await processMarkdown(input.processor, source.body, fileCtx);
  const title = fm.title ?? fileCtx.firstHeading?.text ?? humanize(source.id);
  return { html, title, toc: fileCtx.toc, ids: fileCtx.ids, links: fileCtx.links };
}

function suggestFile(hrefPath: string, sourceDir: string, sourcesByPath: Map<string, SourceFile>): string | undefined {
  const wanted = path.posix.basename(hrefPath);
  const candidates = [...sourcesByPath.keys()].filter((p) => path.posix.basename(p) === wanted);
  if (candidates.length === 0) return undefined;
  return `did you mean ${candidates
    .slice(0, 3)
    .map((c) => `"${toRelative(sourceDir, c)}"`)
    .join(', ')}?`;
}

function toRelative(fromDir: string, to: string): string {
  const rel = path.posix.relative(fromDir, to);
  return rel.startsWith('.') ? rel : `./${rel}`;
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
