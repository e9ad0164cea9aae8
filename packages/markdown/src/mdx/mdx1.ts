import { Fences } from '../fences.js';

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
  /** The author's column of a column of `text` (1-based, on the same line). */
  column(line: number, column: number): number;
}

/** Elements HTML closes by itself, which JSX needs closed (`<br/>`). */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
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
/** A whole tag on one line: name, attributes (quoted strings and `{…}` values may hold `>`), close. */
const TAG =
  /^<(\/?)([A-Za-z][\w.:-]*)((?:\s+(?:[^\s"'{}<>=/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{[^{}]*\}|[^\s"'<>{}]+))?|\{[^{}]*\}))*)\s*(\/?)>/;
const FRAGMENT = /^<\/?>/;
const AUTOLINK = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/;
const EMAIL =
  /^<([\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/;
/** Where a line's content starts, after indentation and quote and list markers. */
const LEAD = /^(?:[ \t]*(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+))*[ \t]*/;

/** An insertion of `length` characters before `column` (1-based, in the rewritten line). */
type Shift = [column: number, length: number];

export function mdx1ToMdx3(body: string): Mdx1Text {
  const lines = body.split('\n');
  const shifts = new Map<number, Shift[]>();
  const fences = new Fences();
  let block: 'esm' | 'jsx' | 'text' | undefined;
  let comment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fences.code(line)) {
      block = undefined;
      continue;
    }
    if (line.trim() === '') {
      block = undefined;
      continue;
    }
    if (comment) {
      comment = !line.includes('-->');
      continue;
    }
    const lead = LEAD.exec(line)![0].length;
    const rest = line.slice(lead);
    if (block === undefined) {
      if (lead === 0 && /^(?:import|export)\b/.test(rest)) block = 'esm';
      else if (startsJsxBlock(rest)) block = 'jsx';
      else block = 'text';
    }
    // A directive's own line (`:::note[Title]{#id}`): its braces are remark-directive's attributes.
    if (block === 'esm' || rest.startsWith(':::')) continue;
    if (rest.startsWith('<!--') && !rest.includes('-->')) {
      comment = true;
      continue;
    }
    const edit = block === 'jsx' ? closeVoids(line) : prose(line);
    if (edit.shifts.length === 0) continue;
    lines[i] = edit.text;
    shifts.set(i + 1, edit.shifts);
  }
  if (shifts.size === 0) return { text: body, changed: false, column: (_line, column) => column };
  return {
    text: lines.join('\n'),
    changed: true,
    column(line, column) {
      let original = column;
      for (const [at, length] of shifts.get(line) ?? []) if (at < column) original -= Math.min(length, column - at);
      return original;
    },
  };
}

/** A line that starts a JSX block in MDX 1: a tag, unless an inline element opens a line of text. */
function startsJsxBlock(rest: string): boolean {
  if (FRAGMENT.test(rest)) return true;
  const tag = TAG.exec(rest);
  if (!tag) return /^<\/?[A-Za-z]/.test(rest) && !INLINE.has(/^<\/?([A-Za-z][\w.:-]*)/.exec(rest)![1]!.toLowerCase());
  const name = tag[2]!;
  if (!INLINE.has(name)) return true;
  // `<b>Note:</b> text` is a paragraph; `<img src="x">` alone is a block.
  return rest.slice(tag[0].length).trim() === '';
}

interface LineEdit {
  text: string;
  shifts: Shift[];
}

/** A JSX block's line: only void elements closed, expressions and text left as JSX reads them. */
function closeVoids(line: string): LineEdit {
  let out = '';
  const shifts: Shift[] = [];
  let last = 0;
  for (let at = line.indexOf('<'); at >= 0; at = line.indexOf('<', at + 1)) {
    const tag = TAG.exec(line.slice(at));
    if (!tag) continue;
    if (!tag[1] && !tag[4] && VOID.has(tag[2]!.toLowerCase())) {
      const end = at + tag[0].length - 1;
      out += `${line.slice(last, end)}/`;
      shifts.push([out.length, 1]);
      last = end;
    }
    at += tag[0].length - 1;
  }
  return shifts.length === 0 ? { text: line, shifts } : { text: out + line.slice(last), shifts };
}

/**
 * A line of Markdown text: `{`, `}` and a `<` that starts no tag escaped; `<https://…>` and
 * `<a@b.c>` written as links; void elements closed. Code spans, escapes, comments and whole tags
 * (whose `{…}` attribute values are JSX) are kept.
 */
function prose(line: string): LineEdit {
  let out = '';
  const shifts: Shift[] = [];
  const insert = (text: string, length: number) => {
    shifts.push([out.length + 1, length]);
    out += text;
  };
  for (let at = 0; at < line.length; ) {
    const c = line[at]!;
    if (c === '\\') {
      out += line.slice(at, at + 2);
      at += 2;
    } else if (c === '`') {
      const run = /^`+/.exec(line.slice(at))![0];
      const close = line.indexOf(run, at + run.length);
      const end = close < 0 ? at + run.length : close + run.length;
      out += line.slice(at, end);
      at = end;
    } else if (c === '{' || c === '}') {
      insert('\\', 1);
      out += c;
      at++;
    } else if (c === '<') {
      const rest = line.slice(at);
      const kept = rest.startsWith('<!--') ? /^<!--.*?-->/.exec(rest)?.[0] : FRAGMENT.exec(rest)?.[0];
      const tag = kept === undefined ? TAG.exec(rest) : null;
      const auto = kept === undefined && !tag ? AUTOLINK.exec(rest) : null;
      const link = auto ?? (kept === undefined && !tag ? EMAIL.exec(rest) : null);
      if (kept !== undefined) {
        out += kept;
        at += kept.length;
      } else if (tag) {
        const closes = !tag[1] && !tag[4] && VOID.has(tag[2]!.toLowerCase());
        out += closes ? tag[0].slice(0, -1) : tag[0];
        if (closes) insert('/>', 1);
        at += tag[0].length;
      } else if (link) {
        const url = link[1]!;
        const href = auto ? url : `mailto:${url}`;
        const written = `[${url.replace(/[[\]\\`*_<{}]/g, '\\$&')}](<${href.replace(/[<>\\]/g, '\\$&')}>)`;
        insert(written, written.length - link[0].length);
        at += link[0].length;
      } else {
        insert('\\<', 1);
        at++;
      }
    } else {
      out += c;
      at++;
    }
  }
  return { text: out, shifts };
}
