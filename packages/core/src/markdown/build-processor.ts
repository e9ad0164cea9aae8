import { cacheOff, type DocgenPlugin, type RouteRecord, type SiteContext, type SourceFile } from '@docgen/config';
import {
  BUILD_SEGMENTS,
  createMarkdownProcessor,
  fenceLanguages,
  type HighlightThread,
  type HighlightStore,
  type MarkdownProcessor,
  type MdxOptions,
  PARSE_AHEAD_FROM,
  type ParseAhead,
  parsesLikePieces,
  type PieceSyntax,
  SegmentCache,
} from '@docgen/markdown';
import { aheadBodies, pieceSyntax } from './sources-ahead.js';
import { watchedPlugins } from './watched-plugins.js';

/** The MDX compiler's options of each processor: the same code themes, store and plugins. */
const mdxOptions = new WeakMap<MarkdownProcessor, MdxOptions>();
/** Each processor's piece cache and the syntax its parser reads (see `parseAheadOn`). */
const pieces = new WeakMap<MarkdownProcessor, { segments: SegmentCache; syntax: PieceSyntax }>();

export function mdxOptionsOf(processor: MarkdownProcessor): MdxOptions {
  const options = mdxOptions.get(processor);
  if (!options) throw new Error('an MDX page met a processor made without createBuildProcessor');
  return options;
}

/**
 * The processor of a production build's thread (main thread or worker): the site's code themes,
 * the grammars its fences name preloaded, highlighted blocks kept in `store`, the plugins' steps
 * and a piece cache of `BUILD_SEGMENTS`. With `thread`, markdown pages have their code highlighted
 * there (MDX pages in place: their HTML comes out of the compiled page's run).
 */
export function createBuildProcessor(
  ctx: SiteContext,
  sources: readonly SourceFile[],
  plugins: readonly DocgenPlugin[],
  store: HighlightStore,
  thread?: HighlightThread,
): MarkdownProcessor {
  const preload = fenceLanguages(sources);
  const shared = {
    code: {
      themes: ctx.config.markdown.codeThemes,
      preload,
      store,
      magicComments: ctx.config.markdown.magicComments,
      languageAliases: ctx.config.markdown.languageAliases,
      mermaid: ctx.config.markdown.mermaid,
      flowDiagrams: ctx.config.markdown.flowDiagrams,
    },
    remarkPlugins: watchedPlugins(plugins, 'remarkPlugins') as MdxOptions['remarkPlugins'],
    rehypePlugins: watchedPlugins(plugins, 'rehypePlugins') as MdxOptions['rehypePlugins'],
    rawHtml: ctx.config.markdown.rawHtml,
    mdx1Compat: ctx.config.markdown.mdx1Compat,
    anchors: ctx.config.markdown.anchors,
    liveCodeBlocks: ctx.config.markdown.liveCodeBlocks,
  };
  thread?.use(preload, (key, html) => store.set(key, html));
  const segments = cacheOff('segments') ? undefined : new SegmentCache(BUILD_SEGMENTS);
  const processor = createMarkdownProcessor({
    ...shared,
    ...(thread ? { code: { ...shared.code, thread } } : {}),
    ...(segments ? { segments } : {}),
  });
  mdxOptions.set(processor, shared);
  if (segments) pieces.set(processor, { segments, syntax: pieceSyntax(ctx) });
  return processor;
}

/**
 * Has `thread` parse the pieces of `routes`' markdown ahead of this thread, into `processor`'s
 * piece cache (see `@docgen/markdown`'s `parse-ahead.ts`), when its parser reads the syntax the
 * thread's does (no site plugin adds any) and there is enough markdown (`PARSE_AHEAD_FROM`). A
 * page compiled as MDX is left out. A job started on the sources (`parseSourcesAhead`) goes on.
 */
export function parseAheadOn(
  thread: HighlightThread,
  processor: MarkdownProcessor,
  ctx: SiteContext,
  routes: readonly RouteRecord[],
): ParseAhead | undefined {
  const early = thread.takeSourcesAhead();
  const own = pieces.get(processor);
  if (!own || !parsesLikePieces(processor, own.syntax)) {
    early?.close();
    return undefined;
  }
  const docs = aheadBodies(
    ctx,
    routes.map((route) => route.source),
  );
  if (early) {
    early.order(docs, own.segments);
    return early;
  }
  // A small site's pages are parsed before the thread would have loaded the parser.
  if (docs.reduce((n, doc) => n + (doc?.length ?? 0), 0) < PARSE_AHEAD_FROM) return undefined;
  return thread.parseAhead(docs, own.syntax, own.segments);
}
