import type { Element } from 'hast';
import { fileOptions, type MarkdownFileContext } from './context.js';
import { type CodeOptions, rehypeCode } from './plugins/code.js';
import { toHtml, VFile } from './vendor/unified.js';

/** A code block a component made while the page rendered: its text, language and fence meta. */
export interface RenderedBlock {
  code: string;
  language?: string;
  meta: string;
}

/** A render-time block drawn: its HTML, and the faults it raised without a line (the page has none for it). */
export interface DrawnBlock {
  html: string;
  faults: MarkdownFileContext['diagnostics'];
}

/**
 * Code blocks made at render time (`<CodeBlock>{source}</CodeBlock>`), each highlighted by the
 * same step as a code fence, so that the page cannot tell them apart: same HTML, titles, line
 * marks, magic comments, diagrams and diagnostics. One block at a time, so that each fault is
 * known by its block and the caller can place it where the page writes that block.
 */
export async function highlightRenderedBlocks(
  blocks: readonly RenderedBlock[],
  options: CodeOptions,
  ctx: MarkdownFileContext,
): Promise<DrawnBlock[]> {
  // In place: the highlight thread's marks are settled by the markdown stage, which this is past.
  const { thread: _thread, ...inPlace } = options;
  const step = rehypeCode(inPlace);
  const drawn: DrawnBlock[] = [];
  for (const block of blocks) {
    const pre = fenceElement(`${block.code}\n`, block.language ?? '', block.meta);
    const before = ctx.diagnostics.length;
    await step({ type: 'root', children: [pre] }, new VFile(fileOptions('', ctx)));
    drawn.push({ html: toHtml(pre, { allowDangerousHtml: true }), faults: ctx.diagnostics.slice(before) });
  }
  return drawn;
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
