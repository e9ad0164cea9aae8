import { CODE_BLOCK_MARK, type RenderedCodeBlock } from '@docgen/shared';
import { type CodeOptions, highlightRenderedBlocks, type MarkdownFileContext } from '@docgen/markdown';
import { escapeMarkup } from '../util/escape.js';

const MARK = new RegExp(`<template ${CODE_BLOCK_MARK}="(\\d+)"></template>`, 'g');
/**
 * The mark as an island's props hold it (a JSON string in an attribute): the HTML of content the
 * island did not render on the server, which the browser inserts when shown (a closed tab's fence).
 */
const PROPS_MARK = new RegExp(`&lt;template ${CODE_BLOCK_MARK}=\\\\&quot;(\\d+)\\\\&quot;&gt;&lt;/template&gt;`, 'g');

/** Where the page writes something: its line and column, if it does. */
type Place = (pattern: RegExp) => { line: number; column: number } | undefined;

/** The page's own text (its body, and the file lines before it), to find the fences it writes. */
export interface PageText {
  text: string;
  lineOffset: number;
}

/**
 * A page's HTML with each code block its components made at render time (`CodeBlock`'s marks)
 * highlighted in place: the render is synchronous, the highlighter is not, so blocks are
 * collected during the render and drawn after it. A block has no position of its own, so its
 * fault (an unknown language) is told at the page's `language="…"` when the page writes it, else
 * at the page's fence of that language (a fence a site's MDX map hands to `<CodeBlock>`), else
 * at the page's first line: never without a line.
 */
export async function withRenderedCode(
  html: string,
  blocks: readonly RenderedCodeBlock[],
  options: CodeOptions,
  fileCtx: MarkdownFileContext,
  place: Place,
  page: () => PageText,
): Promise<string> {
  if (blocks.length === 0) return html;
  const drawn = await highlightRenderedBlocks(blocks, options, fileCtx);
  let text: PageText | undefined;
  let fences: ReturnType<typeof fencesOf> = [];
  const seen = new Map<string, number>();
  drawn.forEach(({ faults }, i) => {
    const language = blocks[i]!.language ?? '';
    const key = language.toLowerCase();
    // The k-th block of a language is taken for the page's k-th fence of it: the render keeps their order.
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    if (!faults.some((fault) => fault.line === undefined)) return;
    if (!text) {
      text = page();
      fences = fencesOf(text.text);
    }
    const written = language.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const fence = fences.filter((f) => f.lang === key)[nth];
    const at =
      (language ? place(new RegExp(`language=\\{?["'\`]${written}["'\`]`)) : undefined) ??
      (fence ? { line: fence.line + text.lineOffset, column: fence.column } : { line: text.lineOffset + 1, column: 1 });
    for (const fault of faults) if (fault.line === undefined) Object.assign(fault, at);
  });
  return html
    .replace(MARK, (mark, index: string) => drawn[Number(index)]?.html ?? mark)
    .replace(PROPS_MARK, (mark, index: string) => {
      const block = drawn[Number(index)]?.html;
      return block === undefined ? mark : escapeMarkup(JSON.stringify(block).slice(1, -1));
    });
}

/** The opening fences of a markdown text, in order: language (lower case), line and column (1-based). */
export function fencesOf(text: string): { lang: string; line: number; column: number }[] {
  const found: { lang: string; line: number; column: number }[] = [];
  let open: { char: string; length: number } | undefined;
  text.split('\n').forEach((row, i) => {
    // Any indentation: a fence nested in a list item or a JSX element is indented as deep as it.
    const m = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(row);
    if (!m) return;
    const [, indent, marks, rest] = m as unknown as [string, string, string, string];
    if (open) {
      if (marks[0] === open.char && marks.length >= open.length && rest.trim() === '') open = undefined;
      return;
    }
    if (marks[0] === '`' && rest.includes('`')) return;
    open = { char: marks[0]!, length: marks.length };
    found.push({ lang: (/^\s*([^\s{]+)/.exec(rest)?.[1] ?? '').toLowerCase(), line: i + 1, column: indent.length + 1 });
  });
  return found;
}
