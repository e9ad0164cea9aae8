// @docgen/markdown: docgen's markdown preset, usable alone.
export * from './context.js';
export type { BrowserOnlyElement, PageImport } from './mdx/browser-only.js';
export type { PageComponent } from './mdx/page-components.js';
export { ESM_ONLY_CONTENT, mdxEsmOnly } from './mdx/esm-only.js';
export { endsInFence, fenceNames } from './fences.js';
export { contentTitle, excerpt, type MdxSignal, mdxSignal, plainTitle } from './scan.js';
export { type DrawnBlock, highlightRenderedBlocks, type RenderedBlock } from './rendered-code.js';
export { type CodeOptions, fenceLanguages, type HighlightStore, parseMeta } from './plugins/code.js';
export { type CodeThemes, PRELOADED_LANGUAGES, releaseHighlighters } from './highlight/highlighters.js';
export { ADMONITIONS } from './plugins/directives.js';
export {
  DEFAULT_MAGIC_COMMENTS,
  type MagicComment,
  type MagicLines,
  parseMagicComments,
} from './plugins/magic-comments.js';
export { exceededLimit, type LimitExceeded, type MarkdownLimits } from './limits.js';
export { walk } from './plugins/walk.js';
export {
  createMarkdownProcessor,
  type MarkdownProcessor,
  type ProcessorOptions,
  processMarkdown,
} from './processor.js';
export { BUILD_SEGMENTS, type Segment, SegmentCache, splitSegments } from './segments.js';
export { PARSE_AHEAD_FROM, type ParseAhead, type PieceSyntax } from './parse-ahead.js';
export { parsesLikePieces } from './pieces-ahead.js';
export type { MdxOptions, MdxOutput, MdxSyntax } from './mdx/compile.js';
export { compileMdx } from './mdx/lazy-compile.js';
export { MDX_PROVIDER } from './mdx/provider.js';
export { publishHref } from './plugins/hrefs.js';
export { finishFragment, isReadyHtml, READY_PASS_THROUGH, type ReadyHtml, readyHtml } from './ready-html.js';
export { SOFT_LINK } from './plugins/links-headings.js';
export { PLACE_MARK } from './place.js';
export type { BlockRequest } from './highlight/block.js';
export { HighlightThread } from './highlight/remote.js';
