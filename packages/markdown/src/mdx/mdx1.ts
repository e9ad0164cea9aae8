import { Fences } from '../fences.js';
import { blankTagComments, jsxLine, type LineEdit, type Shift, TAG } from './mdx1-jsx-line.js';
import { asFragment, JSX_TEXT, type JsxState, nextContent, scanJsx, textFirst } from './mdx1-jsx-text.js';
import { type Branch, branchOpener } from './mdx1-when.js';
import { JOIN, type Mdx1Join, PART } from './mdx1-join.js';
import { esmLine, esmState } from './mdx1-esm.js';
import { endsBlock, fenceIndentedCode, ListItems } from './mdx1-indented-code.js';
import { AUTOLINK, EMAIL, FRAGMENT, prose } from './mdx1-prose.js';

/**
 * MDX 1 (Docusaurus 2) read its files as Markdown with JSX blocks: a block starting with a tag is
 * JSX up to the next blank line, inline tags are JSX, and everything else is Markdown text, where
 * `{`, `}` and a `<` that starts no tag are characters. MDX 3 reads `{` as an expression and `<`
 * as a tag everywhere. `mdx1ToMdx3` writes an MDX 1 text so MDX 3 reads it with MDX 1's meaning:
 * prose braces and stray `<` escaped, void elements closed (`<br>` → `<br/>`), autolinks written
 * as links. Lines never move; the columns an edit shifts are kept in `Mdx1Text.column`.
 */
export interface Mdx1Text {
  text: string;
  /** Whether anything was rewritten. */
  changed: boolean;
  /** The lines (1-based) that are JSX text in an HTML element, which MDX 1 put in no paragraph. */
  jsxText: ReadonlySet<number>;
  /** The JSX MDX 1 joined with the Markdown between its blocks (`<mdx1-join n="i">` is the i-th). */
  joins: Mdx1Join[];
  /** Empty lines (1-based) inside a template literal that ended a JSX block with Markdown after: MDX 1 failed there too. */
  templateBreaks: number[];
  /** The author's column of a column of `text` (1-based, on the same line). */
  column(line: number, column: number): number;
}

