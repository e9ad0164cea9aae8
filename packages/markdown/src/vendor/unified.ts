// The unified stack the markdown stage runs on, behind one module. Its packages are hundreds
// of small ES modules; the core's build bundles this file into one (scripts/build-package.mjs),
// which Node loads in a third of the time: every build, worker and dev server starts faster.
// Types are imported from the packages themselves.
export { unified } from 'unified';
export { VFile } from 'vfile';
export { default as remarkParse } from 'remark-parse';
export { default as remarkGfm } from 'remark-gfm';
export { default as remarkDirective } from 'remark-directive';
export { default as remarkRehype } from 'remark-rehype';
export { default as rehypeSlug } from 'rehype-slug';
export { default as rehypeStringify } from 'rehype-stringify';
export { visit, SKIP } from 'unist-util-visit';
export { h, s } from 'hastscript';
export { toHtml } from 'hast-util-to-html';
export { toString as hastToString } from 'hast-util-to-string';
export { toString as mdastToString } from 'mdast-util-to-string';
export { slug as githubSlug } from 'github-slugger';
// GFM's and directives' syntax as separate extensions, for `syntax-by-need.ts`.
export { fromMarkdown } from 'mdast-util-from-markdown';
export { gfmToMarkdown } from 'mdast-util-gfm';
export { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
export { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
export { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
export { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
export { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
export { directiveFromMarkdown, directiveToMarkdown } from 'mdast-util-directive';
export { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
export { gfmFootnote } from 'micromark-extension-gfm-footnote';
export { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
export { gfmTable } from 'micromark-extension-gfm-table';
export { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
export { directive } from 'micromark-extension-directive';
