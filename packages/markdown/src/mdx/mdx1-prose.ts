import { closesVoid, type LineEdit, type Shift, TAG } from './mdx1-jsx-line.js';
import { mdx1KeepsBackslash } from '../plugins/mdx1-escapes.js';

// Markdown text as MDX 1 read it (`mdx1.ts`): its braces and a `<` that starts no tag are characters.

export const FRAGMENT = /^<\/?>/;
export const AUTOLINK = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/;
export const EMAIL =
  /^<([\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/;

/**
 * A line of Markdown text: `{`, `}` and a `<` that starts no tag escaped; `<https://…>` and
 * `<a@b.c>` written as links; void elements closed. Code spans, escapes, comments and whole tags
 * (whose `{…}` attribute values are JSX) are kept.
 */
export function prose(line: string): LineEdit {
  let out = '';
  const shifts: Shift[] = [];
  const insert = (text: string, length: number) => {
    shifts.push([out.length + 1, length]);
    out += text;
  };
  for (let at = 0; at < line.length; ) {
    const c = line[at]!;
    if (c === '\\' && mdx1KeepsBackslash(line[at + 1] ?? '')) {
      // MDX 1 escaped less than MDX 3 (`\&lt;` is a backslash and `<` there): the backslash as text.
      insert('\\', 1);
      out += c;
      at++;
    } else if (c === '\\') {
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
    } else if (
      c === '<' &&
      /(?:\]\(\s*|^\s*\[(?!\^)[^\]]+\]:\s*)$/.test(line.slice(0, at)) &&
      line.indexOf('>', at) > 0
    ) {
      // A link destination, `](<url>)` or `[ref]: <url>` (a footnote's `[^1]: <url>` is text).
      const end = line.indexOf('>', at) + 1;
      out += line.slice(at, end);
      at = end;
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
        const closes = closesVoid(tag, rest.slice(tag[0].length));
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
