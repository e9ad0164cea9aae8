/**
 * MDX 1 (remark-parse 8) read a block indented by four columns as code, as Markdown does; MDX 3
 * has no indented code (its lines are paragraphs, JSX and expressions there). A Docusaurus 2 page
 * that shows a snippet that way (a post imported from Medium, a command's output) would print its
 * braces and tags as text, or fail on them. `fenceIndentedCode` writes such a block as fenced
 * code, on the empty lines around it, so no line moves.
 */

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

/** The line without its first four columns of indent (a tab that spans them leaves its rest as spaces). */
function outdent(line: string): string {
  let column = 0;
  let at = 0;
  while (at < line.length && column < 4) {
    const c = line[at]!;
    if (c === ' ') column++;
    else if (c === '\t') column += 4 - (column % 4);
    else break;
    at++;
  }
  return ' '.repeat(Math.max(0, column - 4)) + line.slice(at);
}

const blank = (line: string | undefined) => line !== undefined && line.trim() === '';

/**
 * When `lines[i]` starts a block of indented code after the empty line `lines[i - 1]`, writes it
 * as fenced code (the opening fence on that empty line, the closing one on the empty line after the
 * block, or after the last line) and returns the index of the closing fence; else undefined. The
 * caller knows the line starts a block of its own: not inside a list item, a JSX or import block,
 * a condition or a comment. A block followed at once by a line of text (CommonMark's paragraph after
 * code) is left as it is: no empty line is there to close its fence on.
 */
export function fenceIndentedCode(lines: string[], source: readonly string[], i: number): number | undefined {
  if (i === 0 || !blank(source[i - 1]) || indentColumns(lines[i]!) < 4) return undefined;
  let last = i;
  for (let j = i + 1; j < lines.length; j++) {
    if (blank(lines[j])) continue;
    if (indentColumns(lines[j]!) < 4) break;
    last = j;
  }
  const after = last + 1;
  if (after < lines.length && !blank(lines[after])) return undefined;
  const code = lines.slice(i, last + 1).map((line) => (blank(line) ? '' : outdent(line)));
  // Longer than any run of backticks a line of the code starts with, which would close it.
  const runs = code.map((line) => /^ {0,3}(`*)/.exec(line)![1]!.length);
  const fence = '`'.repeat(Math.max(3, ...runs.map((n) => n + 1)));
  lines[i - 1] = fence;
  for (const [k, line] of code.entries()) lines[i + k] = line;
  if (after < lines.length) lines[after] = fence;
  else lines.push(fence);
  return after;
}
