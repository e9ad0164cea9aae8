import type { Element, Root } from 'hast';
import { fileOptions, type MarkdownFileContext } from './context.js';
import { type CodeOptions, rehypeCode } from './plugins/code.js';
import { toHtml, VFile } from './vendor/unified.js';

/** A code block a component made while the page rendered: its text, language and fence meta. */
export interface RenderedBlock {
  code: string;
  language?: string;
  meta: string;
}

/**
 * Code blocks made at render time (`<CodeBlock>{source}</CodeBlock>`), each highlighted by the
 * same step as a code fence, so that the page cannot tell them apart: same HTML, titles, line
 * marks, magic comments, diagrams and diagnostics (reported at the page, which has no line for them).
 */
export async function highlightRenderedBlocks(
  blocks: readonly RenderedBlock[],
  options: CodeOptions,
  ctx: MarkdownFileContext,
): Promise<string[]> {
  const pres = blocks.map((block) => fenceElement(`${block.code}\n`, block.language ?? '', block.meta));
  const tree: Root = { type: 'root', children: pres };
  // In place: the highlight thread's marks are settled by the markdown stage, which this is past.
  const { thread: _thread, ...inPlace } = options;
  await rehypeCode(inPlace)(tree, new VFile(fileOptions('', ctx)));
  return pres.map((pre) => toHtml(pre, { allowDangerousHtml: true }));
}

/** The `pre > code` a code fence makes in hast: its language as a class, its meta as mdast has it. */
export function fenceElement(code: string, language: string, meta: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: language ? { className: [`language-${language}`] } : {},
        data: { meta } as Element['data'],
        children: [{ type: 'text', value: code }],
      },
    ],
  };
}
