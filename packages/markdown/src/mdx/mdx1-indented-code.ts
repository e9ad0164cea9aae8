import type { MdxNode } from './nodes.js';

/**
 * MDX 1 (remark-parse 8) read a block indented by four columns as code, as Markdown does; MDX 3
 * has no indented code (its lines are paragraphs, JSX and expressions there). A Docusaurus 2 page
 * that shows a snippet that way (a post imported from Medium, a command's output) would print its
 * braces and tags as text, or fail on them. `fenceIndentedCode` writes such a block as fenced
 * code, on the empty lines around it, so no line moves; where no empty line is there (code right
 * under a heading, on a file's first line, or text right after it), as an element `<mdx1-code>`
 * holding its lines as strings, one per line, which `remarkMdx1IndentedCode` turns into code.
 */

/** The element standing for a block of indented code with no empty line to put a fence on. */
const CODE_ELEMENT = 'mdx1-code';

/** Columns of indent a line starts with (a tab to the next multiple of four). */
function indentColumns(line: string): number {
  let column = 0;
  for (const c of line) {
    if (c === ' ') column++;
    else if (c === '\t') column += 4 - (column % 4);
    else break;
  }
  return column;
}

/** The line without its first `columns` of indent (a tab that spans them leaves its rest as spaces). */
function outdent(line: string, columns: number): string {
  let column = 0;
  let at = 0;
  while (at < line.length && column < columns) {
    const c = line[at]!;
    if (c === ' ') column++;
    else if (c === '\t') column += 4 - (column % 4);
    else break;
    at++;
  }
  return ' '.repeat(Math.max(0, column - columns)) + line.slice(at);
}

const blank = (line: string | undefined) => line !== undefined && line.trim() === '';

/**
 * A line after which a block of indented code may start with no empty line between: an ATX
 * heading, a thematic break or setext underline (CommonMark's indented code cannot interrupt a
 * paragraph, but follows any of these). `above` is the line before it, which tells a `===`
 * underline from a paragraph's text.
 */
export function endsBlock(line: string, above: string | undefined): boolean {
  if (/^ {0,3}#{1,6}(?:[ \t]|$)/.test(line)) return true;
  if (/^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/.test(line)) return true;
  return /^ {0,3}=+[ \t]*$/.test(line) && above !== undefined && !blank(above);
}

/**
 * When `lines[i]` starts a block of indented code, writes it as fenced code (the opening fence on
 * the empty line above, the closing one on the empty line after the block, or after the last line)
 * and returns the index of its last line written; else undefined. With no empty line above (code
 * right under a heading, or on the first line) or below (text right after), the block becomes an
 * `<mdx1-code>` element on its own lines, and so does a block in a list item. `base` is the content column of the list item the block
 * is in (its code is indented four columns more). The caller knows the line starts a block of its
 * own: not inside a JSX or import block, a condition or a comment.
 */
export function fenceIndentedCode(lines: string[], source: readonly string[], i: number, base = 0): number | undefined {
  if (indentColumns(lines[i]!) < base + 4) return undefined;
  const blankAbove = i > 0 && blank(source[i - 1]);
  if (!blankAbove && i > 0 && !endsBlock(source[i - 1]!, source[i - 2])) return undefined;
  let last = i;
  for (let j = i + 1; j < lines.length; j++) {
    if (blank(lines[j])) continue;
    if (indentColumns(lines[j]!) < base + 4) break;
    last = j;
  }
  const after = last + 1;
  const pad = ' '.repeat(base);
  const code = lines.slice(i, last + 1).map((line) => (blank(line) ? '' : outdent(line, base + 4)));
  // In a list item a fence on the empty line would make a loose list tight: its text unwrapped.
  if (!blankAbove || base > 0 || (after < lines.length && !blank(lines[after]))) {
    for (const [k, line] of code.entries())
      lines[i + k] =
        `${pad}${k === 0 ? `<${CODE_ELEMENT} lines={[` : ''}${JSON.stringify(line)}${k === code.length - 1 ? ']} />' : ','}`;
    return last;
  }
  // Longer than any run of backticks a line of the code starts with, which would close it.
  const runs = code.map((line) => /^ {0,3}(`*)/.exec(line)![1]!.length);
  const fence = pad + '`'.repeat(Math.max(3, ...runs.map((n) => n + 1)));
  lines[i - 1] = fence;
  for (const [k, line] of code.entries()) lines[i + k] = line === '' ? '' : pad + line;
  if (after < lines.length) lines[after] = fence;
  else lines.push(fence);
  return after;
}

/**
 * The content columns of the list items open at a line (innermost last), as CommonMark counts
 * them: the marker's end plus the spaces after it (one when there are none or five and more).
 * A block of code in an item is indented four columns past its content.
 */
export class ListItems {
  private columns: number[] = [];

  /** Reads a line that is not empty (`item`: it opens a list item). */
  see(line: string, item: boolean): void {
    const indent = indentColumns(line);
    while (this.columns.length && this.columns.at(-1)! > indent) this.columns.pop();
    const parts = item ? /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]*)(.*)$/.exec(line) : null;
    if (!parts) return;
    const end = indentColumns(parts[1]!) + parts[2]!.length;
    let column = end;
    for (const c of parts[3]!) column += c === '\t' ? 4 - (column % 4) : 1;
    const spaces = column - end;
    this.columns.push(parts[4] === '' || spaces === 0 || spaces > 4 ? end + 1 : column);
  }

  /** The content column of the innermost item a line indented `indent` columns is in. */
  contentOf(indent: number): number | undefined {
    return this.columns.findLast((column) => column <= indent);
  }

  clear(): void {
    this.columns = [];
  }
}

/** Turns each `<mdx1-code>` element (see `fenceIndentedCode`) into the code it holds. */
export function remarkMdx1IndentedCode() {
  return (tree: MdxNode) => {
    const visit = (node: MdxNode) => {
      const children = node.children;
      if (!children) return;
      for (const [k, child] of children.entries()) {
        const value = codeOf(child);
        if (value !== undefined)
          children[k] = { type: 'code', lang: null, meta: null, value, position: child.position } as MdxNode;
        else visit(child);
      }
    };
    visit(tree);
  };
}

function codeOf(node: MdxNode): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' || (node as { name?: string }).name !== CODE_ELEMENT) return undefined;
  const value = (node as { attributes?: { value?: { value?: string } }[] }).attributes?.[0]?.value?.value;
  return typeof value === 'string' ? (JSON.parse(value) as string[]).join('\n') : undefined;
}
