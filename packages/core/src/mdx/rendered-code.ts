import { CODE_BLOCK_MARK, type RenderedCodeBlock } from '@docgen/shared';
import { type CodeOptions, highlightRenderedBlocks, type MarkdownFileContext } from '@docgen/markdown';

const MARK = new RegExp(`<template ${CODE_BLOCK_MARK}="(\\d+)"></template>`, 'g');

/** Where the page writes something: its line and column, if it does. */
type Place = (pattern: RegExp) => { line: number; column: number } | undefined;

/**
 * A page's HTML with each code block its components made at render time (`CodeBlock`'s marks)
 * highlighted in place: the render is synchronous, the highlighter is not, so blocks are
 * collected during the render and drawn after it. A block's fault (an unknown language) is told
 * at the page's `language="…"` when the page writes it, else at the page.
 */
export async function withRenderedCode(
  html: string,
  blocks: readonly RenderedCodeBlock[],
  options: CodeOptions,
  fileCtx: MarkdownFileContext,
  place: Place,
): Promise<string> {
  if (blocks.length === 0) return html;
  const drawn = await highlightRenderedBlocks(blocks, options, fileCtx);
  drawn.forEach(({ faults }, i) => {
    const language = blocks[i]!.language;
    if (!language) return;
    const written = language.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const fault of faults)
      if (fault.line === undefined) Object.assign(fault, place(new RegExp(`language=\\{?["'\`]${written}["'\`]`)));
  });
  return html.replace(MARK, (mark, index: string) => drawn[Number(index)]?.html ?? mark);
}
