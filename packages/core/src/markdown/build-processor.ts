import { cacheOff, type DocgenPlugin, type SiteContext, type SourceFile } from '@docgen/config';
import {
  BUILD_SEGMENTS,
  createMarkdownProcessor,
  fenceLanguages,
  type HighlightThread,
  type HighlightStore,
  type MarkdownProcessor,
  type MdxOptions,
  SegmentCache,
} from '@docgen/markdown';

/** The MDX compiler's options of each processor: the same code themes, store and plugins. */
const mdxOptions = new WeakMap<MarkdownProcessor, MdxOptions>();

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
    },
    remarkPlugins: plugins.flatMap((p) => p.markdown?.remarkPlugins ?? []),
    rehypePlugins: plugins.flatMap((p) => p.markdown?.rehypePlugins ?? []),
    rawHtml: ctx.config.markdown.rawHtml,
    mdx1Compat: ctx.config.markdown.mdx1Compat,
    anchors: ctx.config.markdown.anchors,
  };
  thread?.use(preload, (key, html) => store.set(key, html));
  const processor = createMarkdownProcessor({
    ...shared,
    ...(thread ? { code: { ...shared.code, thread } } : {}),
    ...(cacheOff('segments') ? {} : { segments: new SegmentCache(BUILD_SEGMENTS) }),
  });
  mdxOptions.set(processor, shared);
  return processor;
}
