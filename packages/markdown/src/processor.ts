import type { PluggableList } from 'unified';
import { remarkFileLinksAhead } from './plugins/file-links-ahead.js';
import { rehypeStringify, remarkRehype, unified, VFile } from './vendor/unified.js';
import { admonitionTitlesToLabels } from './admonition-titles.js';
import { fileOptions, type MarkdownFileContext } from './context.js';
import { rehypeAdmonitionsAndTabs } from './plugins/admonitions-tabs.js';
import { rehypeCode, type CodeOptions } from './plugins/code.js';
import { remarkDirectives } from './plugins/directives.js';
import { remarkHeadingIds } from './plugins/heading-ids.js';
import { headingSlugs } from './plugins/heading-slugs.js';
import { rehypeRawHtml } from './plugins/raw-html.js';
import { parsePlugins } from './parse-plugins.js';
import { remarkSegmentCache, type SegmentCache } from './segments.js';
import { rehypeLinksAndHeadings } from './plugins/links-headings.js';
import { remarkTruncate } from './plugins/truncate.js';
import { remarkMdxHeadAdded } from './mdx/head.js';
import { remarkMdx1NodesAdded } from './plugins/mdx1-nodes-added.js';

export interface ProcessorOptions {
  code: CodeOptions;
  /** Extra plugins from docgen plugins, run after docgen's own remark / before its final rehype steps. */
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /** Reuse pieces of pages parsed before (the dev server, where a page is parsed again after each edit). */
  segments?: SegmentCache;
  /** Render HTML written in markdown (default); when false it is left out with a warning. */
  rawHtml?: boolean;
  /** `markdown.mdx1Compat`: with `syntax`, backslash escapes are MDX 1's (Docusaurus 2 read every `.md` file as MDX 1). */
  mdx1Compat?: { syntax?: boolean };
  /** `markdown.anchors`: with `maintainCase`, heading ids keep the heading's letter case (Docusaurus' option). */
  anchors?: { maintainCase?: boolean };
}

/** The unified pipeline: markdown → GFM → directives → hast → slugs → code → links, headings → HTML. */
export function createMarkdownProcessor(options: ProcessorOptions) {
  return (
    unified()
      .use(parsePlugins(options.mdx1Compat?.syntax === true))
      .use(options.segments ? [[remarkSegmentCache, options.segments]] : [])
      .use(remarkHeadingIds)
      .use(remarkTruncate)
      .use(options.remarkPlugins?.length ? [remarkFileLinksAhead, ...options.remarkPlugins] : [])
      // A `<head>` element a site's plugin adds (Docusaurus' MDXComponents render it into the
      // document head, whatever the file's format) goes there, not into the article.
      .use(options.remarkPlugins?.length ? [remarkMdxHeadAdded, [remarkMdx1NodesAdded, { commonMark: true }]] : [])
      .use(remarkDirectives)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRawHtml, { enabled: options.rawHtml ?? true })
      .use(headingSlugs(options.anchors?.maintainCase))
      .use(rehypeAdmonitionsAndTabs)
      // Before code is highlighted, as in Docusaurus (which highlights in the browser): a site's
      // plugin sees a code block as written (rehype-katex's `language-math`).
      .use(options.rehypePlugins ?? [])
      .use(rehypeCode, options.code)
      .use(rehypeLinksAndHeadings)
      // Markdown's own HTML is parsed by rehypeRawHtml: the raw nodes left are docgen's (highlighted code).
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze()
  );
}

export type MarkdownProcessor = ReturnType<typeof createMarkdownProcessor>;

export async function processMarkdown(
  processor: MarkdownProcessor,
  body: string,
  ctx: MarkdownFileContext,
): Promise<string> {
  const file = new VFile(fileOptions(admonitionTitlesToLabels(body), ctx));
  const result = await processor.process(file);
  return String(result);
}
