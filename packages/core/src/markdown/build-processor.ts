import { cacheOff, type DocgenPlugin, type SiteContext, type SourceFile } from '@docgen/config';
import {
  BUILD_SEGMENTS,
  createMarkdownProcessor,
  fenceLanguages,
  type HighlightStore,
  type MarkdownProcessor,
  SegmentCache,
} from '@docgen/markdown';

/**
 * The processor of a production build's thread (main thread or worker): the site's code themes,
 * the grammars its fences name preloaded, highlighted blocks kept in `store`, the plugins' steps
 * and a piece cache of `BUILD_SEGMENTS`.
 */
export function createBuildProcessor(
  ctx: SiteContext,
  sources: readonly SourceFile[],
  plugins: readonly DocgenPlugin[],
  store: HighlightStore,
): MarkdownProcessor {
  return createMarkdownProcessor({
    code: { themes: ctx.config.markdown.codeThemes, preload: fenceLanguages(sources), store },
    remarkPlugins: plugins.flatMap((p) => p.markdown?.remarkPlugins ?? []),
    rehypePlugins: plugins.flatMap((p) => p.markdown?.rehypePlugins ?? []),
    ...(cacheOff('segments') ? {} : { segments: new SegmentCache(BUILD_SEGMENTS) }),
  });
}