/** Inline HTML a paragraph may start with: its line is Markdown text, not a JSX block. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'del',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);
/** Where a line's content starts, after indentation and quote and list markers. */
const LEAD = /^(?:[ \t]*(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+))*[ \t]*/;
/** A line that starts a list item. */
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** `joining: false` reads the file without joins (see `mdx1-join.ts`): its second reading when one stays open. */
export function mdx1ToMdx3(body: string, joining = true): Mdx1Text {
  const lines = body.split('\n');
  const source = body.split('\n');
  const shifts = new Map<number, Shift[]>();
  const jsxText = new Set<number>();
  const fences = new Fences(true);
  let block: 'esm' | 'jsx' | 'text' | undefined;
  let comment = false;
  // Where the JSX block's lines so far leave off: inside a tag, a quoted value, an expression.
  let jsx: JsxState = { inTag: false, quote: '', depth: 0, open: [] };
  // Whether the block's line above ended in JSX text: the next line of text starts with a space.
  let afterText = false;
  let esm = esmState();
  // The conditions over Markdown (`{cond && <div>` … `</div>}`) open at this line, innermost last.
  const when: Branch[] = [];
  // A JSX block left inside an expression at an empty line, which MDX 1 joined with the Markdown
  // below and the JSX block after it (`description: <>` / Markdown / `</>`): its chunks so far.
  let join:
    | { open: number; chunks: [number, number][]; segments: boolean[]; from?: number; state: JsxState }
    | undefined;
  // The block's last line that starts outside any tag or expression: where a join starts.
  let clean = { line: 0, open: 0 };
  const joins: Mdx1Join[] = [];
  const templateBreaks: number[] = [];
  // The conditions open when the block started: one opened in it (`{cond && <div>`) holds its `{`.
  let whenBase = 0;
  const joined = (at: number) => {
    if (!join || join.from === undefined || !isClean(jsx) || jsx.open.length > join.open) return;
    join.chunks.push([join.from, at]);
    const indent = /^[ \t]*/.exec(source[join.chunks[0]![0]]!)![0];
    for (const [k, [from, to]] of join.chunks.entries()) {
      for (let l = from; l <= to; l++) {
        lines[l] = '';
        shifts.delete(l + 1);
        jsxText.delete(l + 1);
      }
      const last = k === join.chunks.length - 1;
      lines[from] = `${indent}${k === 0 ? `<${JOIN} n="${joins.length}">` : last ? `</${JOIN}>` : `<${PART} />`}`;
    }
    joins.push({
      chunks: join.chunks.map(([from, to]) => source.slice(from, to + 1).join('\n')),
      lines: join.chunks.map(([from]) => from + 1),
      segments: join.segments,
    });
    join = undefined;
  };
  // A line inside a template literal of a JSX block (`` code={`…`} ``) is the literal's text, which
  // MDX 3 reads less up to two columns of indent: two spaces before it keep it as MDX 1 did.
  const templateLine = (i: number) => {
    lines[i] = `  ${lines[i]!}`;
    shifts.set(i + 1, [[1, 2]]);
  };
  // Whether a list item is open above, and how many blank lines in a row precede the line.
  let list = false;
  let blanks = 0;
  // The content columns of the items open, for code indented in one.
  const items = new ListItems();
  // Whether a blank line was rewritten (an edit that shifts no column).
  let ended = false;
  for (let i = 0; i < lines.length; i++) {
    // Babel read `// …` between a tag's attributes in MDX 1's JSX; MDX 3 refuses it: blanked, no column moves.
    const tagged = !fences.isOpen && !comment && (block === 'jsx' || /^\s*</.test(lines[i]!));
    const before = block === 'jsx' ? jsx : { inTag: false, quote: '', depth: 0, open: [] };
    if (tagged && lines[i] !== (lines[i] = blankTagComments(before, lines[i]!))) ended = true;
    const line = lines[i]!;
    // Whether the line is in a list item: an indented line there is the item's text.
    let inItem = list;
    if (line.trim() !== '' && !fences.isOpen && !comment) {
      const indent = /^[ \t]*/.exec(line)![0].length;
      const item = LIST_ITEM.test(line);
      // MDX 1's Markdown (remark-parse 8, not CommonMark) ended every list at two blank lines in a
      // row, where CommonMark keeps an indented line after them in the last item (a `</TabItem>`
      // closing around a list would be cut off inside it): an empty expression on the second
      // blank line ends the list for MDX 3 too.
      if (list && blanks >= 2 && indent > 0 && !item && block !== 'jsx' && block !== 'esm') {
        lines[i - 1] = '{/**/}';
        ended = true;
        list = false;
        inItem = false;
      } else if (indent === 0 && blanks > 0 && !item) list = false;
      if (item) list = true;
      if (list) items.see(line, item);
      else items.clear();
      blanks = 0;
    } else if (line.trim() === '' && !fences.isOpen) blanks++;
    if (fences.code(line)) {
      // A lazy line of a list item's fenced code (MDX 1 kept it there): indented into the item for MDX 3.
      if (fences.lazy > 0) {
        lines[i] = `${' '.repeat(fences.lazy)}${lines[i]!}`;
        shifts.set(i + 1, [[1, fences.lazy]]);
      }
      block = undefined;
      continue;
    }
    if (line.trim() === '') {
      // MDX 1 ended a JSX or import/export block at an empty line only: a line of spaces (in a
      // multi-line template literal, say) is part of it.
      if ((block === 'jsx' || block === 'esm') && line.replace(/\r$/, '') !== '') {
        if (block === 'jsx' && jsx.template) templateLine(i);
        continue;
      }
      // In a template literal, only a JSX block right after joins it (its empty lines then left
      // out of the literal, as MDX 1 did): Markdown's compiled text there would end the literal.
      const template = block === 'jsx' && jsx.template === true && startsJsxBlock(nextContent(lines, i));
      if (block === 'jsx' && jsx.template && !template) templateBreaks.push(i + 1);
      const depth = jsx.depth - Math.max(0, when.length - whenBase);
      if (joining && block === 'jsx' && depth > 0 && !jsx.quote && (!jsx.template || template)) {
        join ??= { open: clean.open, chunks: [], segments: [], from: clean.line, state: jsx };
        if (join.from !== undefined) {
          join.chunks.push([join.from, i - 1]);
          join.segments.push(!template);
        }
        join.from = undefined;
        join.state = jsx;
      }
      block = undefined;
      continue;
    }
    if (comment) {
      comment = !line.includes('-->');
      // A comment is a block of its own (CommonMark's HTML block, to its `-->`): the next line starts another.
      if (!comment && block !== 'jsx') block = undefined;
      continue;
    }
    // In a list item, after an empty line (a line right after the item's text continues it).
    const base = inItem ? (i > 0 && source[i - 1]!.trim() === '' ? itemBase(items, line) : undefined) : 0;
    if (block === undefined && !join && base !== undefined && when.length === 0) {
      const closed = fenceIndentedCode(lines, source, i, base);
      if (closed !== undefined) {
        ended = true;
        blanks = 0;
        list = false;
        i = closed;
        continue;
      }
    }
    const lead = LEAD.exec(line)![0].length;
    const rest = line.slice(lead);
    if (block === undefined && join && startsJsxBlock(rest)) {
      // The JSX block that continues a join: read from where the chunk above left off.
      block = 'jsx';
      join.from = i;
      jsx = join.state;
      afterText = false;
    }
    if (block === undefined) {
      jsx = { inTag: false, quote: '', depth: 0, open: [] };
      whenBase = when.length;
      afterText = false;
      if (lead === 0 && /^(?:import|export)\b/.test(rest)) {
        block = 'esm';
        esm = esmState();
      }
      // The closer of a `{cond && <span>` is JSX even when an inline element starts it, and so is
      // a condition's opener, though MDX 1 read one only inside a JSX block (`<>` above it).
      else if (
        startsJsxBlock(rest) ||
        closesBranch(rest, when) ||
        (rest.startsWith('{') && branchOpener(rest, lines.slice(i + 1)))
      )
        block = 'jsx';
      else block = 'text';
    }
    if (block === 'esm') {
      const edit = esmLine(line, esm);
      if (edit) {
        lines[i] = edit.text;
        shifts.set(i + 1, edit.shifts);
      }
      continue;
    }
    // A directive's own line (`:::note[Title]{#id}`, whose braces are remark-directive's) is a block.
    if (rest.startsWith(':::')) {
      block = undefined;
      // Its title (`:::note[Take {care}]`) is text, as prose is in MDX 1: its braces are characters.
      const label = /^(:{3,}[\w-]+\[)(.*)(\](?:\{[^}]*\})?\s*)$/.exec(rest);
      if (label) {
        const at = line.length - rest.length + label[1]!.length;
        const edit = prose(label[2]!);
        lines[i] = `${line.slice(0, at)}${edit.text}${label[3]}`;
        if (edit.shifts.length)
          shifts.set(
            i + 1,
            edit.shifts.map(([column, length]): Shift => [column + at, length]),
          );
      }
      continue;
    }
    if (rest.startsWith('<!--') && !rest.includes('-->')) {
      comment = true;
      continue;
    }
    if (block !== 'jsx' && /^<!--(?:(?!-->).)*-->\s*$/.test(rest)) {
      block = undefined;
      continue;
    }
    // A line inside a template literal is kept as written, but for those two spaces.
    if (block === 'jsx' && jsx.template) {
      templateLine(i);
      scanJsx(jsx, line);
      joined(i);
      continue;
    }
    // A tag at the start of a line ends the paragraph above and starts a JSX block (MDX 1
    // printed `Text` / `<div>` / `inside **b**` / `</div>` with its text as written), in a list
    // item too (`- Text` / `  <Box …>`: MDX 1 read the item's content without its indent).
    if (block === 'text' && i > 0 && /^[ \t]*$/.test(line.slice(0, lead)) && startsJsxBlock(rest)) {
      block = 'jsx';
      jsx = { inTag: false, quote: '', depth: 0, open: [] };
      whenBase = when.length;
      afterText = false;
    }
    if (block === 'jsx' && !join && isClean(jsx)) clean = { line: i, open: jsx.open.length };
    // A heading is a block of its own line: a tag (or indented code) on the next line starts a new block.
    if (block === 'text' && (/^#{1,6}(?:[ \t]|$)/.test(rest) || endsBlock(line, source[i - 1]))) block = undefined;
    // The line is all the text of its block: the next is blank, or a tag (JSX for MDX 3 too).
    const last = /^\s*(?:<|$)/.test(lines[i + 1] ?? '');
    // In an HTML element only: a component's text (`<CodeBlock>`, `<TabItem>`) is read as before.
    const parent = jsx.open.at(-1);
    const inHtmlElement = block === 'jsx' && parent !== undefined && /^[a-z]*$/.test(parent);
    const text = inHtmlElement && !jsx.inTag && jsx.depth === 0 && JSX_TEXT.test(line);
    let edit: LineEdit = text
      ? asFragment({ text: line, shifts: [] }, afterText)
      : block === 'jsx'
        ? jsxLine(line, lead, last, when, lines.slice(i + 1), { state: jsx, afterText })
        : prose(line);
    // Text with inline tags or expressions in an HTML element (`Creating <b>async</b> producers`):
    // JSX text too, the whole line a fragment once its void elements are closed.
    const mixed = inHtmlElement && !text ? textFirst(jsx, line) : false;
    if (mixed === 'fragment') edit = asFragment(edit.shifts.length > 0 ? edit : { text: line, shifts: [] }, afterText);
    const wrapped = block === 'jsx' && !text && !mixed && edit.wrappedText === true;
    afterText = (text || mixed === 'fragment' || wrapped) && !/[>}]$/.test(line.trimEnd());
    if (text || mixed || wrapped) jsxText.add(i + 1);
    if (edit.shifts.length > 0) {
      lines[i] = edit.text;
      shifts.set(i + 1, edit.shifts);
    }
    if (block === 'jsx') {
      scanJsx(jsx, line);
      joined(i);
    }
  }
  // A join no JSX block closes is none MDX 1 would have compiled (a brace in a string, which the
  // scan counts): the file is read again without joins, as if none had opened.
  if (join) return mdx1ToMdx3(body, false);
  if (shifts.size === 0 && joins.length === 0 && !ended)
    return { text: body, changed: false, jsxText, joins, templateBreaks, column: (_line, column) => column };
  return {
    text: lines.join('\n'),
    changed: true,
    jsxText,
    joins,
    templateBreaks,
    column(line, column) {
      let original = column;
      for (const [at, length] of shifts.get(line) ?? []) if (at < column) original -= Math.min(length, column - at);
      return original;
    },
  };
}

