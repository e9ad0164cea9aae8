/**
 * GFM and directives, with each document parsed by the syntax extensions it can use. micromark
 * tries an extension's constructs wherever they may start, whether the document has them or not:
 * GFM's table at every block, its literal autolinks at every word, directives at every colon; and
 * GFM's literal autolinks search every text node of the tree once parsed. On the bench corpus's
 * pieces that made the parse 1.8× CommonMark's alone. An extension is left out of a document's
 * parse only when the document lacks characters all its work needs (`PARTS`), so the tree is
 * the one the whole syntax gives (`syntax-by-need.test.ts` parses every fixture and Lintas page
 * both ways). The other tree extensions stay: with nothing of theirs in the tokens, they do
 * nothing.
 */
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import {
  directive,
  directiveFromMarkdown,
  directiveToMarkdown,
  fromMarkdown,
  gfmAutolinkLiteral,
  gfmAutolinkLiteralFromMarkdown,
  gfmFootnote,
  gfmFootnoteFromMarkdown,
  gfmStrikethrough,
  gfmStrikethroughFromMarkdown,
  gfmTable,
  gfmTableFromMarkdown,
  gfmTaskListItem,
  gfmTaskListItemFromMarkdown,
  gfmToMarkdown,
} from './vendor/unified.js';

type Extension = object;

/**
 * GFM's parts in the order `gfm()` and `gfmFromMarkdown()` list them, then directives: the
 * syntax, the tree's side, and what a document must hold for them to make anything of it.
 * Literal autolinks: an `@` (emails), `www.`, or a protocol's `http:`/`https:` for the syntax;
 * the tree's side finds the same in text nodes, where a character reference (`&#64;`) or an
 * escape (`www\.`) may have made them, so also `&`, `www` and `http` alone. Strikethrough: a
 * `~`. A table: its delimiter row, which has a `|` or, with one column, a `:-` or `-:`. A
 * directive: its name right after a colon (`:name`, `::name`, `:::name`), which starts with
 * anything but whitespace and punctuation (`10:30` is a text directive `30` to micromark).
 * Footnotes and task list items are always in: leaving them out measured nothing.
 */
const PARTS: [name: string, syntax: Extension, tree: Extension, needs?: RegExp, treeNeeds?: RegExp][] = [
  ['autolinkLiteral', gfmAutolinkLiteral(), gfmAutolinkLiteralFromMarkdown(), /@|www\.|https?:/i, /[@&]|www|http/i],
  ['footnote', gfmFootnote(), gfmFootnoteFromMarkdown()],
  ['strikethrough', gfmStrikethrough(), gfmStrikethroughFromMarkdown(), /~/],
  ['table', gfmTable(), gfmTableFromMarkdown(), /\||:-|-:/],
  ['taskListItem', gfmTaskListItem(), gfmTaskListItemFromMarkdown()],
  ['directive', directive(), directiveFromMarkdown(), /:[^\s\p{P}\p{S}]/u],
];
const NEEDS = new Map<Extension, RegExp | undefined>([
  ...PARTS.map(([, syntax, , needs]): [Extension, RegExp | undefined] => [syntax, needs]),
  ...PARTS.map(([, , tree, needs, treeNeeds]): [Extension, RegExp | undefined] => [tree, treeNeeds ?? needs]),
]);

/** The names of the parts `doc` is parsed with (for tests). */
export function syntaxFor(doc: string): string[] {
  return PARTS.filter(([, syntax]) => mayUse(syntax, doc)).map(([name]) => name);
}

/** Whether `extension` may make something of `doc` (a site plugin's always may). */
function mayUse(extension: Extension, doc: string): boolean {
  return NEEDS.get(extension)?.test(doc) ?? true;
}

interface SyntaxData {
  settings?: Record<string, unknown>;
  micromarkExtensions?: Extension[];
  fromMarkdownExtensions?: Extension[];
  toMarkdownExtensions?: unknown[];
}

/**
 * remark-gfm and remark-directive, as separate extensions (GFM's five parts in its order, then
 * directives), and remark-parse's parser, which hands micromark and mdast-util-from-markdown
 * only those each document may use. Put it right after remark-parse (and the syntax extensions
 * that must go before GFM's).
 */
export function remarkSyntaxByNeed(this: Processor): void {
  const data = this.data() as SyntaxData;
  (data.micromarkExtensions ??= []).push(...PARTS.map(([, syntax]) => syntax));
  (data.fromMarkdownExtensions ??= []).push(...PARTS.map(([, , tree]) => tree));
  (data.toMarkdownExtensions ??= []).push(gfmToMarkdown(), directiveToMarkdown());
  const self = this as unknown as { parser: (doc: string) => Root };
  const syntaxFor = subsets();
  const treeFor = subsets();
  // As remark-parse's parser: the data read at each parse, so extensions added later count.
  self.parser = (doc) => {
    const now = this.data() as SyntaxData;
    return fromMarkdown(doc, {
      ...now.settings,
      extensions: syntaxFor(now.micromarkExtensions ?? [], doc) as never,
      mdastExtensions: treeFor(now.fromMarkdownExtensions ?? [], doc) as never,
    });
  };
}

/**
 * The extensions of `all` that `doc` may use, as one array per subset, the same each time:
 * micromark and mdast-util-from-markdown combine a list once and keep it by the array (the hot
 * patches of scripts/build-package.mjs); a new array per parse had it combine the syntax again for every
 * piece (bench corpus, 1,500 pages: 40% more CPU to parse, 80 MB more RSS).
 */
export function subsets(): (all: Extension[], doc: string) => Extension[] {
  const lists = new Map<string, Extension[]>();
  let from: Extension[] = [];
  let fromItems: Extension[] = [];
  return (all, doc) => {
    if (all !== from || all.length !== fromItems.length || all.some((e, i) => e !== fromItems[i])) {
      lists.clear();
      from = all;
      fromItems = [...all];
    }
    const used = all.map((extension) => mayUse(extension, doc));
    if (used.every(Boolean)) return all;
    const key = used.map((use) => (use ? '1' : '0')).join('');
    let list = lists.get(key);
    if (!list) {
      list = all.filter((_, i) => used[i]);
      lists.set(key, list);
    }
    return list;
  };
}
