import { isVoidElement, type JsxState, scanJsx } from './mdx1-jsx-text.js';
import { type Branch, branchCloser, branchOpener } from './mdx1-when.js';

// How `mdx1ToMdx3` (mdx1.ts) writes a line of an MDX 1 JSX block for MDX 3.

/**
 * A whole tag on one line: name, attributes (quoted strings and `{…}` values, `{{…}}` too, may hold `>`), close.
 * An attribute's name is JSX's (`<object &#124; null>` is text, as it was to MDX 1's CommonMark).
 */
export const TAG =
  /^<(\/?)([A-Za-z][\w.:-]*)((?:\s+(?:[A-Za-z_:$][\w.:$-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}|[^\s"'<>{}]+))?|\{(?:[^{}]|\{[^{}]*\})*\}))*)\s*(\/?)>/;

/** An insertion of `length` characters before `column` (1-based, in the rewritten line). */
export type Shift = [column: number, length: number];

export interface LineEdit {
  text: string;
  shifts: Shift[];
  /** Its text was written as JSX fragments, ending with text when it ends so. */
  wrappedText?: boolean;
}

/** Where the JSX block stands before a line: what it is in, and whether the line above ended in text. */
export interface Before {
  state: JsxState;
  afterText: boolean;
}

/**
 * A JSX block's line: void elements closed, expressions left as JSX reads them. A line that opens
 * an element it does not close and holds text, with no text after it in its block (`<details><summary>Title</summary>`) is a paragraph
 * to MDX 3, which cannot leave the element open: its text is written as a JSX fragment
 * (`{<>Title</>}`), which JSX reads as MDX 1 did, so the line is all tags and MDX 3 reads it as a block.
 */
export function jsxLine(
  line: string,
  lead: number,
  endsBlock: boolean,
  when: Branch[],
  after: string[],
  before?: Before,
): LineEdit {
  const parts: { text: string; kind: 'tag' | 'text' | 'other'; length?: number; html?: boolean }[] = [];
  const open: string[] = [];
  // The elements open around each part, from the block's lines above: text in an HTML element
  // was JSX text to MDX 1 (`<div className="x">Some **bold** text` / `and more</div>`).
  const around = [...(before?.state.open ?? [])];
  let at = lead;
  let text = line.slice(0, lead);
  const flush = () => {
    const html = around.length > 0 && /^[a-z]*$/.test(around.at(-1)!);
    if (text) parts.push({ text, kind: text.trim() === '' ? 'other' : 'text', html });
    text = '';
  };
  flush();
  while (at < line.length) {
    const c = line[at]!;
    const fragment = c === '<' ? /^<\/>/.exec(line.slice(at)) : null;
    const tag = c === '<' && !fragment ? TAG.exec(line.slice(at)) : null;
    const ends = fragment ?? (tag?.[1] ? tag : null);
    const closer = closesAt(line, at, ends, when);
    if (closer) {
      // `</div>}` or `)}` closing a condition, `</div> : <div>` its alternate: the branches' elements.
      flush();
      if (ends) parts.push({ text: ends[0], kind: 'other' });
      // A `)` closer is written over too; a closing tag is kept.
      const paren = ends ? 0 : 1;
      parts.push({ text: closer.text, kind: 'tag', length: paren + closer.length });
      at += (ends ? ends[0].length : 0) + paren + closer.length;
    } else if (tag) {
      flush();
      const name = tag[2]!;
      const closes = closesVoid(tag, line.slice(at + tag[0].length));
      if (tag[1]) {
        if (open.lastIndexOf(name) >= 0) open.splice(open.lastIndexOf(name));
        if (around.lastIndexOf(name) >= 0) around.splice(around.lastIndexOf(name));
      } else if (!tag[4] && !closes && !isVoidElement(name)) {
        open.push(name);
        around.push(name);
      }
      parts.push({ text: closes ? `${tag[0].slice(0, -1)}/>` : tag[0], kind: 'tag' });
      at += tag[0].length;
    } else if (c === '{') {
      flush();
      const end = braceEnd(line, at);
      const opener = end === line.length ? branchOpener(line.slice(at), after) : undefined;
      if (opener) {
        // `{cond && <div>` (Markdown follows, `</div>}` closes it): `<mdx1-when test={cond}><div>`.
        parts.push({ text: `<${opener.opened.element} test=`, kind: 'tag', length: 0 });
        parts.push({ text: `{${opener.test}`, kind: 'other' });
        const written = `}>${opener.opener === '(' ? '' : opener.opener}`;
        parts.push({ text: written, kind: 'tag', length: line.length - at - 1 - opener.test.length });
        when.push(opener.opened);
        at = line.length;
        continue;
      }
      parts.push({ text: line.slice(at, end), kind: 'other' });
      at = end;
    } else {
      text += c;
      at++;
    }
  }
  flush();
  const texts = parts.filter((p) => p.kind === 'text');
  const inHtml =
    before !== undefined &&
    !before.state.inTag &&
    before.state.depth === 0 &&
    !before.state.quote &&
    texts.length > 0 &&
    parts.every((p) => p.length === undefined) &&
    texts.every((p) => p.html && !/[<{}]/.test(p.text));
  // Text and the expressions in it make one fragment (`{<>Version {v} of</>}`): MDX 3 reads no
  // expression right after another at a line's end as flow.
  const inRun = (p: (typeof parts)[number]) => p.kind === 'text' || (p.kind === 'other' && p.text.startsWith('{'));
  for (let k = parts.length - 1; inHtml && k > 0; k--)
    if (inRun(parts[k - 1]!) && inRun(parts[k]!))
      parts.splice(k - 1, 2, { text: parts[k - 1]!.text + parts[k]!.text, kind: 'text', html: true });
  const wrap =
    inHtml ||
    (endsBlock && open.length > 0 && parts.some((p) => p.kind === 'tag') && parts.some((p) => p.kind === 'text'));
  let out = '';
  let written = 0;
  const shifts: Shift[] = [];
  for (const [k, part] of parts.entries()) {
    if (wrap && part.kind === 'text') {
      // Text starting the line after a line of text: JSX joins the two with a space.
      const first = parts.slice(0, k).every((p) => p.kind === 'other' && p.text.trim() === '');
      const space = inHtml && before?.afterText === true && first;
      const indent = first ? /^[ \t]*/.exec(part.text)![0] : '';
      out += indent;
      shifts.push([out.length + 1, space ? 4 : 3]);
      out += space ? '{<> ' : '{<>';
      // Babel 7 (MDX 1's) read `>` in JSX text as a character; acorn-jsx (MDX 3's) needs `&gt;`.
      for (const [k, piece] of part.text.slice(indent.length).split('>').entries()) {
        if (k > 0) {
          shifts.push([out.length + 1, 3]);
          out += '&gt;';
        }
        out += piece;
      }
      shifts.push([out.length + 1, 4]);
      out += '</>}';
      written += part.text.length;
      continue;
    }
    if (part.length !== undefined) {
      // A part written in place of `length` characters: the difference at its start.
      if (part.text.length !== part.length) shifts.push([out.length + 1, part.text.length - part.length]);
      out += part.text;
      written += part.length;
      continue;
    }
    const length = part.kind === 'tag' ? tagLength(line, written) : part.text.length;
    // A closed void element: one `/` before its `>`.
    if (part.text.length !== length) shifts.push([out.length + length, 1]);
    out += part.text;
    written += length;
  }
  if (shifts.length === 0) return { text: line, shifts };
  return inHtml ? { text: out, shifts, wrappedText: true } : { text: out, shifts };
}

/**
 * Whether an opening tag is a void element JSX needs closed: `<br>`, not `<br/>`, nor `<br></br>`
 * (JSX that MDX 1 read as written: closing it too would leave `</br>` without its tag).
 */
export function closesVoid(tag: RegExpExecArray, after: string): boolean {
  const name = tag[2]!;
  if (tag[1] || tag[4] || !isVoidElement(name)) return false;
  return !after.trimStart().startsWith(`</${name}>`);
}

/**
 * What closes the innermost condition at `at`: its closing tag (`ends`, when one is there) or
 * `)`, followed by `}` or the ternary's `:` (see `branchCloser`).
 */
function closesAt(
  line: string,
  at: number,
  ends: RegExpExecArray | null,
  when: Branch[],
): { text: string; length: number } | undefined {
  const close = when.at(-1)?.close;
  if (close === undefined) return undefined;
  if (close === ')') return line[at] === ')' ? branchCloser(line.slice(at + 1), when) : undefined;
  const name = ends?.[0] === '</>' ? '' : ends?.[2];
  return ends && name === close ? branchCloser(line.slice(at + ends[0].length), when) : undefined;
}

/** The length of the tag written at `at` of `line`. */
function tagLength(line: string, at: number): number {
  return TAG.exec(line.slice(at))![0].length;
}

/** Where the expression starting at `at` (`{`) ends: after its matching `}`, or at the line's end. */
function braceEnd(line: string, at: number): number {
  let depth = 0;
  for (let i = at; i < line.length; i++) {
    if (line[i] === '{') depth++;
    else if (line[i] === '}' && --depth === 0) return i + 1;
  }
  return line.length;
}

/**
 * A line of a JSX block with the JavaScript comments between a tag's attributes written as spaces
 * (`// Show h4 headings too` above an attribute, `/* … *\/` on one line): Babel, which compiled
 * MDX 1's JSX, read them as comments; MDX 3 refuses them. Columns stay. `state` is where the block
 * stands before the line (it is not moved); a `//` only after a space or at the line's start, so
 * an unquoted value (`href=https://…`) stays.
 */
export function blankTagComments(state: JsxState, line: string): string {
  let out = line;
  for (const { index: k } of line.matchAll(/(?<=^|\s)\/[/*]/g)) {
    if (out[k] !== '/') continue;
    const at: JsxState = { ...state, open: [...state.open] };
    scanJsx(at, out.slice(0, k));
    if (!at.inTag || at.quote || at.depth > 0 || at.template) continue;
    const end = out[k + 1] === '/' ? out.length : out.indexOf('*/', k + 2) + 2;
    if (end < 2) break;
    out = `${out.slice(0, k)}${' '.repeat(end - k)}${out.slice(end)}`;
  }
  return out;
}
