import { htmlVoidElements } from 'html-void-elements';

/**
 * MDX 1's JSX blocks (see `mdx1.ts`) hold their text as JSX text: where a JSX block's lines leave
 * off (inside a tag, a quoted value, an expression; which elements are open) and how a line of
 * text in one is written for MDX 3.
 */

/** Elements HTML closes by itself, which JSX needs closed (`<br/>`). */
const VOID = new Set(htmlVoidElements);

/**
 * An HTML void element (`br`, `img`, `link`…), which MDX 1 closed itself. A capitalised name is a
 * component in JSX whatever its letters (`<Link>`, `<Source>` have children), never one of them.
 */
export function isVoidElement(name: string): boolean {
  return /^[a-z]/.test(name) && VOID.has(name.toLowerCase());
}

/** A line of a JSX block that is all text (no tag, no expression), when no tag is left open. */
export const JSX_TEXT = /^[ \t]*[^\s<>{}][^<>{}]*$/;

export interface JsxState {
  inTag: boolean;
  quote: string;
  depth: number;
  /** Inside a template literal of an expression (`` code={`…`} ``), whose lines are the literal's text. */
  template?: boolean;
  /** The elements open, innermost last (`''` a fragment), and the tag being read. */
  open: string[];
  tag?: { name: string; closing: boolean };
}

/** Moves `state` over a line of a JSX block: into and out of tags, their quoted values and `{…}`. */
export function scanJsx(state: JsxState, line: string): void {
  for (let k = 0; k < line.length; k++) {
    const c = line[k]!;
    if (state.template) {
      if (c === '\\') k++;
      else if (c === '`') state.template = false;
    } else if (state.quote) {
      if (c === state.quote) state.quote = '';
    } else if (state.depth > 0) {
      // Braces and tags in a template literal are its text (`` `Future<User> build() {` ``).
      if (c === '`') state.template = true;
      else if (c === '{') state.depth++;
      else if (c === '}') state.depth--;
    } else if (state.inTag) {
      if (c === '"' || c === "'") state.quote = c;
      else if (c === '{') state.depth++;
      else if (c === '>') {
        state.inTag = false;
        const tag = state.tag ?? { name: '', closing: false };
        if (tag.closing) state.open.splice(state.open.lastIndexOf(tag.name) >>> 0);
        else if (line[k - 1] !== '/' && !isVoidElement(tag.name)) state.open.push(tag.name);
      }
    } else if (c === '<' && /[A-Za-z/>]/.test(line[k + 1] ?? '')) {
      const tag = /^(\/?)([A-Za-z][\w.:-]*)?/.exec(line.slice(k + 1))!;
      state.inTag = true;
      state.tag = { name: tag[2] ?? '', closing: tag[1] === '/' };
    } else if (c === '{') state.depth++;
  }
}

/** The content of the next line that has any, after its indent. */
export function nextContent(lines: string[], i: number): string {
  for (let k = i + 1; k < lines.length; k++) if (lines[k]!.trim() !== '') return lines[k]!.trimStart();
  return '';
}

/**
 * Whether a line of a JSX block holds text and leaves the block as it found it (its tags
 * closed on the line, no `{` or tag left open), with no `>` or `}` in its text, which JSX refuses:
 * `fragment` when it can be written as one (`asFragment`), `inline` when a tag of it has a string
 * attribute, which stays JSX of the tree, where `class` and `style="…"` become props (its
 * paragraph is taken away after parsing: `remarkMdx1JsxText`).
 */
export function textFirst(state: JsxState, line: string): 'fragment' | 'inline' | false {
  const content = line.trim();
  if (!content || state.inTag || state.depth > 0) return false;
  const after: JsxState = { ...state, open: [...state.open] };
  scanJsx(after, line);
  if (after.inTag || after.depth > 0 || after.open.join('\0') !== state.open.join('\0')) return false;
  const text = content.replace(/<[^<>]*>/g, '').replace(/\{[^{}]*\}/g, '');
  if (text.trim() === '' || /[<>{}]/.test(text)) return false;
  return /<[^<>]*=\s*["']/.test(content) ? 'inline' : 'fragment';
}

/**
 * A line of text inside a JSX block, which MDX 1 printed as JSX text (no paragraph, its Markdown
 * as written: `<summary>` / `Title with _underscores_` / `</summary>`), as rewritten with its
 * shifts: written as one fragment, `{<>…</>}`, which MDX 3 reads the same way. `space` starts it
 * with the space JSX puts between two lines of text (`(and why you` / `shouldn't)`).
 */
export function asFragment(
  edit: { text: string; shifts: [number, number][] },
  space: boolean,
): { text: string; shifts: [number, number][] } {
  const indent = /^[ \t]*/.exec(edit.text)![0].length;
  const content = edit.text.slice(indent).trimEnd();
  const open = space ? '{<> ' : '{<>';
  const text = `${edit.text.slice(0, indent)}${open}${content}</>}${edit.text.slice(indent + content.length)}`;
  // Shifts are columns of the rewritten line: those after the opening move by its length.
  const shifts: [number, number][] = [[indent + 1, open.length]];
  for (const [at, length] of edit.shifts) shifts.push([at + open.length, length]);
  shifts.push([indent + open.length + content.length + 1, 4]);
  return { text, shifts };
}
