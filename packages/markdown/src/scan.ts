/**
 * What a line scan of a markdown text tells without parsing it: whether it is written in MDX, and
 * its title (its first heading, when that is an h1). Discover runs it on every file, so it loads
 * nothing (`@docgen/markdown/scan`) and reads each line once.
 */

/** The first sign that a text is MDX, at its line and column (1-based, in the text scanned). */
export interface MdxSignal {
  line: number;
  column: number;
  /**
   * `esm`: a top-level `import … from '…'` or `export const …`; `component`: a capitalised JSX
   * element that is closed (`<Tabs>…</Tabs>`, `<Note />`); `expression`: a JSX attribute given an
   * expression (`style={{…}}`) or an MDX comment `{/* … *\/}`; `mdx-code-block`: Docusaurus' fence.
   */
  kind: 'esm' | 'component' | 'expression' | 'mdx-code-block';
  /** The text found, for messages (first line, shortened). */
  text: string;
}

const FENCE = /^(\s*(?:>\s?)*\s*)(`{3,}|~{3,})\s*([^\s`]*)/;
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

/** The lines outside fenced code (the fences' own lines left out), with `mdx-code-block` fences noted. */
function proseLines(text: string): { lines: Line[]; mdxCodeBlock?: Line } {
  const lines: Line[] = [];
  let fence: string | undefined;
  let mdxCodeBlock: Line | undefined;
  const all = text.split('\n');
  for (let i = 0; i < all.length; i++) {
    const raw = all[i]!.replace(/\r$/, '');
    const open = FENCE.exec(raw);
    if (open) {
      const marker = open[2]!;
      if (fence === undefined) {
        fence = marker;
        if (open[3] === 'mdx-code-block') mdxCodeBlock ??= { text: raw, number: i + 1 };
        continue;
      }
      if (marker[0] === fence[0] && marker.length >= fence.length && open[3] === '') {
        fence = undefined;
        continue;
      }
    }
    if (fence === undefined) lines.push({ text: raw, number: i + 1 });
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
  if (!/import|export|<|\{\/\*/.test(text)) return undefined;
  const { lines, mdxCodeBlock } = proseLines(text);
  const found: MdxSignal[] = [];
  if (mdxCodeBlock) found.push(signal(mdxCodeBlock, 1, 'mdx-code-block', mdxCodeBlock.text));
  const closed = closedNames(lines);
  let previousBlank = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const blank = line.text.trim() === '';
    if (previousBlank && (IMPORT_START.test(line.text) || EXPORT.test(line.text))) {
      const block = [line.text];
      for (let j = i + 1; j < lines.length && lines[j]!.text.trim() !== ''; j++) block.push(lines[j]!.text);
      const statement = line.text.startsWith('import')
        ? block.findIndex((_, k) => IMPORT_WHOLE.test(block.slice(0, k + 1).join('\n'))) >= 0
        : true;
      if (statement) {
        found.push(signal(line, 1, 'esm', line.text));
        break;
      }
    }
    previousBlank = blank;
    if (blank || !line.text.includes('<') || found.length > 0) {
      if (!blank && line.text.includes('{/*')) {
        const at = withoutCodeSpans(line.text).search(MDX_COMMENT);
        if (at >= 0) found.push(signal(line, at + 1, 'expression', line.text.slice(at)));
      }
      continue;
    }
    const prose = withoutCodeSpans(line.text);
    for (const m of prose.matchAll(OPEN_TAG)) {
      const rest = prose.slice(m.index);
      if (closed.has(m[1]!) || /^<[\w.]+(?:\s[^<>]*)?\/>/.test(rest)) {
        found.push(signal(line, m.index + 1, 'component', rest));
        break;
      }
    }
    if (found.length > 0) continue;
    const expression = EXPRESSION_ATTRIBUTE.exec(prose) ?? MDX_COMMENT.exec(prose);
    if (expression) found.push(signal(line, expression.index + 1, 'expression', prose.slice(expression.index)));
  }
  return found.sort((a, b) => a.line - b.line || a.column - b.column)[0];
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
  const { lines } = proseLines(text);
  let paragraph: string[] = [];
  for (const { text: line } of lines) {
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
