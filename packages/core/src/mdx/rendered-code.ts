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
  const before = fileCtx.diagnostics.length;
  const drawn = await highlightRenderedBlocks(blocks, options, fileCtx);
  for (const diagnostic of fileCtx.diagnostics.slice(before)) {
    const language = /language "([^"]*)"/.exec(diagnostic.message)?.[1];
    if (diagnostic.line !== undefined || language === undefined) continue;
    const written = language.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    Object.assign(diagnostic, place(new RegExp(`language=\\{?["'\`]${written}["'\`]`)));
  }
  return html.replace(MARK, (mark, index: string) => drawn[Number(index)] ?? mark);
}
