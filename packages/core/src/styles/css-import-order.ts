/**
 * `@import` rules a stylesheet writes after other rules (`@import "@radix-ui/themes/components.css"`
 * below a `:root { … }` block), moved up to the imports that open the file: Docusaurus'
 * css-loader bundles every top-level `@import` wherever it stands, its file's rules before the
 * importing file's, while esbuild (as the CSS specification) leaves a late one in place, which
 * the browser then ignores: the imported styles would be missing without a word. Lines stay
 * where they are (a moved rule's text is blanked, its line breaks kept), so later positions in
 * the file are unchanged; the moved rules are written on the last line of the opening imports.
 * The file's statements are found by a scan of its own, not `postcss.parse` (a dependency): it
 * runs on every stylesheet components import, packages' too, and took 1.2 ms against PostCSS's
 * 20 ms on supertokens' radix.css (25 KB), 9 ms against 875 ms on Radix's styles.css (806 KB).
 */
export function hoistLateImports(css: string): string {
  if (!css.includes('@import')) return css;
  const statements = topLevelStatements(css);
  let head = 0;
  let opened = true;
  const late: Statement[] = [];
  for (const s of statements) {
    if (opened && OPENING.test(s.text)) head = s.end;
    else if (IMPORT.test(s.text)) {
      if (opened) opened = false;
      late.push(s);
    } else opened = false;
  }
  if (late.length === 0) return css;
  let out = '';
  let at = 0;
  for (const s of late) {
    out += css.slice(at, s.start) + css.slice(s.start, s.end).replace(/[^\n]/g, ' ');
    at = s.end;
  }
  out += css.slice(at);
  const moved = late.map((s) => s.text.trim()).join(' ');
  return head === 0 ? `${moved} ${out}` : `${out.slice(0, head)} ${moved}${out.slice(head)}`;
}

/** What may open a stylesheet before its rules: `@charset`, `@import`, a `@layer a, b;` statement. */
const OPENING = /^\s*@(?:charset|import|layer\s[^{]*;$)/i;
const IMPORT = /^\s*@import[\s"'u]/i;
const UNQUOTED_URL = /^url\(\s*[^\s"')]/i;

interface Statement {
  start: number;
  end: number;
  text: string;
}

/**
 * The file's top-level statements (a rule with its block, an at-rule to its `;` or block), each
 * from its first character that is no space or comment; strings, comments and `url(…)` skipped.
 */
function topLevelStatements(css: string): Statement[] {
  const out: Statement[] = [];
  let depth = 0;
  let start = -1;
  let i = 0;
  const close = (end: number) => {
    if (start >= 0) out.push({ start, end, text: css.slice(start, end) });
    start = -1;
  };
  while (i < css.length) {
    const c = css[i]!;
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    if (depth === 0 && start < 0 && !/\s/.test(c)) start = i;
    if (c === '"' || c === "'") {
      i = stringEnd(css, i);
      continue;
    }
    if ((c === 'u' || c === 'U') && UNQUOTED_URL.test(css.slice(i, i + 8))) {
      const end = css.indexOf(')', i);
      i = end < 0 ? css.length : end + 1;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) close(i + 1);
    } else if (c === ';' && depth === 0) close(i + 1);
    i++;
  }
  close(css.length);
  return out;
}

/** The index after the string that opens at `i` (a backslash escapes the next character). */
function stringEnd(css: string, i: number): number {
  const quote = css[i];
  let j = i + 1;
  while (j < css.length && css[j] !== quote && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
  return j + 1;
}
