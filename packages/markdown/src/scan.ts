/**
 * What a line scan of a markdown text tells without parsing it: whether it is written in MDX, and
 * its title (its first heading, when that is an h1). Discover reads every file's title with it
 * and the markdown stage its format, so it loads nothing (`@docgen/markdown/scan`).
 */

import { Fences } from './fences.js';

export { excerpt } from './excerpt.js';

/** The first sign that a text is MDX, at its line and column (1-based, in the text scanned). */
export interface MdxSignal {
  line: number;
  column: number;
  /**
   * `esm`: a top-level `import … from '…'` or `export const …`; `component`: a capitalised JSX
   * element that is closed (`<Tabs>…</Tabs>`, `<Note />`); `expression`: a JSX attribute given an
   * expression (`style={{…}}`) or an MDX comment `{/* … *\/}`; `mdx-code-block`: Docusaurus' fence;
   * `live-code-block`: a fence whose meta holds `live` (`liveFence`).
   */
  kind: 'esm' | 'component' | 'expression' | 'mdx-code-block' | 'live-code-block';
  /** The text found, for messages (first line, shortened). */
  text: string;
}

const IMPORT_START = /^import(?:\s+type)?\s+(?:[\w$]+|\*\s*as\s+[\w$]+|\{)|^import\s*['"]/;
const IMPORT_WHOLE = /^import\s[\s\S]*?\bfrom\s*(['"])[^'"\n]+\1\s*;?\s*$|^import\s*(['"])[^'"\n]+\2\s*;?\s*$/;
const EXPORT = /^export\s+(?:const|let|var|function|async\s+function|class|default\s|\{|\*)/;
const OPEN_TAG = /<([A-Z][\w]*(?:\.[\w]+)*)(?=[\s/>])/g;
const EXPRESSION_ATTRIBUTE = /<[a-zA-Z][\w.-]*\s[^<>]*?[\w-]=\{/;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/;

interface Line {
  text: string;
  /** 1-based line number. */
  number: number;
}

/** The lines outside fenced code (the fences' own lines left out), with the first `mdx-code-block` fence. */
function proseLines(text: string): { lines: Line[]; mdxCodeBlock?: Line } {
  const lines: Line[] = [];
  const fences = new Fences();
  let mdxCodeBlock: Line | undefined;
  const all = text.split('\n');
  for (let i = 0; i < all.length; i++) {
    const raw = all[i]!.replace(/\r$/, '');
    if (!fences.code(raw)) lines.push({ text: raw, number: i + 1 });
    else if (fences.opened === 'mdx-code-block') mdxCodeBlock ??= { text: raw, number: i + 1 };
  }
  return { lines, ...(mdxCodeBlock ? { mdxCodeBlock } : {}) };
}

/** The line without its inline code spans (each replaced by spaces: columns stay). */
function withoutCodeSpans(line: string): string {
  return line.includes('`') ? line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length)) : line;
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text).trim();

/**
 * The first sign that `text` (a markdown body) is written in MDX, or undefined. Code (fenced, or
 * in backticks) is not looked at; ESM must start a line after a blank one, as MDX wants it; a
 * capitalised tag counts only when it is closed somewhere (`List<String>` in prose is not JSX).
 */
export function mdxSignal(text: string): MdxSignal | undefined {
  if (!/import|export|<|\{\/\*|mdx-code-block/.test(text)) return undefined;
  const { lines, mdxCodeBlock } = proseLines(text);
  let closed: Set<string> | undefined;
  const isClosed = (name: string) => (closed ??= closedNames(lines)).has(name);
  let found: MdxSignal | undefined;
  for (let i = 0; i < lines.length && !found; i++) {
    const line = lines[i]!;
    if (line.text.trim() === '') continue;
    const previousBlank = i === 0 || lines[i - 1]!.number !== line.number - 1 || lines[i - 1]!.text.trim() === '';
    if (previousBlank && isEsm(lines, i)) found = signal(line, 1, 'esm', line.text);
    else found = jsxIn(line, isClosed);
  }
  if (mdxCodeBlock && (!found || mdxCodeBlock.number < found.line))
    return signal(mdxCodeBlock, 1, 'mdx-code-block', mdxCodeBlock.text);
  return found;
}

/** Whether line `i` starts an ESM statement: `export …`, or `import … from '…'` (on one line or more). */
function isEsm(lines: readonly Line[], i: number): boolean {
  const first = lines[i]!.text;
  if (EXPORT.test(first)) return true;
  if (!IMPORT_START.test(first)) return false;
  let statement = first;
  for (let j = i; ; ) {
    if (IMPORT_WHOLE.test(statement)) return true;
    j++;
    const next = lines[j];
    if (!next || next.number !== lines[j - 1]!.number + 1 || next.text.trim() === '') return false;
    statement += `\n${next.text}`;
  }
}

/** A closed capitalised component, a JSX expression attribute or an MDX comment on the line. */
function jsxIn(line: Line, isClosed: (name: string) => boolean): MdxSignal | undefined {
  if (!line.text.includes('<') && !line.text.includes('{/*')) return undefined;
  const prose = withoutCodeSpans(line.text);
  for (const m of prose.matchAll(OPEN_TAG)) {
    const rest = prose.slice(m.index);
    if (isClosed(m[1]!) || /^<[\w.]+(?:\s[^<>]*)?\/>/.test(rest)) return signal(line, m.index + 1, 'component', rest);
  }
  const expression = EXPRESSION_ATTRIBUTE.exec(prose) ?? MDX_COMMENT.exec(prose);
  return expression ? signal(line, expression.index + 1, 'expression', prose.slice(expression.index)) : undefined;
}

/** Names of capitalised elements closed somewhere in the prose (`</Tabs>`). */
function closedNames(lines: readonly Line[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines) {
    if (!line.text.includes('</')) continue;
    for (const m of withoutCodeSpans(line.text).matchAll(/<\/([A-Z][\w]*(?:\.[\w]+)*)\s*>/g)) names.add(m[1]!);
  }
  return names;
}

function signal(line: Line, column: number, kind: MdxSignal['kind'], text: string): MdxSignal {
  return { line: line.number, column, kind, text: short(text) };
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;

/**
 * The text of the first heading of a markdown body when it is an h1 (`# Title` or `Title` over
 * `===`), as plain text: Docusaurus' "contentTitle", the title of a doc without a front matter
 * `title`. Heading ids (`{#id}`, `{/* #id *\/}`) and inline markup are left out.
 */
export function contentTitle(text: string): string | undefined {
  if (!/^ {0,3}(#|=)/m.test(text)) return undefined;
  const fences = new Fences();
  let paragraph: string[] = [];
  // Line by line up to the first heading: most files have it near the top.
  for (let start = 0; start <= text.length; ) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '');
    start = end < 0 ? text.length + 1 : end + 1;
    if (fences.code(line)) {
      paragraph = [];
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) return atx[1]!.length === 1 ? plainTitle(atx[2] ?? '') : undefined;
    const setext = SETEXT.exec(line);
    if (setext && paragraph.length > 0) {
      // `---` under a line could be a list's rule or a table's: only a plain paragraph counts.
      if (setext[1]![0] === '-') return undefined;
      return plainTitle(paragraph.join(' '));
    }
    paragraph =
      line.trim() === '' || /^\s*(?:[-*+>|]|\d+[.)]|<|:::|import\s|export\s)/.test(line) ? [] : [...paragraph, line];
  }
  return undefined;
}

/** A heading's markdown as text: ids, code spans, links, emphasis and tags unwrapped. */
export function plainTitle(markdown: string): string | undefined {
  const text = markdown
    .replace(/\s*\{#[^{}\s]+\}\s*$/, '')
    .replace(/\s*\{\/\*\s*#[^*]*\*\/\}\s*$/, '')
    .replace(/\s*<!--[\s\S]*?-->\s*/g, ' ')
    .replace(/(`+)\s?([^`]*?)\s?\1/g, '$2')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][^<>]*>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/** Whether a fence's meta marks it live, as Docusaurus' MDX loader reads it (a word of its own). */
export function isLiveMeta(meta: string | null | undefined): boolean {
  return typeof meta === 'string' && meta.trim().split(/\s+/).includes('live');
}

/**
 * The first fence of `text` whose meta holds the word `live` (```` ```jsx live ````), or undefined:
 * with live code blocks on, such a fence is a component of an MDX page, as Docusaurus reads it.
 */
export function liveFence(text: string): MdxSignal | undefined {
  if (!/\blive\b/.test(text)) return undefined;
  const fences = new Fences();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.replace(/\r$/, '');
    if (!fences.code(raw) || fences.opened === undefined) continue;
    const start = raw.search(/`{3,}|~{3,}/);
    const info = raw.slice(start).replace(/^(`{3,}|~{3,})/, '');
    if (isLiveMeta(info)) return signal({ text: raw, number: i + 1 }, start + 1, 'live-code-block', raw);
  }
  return undefined;
}