/** The content column of the list item an indented line is in (its code is four columns further). */
function itemBase(items: ListItems, line: string): number | undefined {
  const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
  return items.contentOf(indent - 4);
}

/** Outside any tag, quoted value, expression or template literal. */
function isClean(state: JsxState): boolean {
  return !state.inTag && !state.quote && state.depth === 0 && !state.template;
}

/** Whether a line starts with what closes the innermost condition (`</div>}`, `)}`, `</div> : <div>`). */
function closesBranch(rest: string, when: Branch[]): boolean {
  const close = when.at(-1)?.close;
  if (close === undefined) return false;
  return close === ')' ? /^\)\s*[}:]/.test(rest) : rest.startsWith(`</${close}>`);
}

/** A line that starts a JSX block in MDX 1: a tag, unless an inline element opens a line of text. */
function startsJsxBlock(rest: string): boolean {
  if (FRAGMENT.test(rest)) return true;
  const tag = TAG.exec(rest);
  if (!tag && (AUTOLINK.test(rest) || EMAIL.test(rest))) return false;
  // An opening tag over several lines: `<a` alone, or with `name=` attributes, and no `>`.
  if (!tag && /^<[A-Za-z][\w.:-]*(?:\s*$|\s+[\w:-]+=)/.test(rest) && !rest.includes('>')) return true;
  if (!tag) return /^<\/?[A-Za-z]/.test(rest) && !INLINE.has(/^<\/?([A-Za-z][\w.:-]*)/.exec(rest)![1]!.toLowerCase());
  const name = tag[2]!;
  if (!INLINE.has(name)) return true;
  // `<b>Note:</b> text` is a paragraph; `<img src="x">` alone is a block.
  return rest.slice(tag[0].length).trim() === '';
}
