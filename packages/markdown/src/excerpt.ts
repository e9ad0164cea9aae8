/**
 * A markdown body's excerpt: the text of its first contentful line, as Docusaurus' `createExcerpt`
 * makes it, the `description` of a doc, blog post or page whose front matter gives none (meta
 * description, cards of generated indexes, `useDoc().metadata.description`). A line scan, like
 * the title's: discover reads it for every file.
 */

import { Fences } from './fences.js';

const ESM = /^(?:import|export)\s/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
/** A tag, closing tag or fragment; not `a < b` in prose. */
const TAG = /<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>|<\/?>/g;
/** A tag opened at the end of the line and closed on a later one (`<img` then `src="…" />`). */
const OPEN_TAG = /<[A-Za-z][\w.:-]*(?:\s[^<>]*)?$/;

/**
 * The first line of `body` (a markdown body, front matter removed) that keeps text once its
 * markup is taken away, as plain text; undefined when none does.
 *
 * As in Docusaurus, these lines give none: blank ones, a first setext h1, ATX h1s, import and
 * export statements (up to a blank line), fenced code, admonition fences (`:::note`), and lines
 * of tags or comments only. An h2–h6 gives its text. Markup is stripped: tags, emphasis, links
 * and images (their text kept), code spans (their code kept), quotes, footnotes, heading ids and
 * emoji shortcodes. Unlike Docusaurus' regular expressions, emphasis markers must open and close
 * a run (`snake_case_name` stays whole), code spans keep their text as written, and text between
 * two colons is kept unless it is a shortcode (`:tada:`).
 */
export function excerpt(body: string): string | undefined {
  const all = body.trimStart();
  // A first setext h1 (`Title` over `===`) is left out; the rest is read line by line up to the first text.
  const setext = /^[^\r\n]*\r?\n=+[ \t]*(?=\r?\n|$)/.exec(all)?.[0].length ?? 0;
  const fences = new Fences();
  let inEsm = false;
  /** What closes the comment or tag the previous lines left open. */
  let open: '-->' | '*/}' | '>' | undefined;
  for (let start = setext; start <= all.length; ) {
    const end = all.indexOf('\n', start);
    const raw = all.slice(start, end < 0 ? all.length : end).replace(/\r$/, '');
    start = end < 0 ? all.length + 1 : end + 1;
    if (raw.trim() === '') {
      inEsm = false;
      if (open === '>') open = undefined;
      continue;
    }
    let line = raw;
    if (open) {
      const end = line.indexOf(open);
      if (end < 0) continue;
      line = line.slice(end + open.length);
      open = undefined;
    } else {
      if (fences.code(line)) continue;
      if (inEsm || ESM.test(line)) {
        inEsm = true;
        continue;
      }
    }
    const heading = ATX.exec(line);
    if (heading) {
      if (heading[1]!.length === 1) continue;
      line = heading[2] ?? '';
    }
    const comments = withoutComments(line);
    line = comments.text;
    open = comments.open;
    if (!open && OPEN_TAG.test(line.replace(TAG, ''))) {
      line = line.replace(TAG, '').replace(OPEN_TAG, '');
      open = '>';
    }
    const text = plainLine(line);
    if (text) return text;
  }
  return undefined;
}

/** The line without its HTML and MDX comments, and the end of one it leaves open. */
function withoutComments(line: string): { text: string; open?: '-->' | '*/}' } {
  const text = line.replace(/<!--[\s\S]*?-->/g, ' ').replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
  const html = text.indexOf('<!--');
  const mdx = text.indexOf('{/*');
  if (html >= 0 && (mdx < 0 || html < mdx)) return { text: text.slice(0, html), open: '-->' };
  if (mdx >= 0) return { text: text.slice(0, mdx), open: '*/}' };
  return { text };
}

/** A line's text: quote and admonition markers, tags and inline markup taken away. */
function plainLine(line: string): string {
  const unquoted = line.replace(/^(?:\s{0,3}>\s?)+/, '');
  if (/^\s*:::/.test(unquoted)) return '';
  // Code spans keep their text as written: each stands in as a private-use mark while the markup goes.
  const spans: string[] = [];
  const marked = unquoted.replace(/(`+)([^`]*?)\1/g, (_, _ticks: string, code: string) => {
    spans.push(code.trim());
    return `\uE000${spans.length - 1}\uE001`;
  });
  return stripInline(marked)
    .replace(/\uE000(\d+)\uE001/g, (_, n: string) => spans[Number(n)]!)
    .replace(/\s+/g, ' ')
    .trim();
}

function stripInline(text: string): string {
  return text
    .replace(/<(https?:\/\/[^<>\s]+|[\w.+-]+@[\w.-]+)>/g, '$1')
    .replace(TAG, '')
    .replace(/\[\^[^\]]+\](?::\s.*$)?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/(\*{1,3})(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/(?<![\w\\])(_{1,3})(\S(?:.*?\S)?)\1(?!\w)/g, '$2')
    .replace(/~~(\S(?:.*?\S)?)~~/g, '$1')
    .replace(/\\?\{#[\w-]+\}\s*$/, '')
    .replace(/(?:^|\s):[\w+-]+:(?=\s|$|[.,;!?)])/g, '')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
