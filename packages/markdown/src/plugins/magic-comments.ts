/**
 * Docusaurus' magic comments: a comment alone on its line of a code block (`// highlight-next-line`,
 * `# highlight-start` … `# highlight-end`) gives a class to the next line or to the lines between,
 * and is itself left out of the block. The comment forms each language accepts and the rules
 * (a range in the fence meta turns them off; an unclosed block marks nothing) are Docusaurus 3's
 * (`parseLines` of @docusaurus/theme-common), so a block shows the same lines as there.
 */

export interface MagicComment {
  /** Class of the lines it marks (`highlighted` is docgen's highlighted line). */
  className: string;
  /** Comment text that marks the next line. */
  line?: string;
  /** Comment texts that open and close a run of marked lines. */
  block?: { start: string; end: string };
}

/** Docusaurus' default magic comment, drawn with docgen's highlighted-line style. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  { className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

const COMMENTS = {
  js: { start: '\\/\\/', end: '' },
  jsBlock: { start: '\\/\\*', end: '\\*\\/' },
  jsx: { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: '\\;\\;', end: '' },
  tex: { start: '%', end: '' },
  vb: { start: "['‘’]", end: '' },
  vbnet: { start: "(?:_\\s*)?['‘’]", end: '' },
  rem: { start: '[Rr][Ee][Mm]\\b', end: '' },
  f90: { start: '!', end: '' },
  ml: { start: '\\(\\*', end: '\\*\\)' },
  cobol: { start: '\\*>', end: '' },
} as const;

type CommentStyle = keyof typeof COMMENTS;

const POPULAR: CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment styles of a language, by the name its fence gives (Docusaurus' table). */
function commentStyles(lang: string): CommentStyle[] {
  switch (lang) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    case 'wasm':
      return ['wasm'];
    case 'vb':
    case 'vba':
    case 'visual-basic':
      return ['vb', 'rem'];
    case 'vbnet':
      return ['vbnet', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'f90'];
    case 'fsharp':
      return ['js', 'ml'];
    case 'ocaml':
    case 'sml':
      return ['ml'];
    case 'fortran':
      return ['f90'];
    case 'cobol':
      return ['cobol'];
    default:
      return POPULAR;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Made once per language and list of comments: every code block of a build asks for one.
const patterns = new WeakMap<readonly MagicComment[], Map<string, RegExp>>();

function directivePattern(lang: string, comments: readonly MagicComment[]): RegExp {
  let byLang = patterns.get(comments);
  if (!byLang) patterns.set(comments, (byLang = new Map()));
  let pattern = byLang.get(lang);
  if (!pattern) byLang.set(lang, (pattern = makeDirectivePattern(lang, comments)));
  return pattern;
}

function makeDirectivePattern(lang: string, comments: readonly MagicComment[]): RegExp {
  const directives = comments
    .flatMap((c) => [c.line, c.block?.start, c.block?.end])
    .filter((d): d is string => typeof d === 'string' && d !== '')
    .map(escapeRegExp)
    .join('|');
  const styles = commentStyles(lang)
    .map((style) => `(?:${COMMENTS[style].start}\\s*(${directives})\\s*${COMMENTS[style].end})`)
    .join('|');
  return new RegExp(`^\\s*(?:${styles})\\s*$`);
}

export interface MagicLines {
  /** The code without the comment lines. */
  code: string;
  /** Classes of the lines of `code`, by line number from 1. */
  classes: Map<number, string[]>;
}

/**
 * Takes the magic comments out of a block's code and returns the classes of the lines they mark.
 * `lang` is the fence's language as written (`ts`, `py`…).
 */
export function parseMagicComments(code: string, lang: string, comments: readonly MagicComment[]): MagicLines {
  const classes = new Map<number, string[]>();
  if (comments.length === 0 || !comments.some((c) => c.line || c.block)) return { code, classes };
  // A line the pattern takes holds a directive's text: a block without any keeps every line
  // (joined with \n, as below), without the pattern tried on each. An empty text matches a
  // bare comment: those lists take the pattern.
  const texts = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter((d) => typeof d === 'string');
  if (texts.length > 0 && texts.every((d) => d !== '' && !code.includes(d)))
    return { code: code.includes('\r') ? code.replace(/\r\n/g, '\n') : code, classes };
  const pattern = directivePattern(lang, comments);
  const lines = code.split(/\r?\n/);
  const marked = new Map<string, Set<number>>(comments.map((c) => [c.className, new Set<number>()]));
  const blockStart = new Map<string, number>();
  const kept: string[] = [];
  let pendingLine: string[] = [];
  for (const line of lines) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((d) => d !== undefined);
    if (directive === undefined) {
      const index = kept.length;
      for (const className of pendingLine) marked.get(className)?.add(index);
      pendingLine = [];
      kept.push(line);
      continue;
    }
    // The first entry naming the directive wins, as Docusaurus' lookup tables keep the first.
    const byLine = comments.find((c) => c.line === directive);
    const byStart = comments.find((c) => c.block?.start === directive);
    const byEnd = comments.find((c) => c.block?.end === directive);
    if (byLine) pendingLine.push(byLine.className);
    else if (byStart) blockStart.set(byStart.className, kept.length);
    else if (byEnd) {
      const start = blockStart.get(byEnd.className) ?? 0;
      for (let i = start; i < kept.length; i++) marked.get(byEnd.className)?.add(i);
    }
  }
  for (const [className, indexes] of marked) {
    for (const index of [...indexes].sort((a, b) => a - b)) {
      const list = classes.get(index + 1) ?? [];
      if (!list.includes(className)) list.push(className);
      classes.set(index + 1, list);
    }
  }
  return { code: kept.join('\n'), classes };
}
