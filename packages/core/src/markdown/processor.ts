import type { PluggableList } from 'unified';
import {
  rehypeSlug,
  rehypeStringify,
  remarkDirective,
  remarkGfm,
  remarkParse,
  remarkRehype,
  unified,
  VFile,
} from '../vendor/unified.js';
import type { MarkdownFileContext } from './context.js';
import { rehypeAdmonitionsAndTabs } from './plugins/admonitions-tabs.js';
import { fenceLanguages, rehypeCode, type CodeOptions, type HighlightStore } from './plugins/code.js';
import { remarkDirectives } from './plugins/directives.js';
import { remarkHeadingIds } from './plugins/heading-ids.js';
import { BUILD_SEGMENTS, remarkSegmentCache, SegmentCache } from './segments.js';
import type { SiteContext, SourceFile } from '../model.js';
import type { DocgenPlugin } from '../plugins/types.js';
import { rehypeLinksAndHeadings } from './plugins/links-headings.js';

export interface ProcessorOptions {
  code: CodeOptions;
  /** Extra plugins from docgen plugins, run after docgen's own remark / before its final rehype steps. */
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /** Reuse pieces of pages parsed before (the dev server, where a page is parsed again after each edit). */
  segments?: SegmentCache;
}

/** The unified pipeline: markdown → GFM → directives → hast → slugs → code → links, headings → HTML. */
export function createMarkdownProcessor(options: ProcessorOptions) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkDirective)
      .use(options.segments ? [[remarkSegmentCache, options.segments]] : [])
      .use(remarkHeadingIds)
      .use(options.remarkPlugins ?? [])
      .use(remarkDirectives)
      .use(remarkRehype)
      .use(rehypeSlug)
      .use(rehypeAdmonitionsAndTabs)
      .use(rehypeCode, options.code)
      .use(options.rehypePlugins ?? [])
      .use(rehypeLinksAndHeadings)
      // Raw nodes come from docgen's own steps only (highlighted code): markdown's HTML is not passed through.
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze()
  );
}

export type MarkdownProcessor = ReturnType<typeof createMarkdownProcessor>;

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
    segments: new SegmentCache(BUILD_SEGMENTS),
  });
}

export async function processMarkdown(
  processor: MarkdownProcessor,
  body: string,
  ctx: MarkdownFileContext,
): Promise<string> {
  const file = new VFile({ value: body, path: ctx.relFile, data: { docgen: ctx } });
  const result = await processor.process(file);
  return String(result);
}
