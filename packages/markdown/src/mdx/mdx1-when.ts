/**
 * MDX 1 joined its JSX blocks with the Markdown between them, so a condition could show Markdown:
 * `{cond && <div>` ending a JSX block, Markdown, then `</div>}`; a ternary, `{cond ? <div>` …
 * `</div> : <div>` … `</div>}` (or `: null}`); and either with parentheses, `{cond && (` …
 * `)}`. MDX 3 reads no Markdown inside an expression, but does inside an element: `mdx1ToMdx3`
 * writes each branch as an element (`<mdx1-when test={cond}>`, `<mdx1-if test={cond}>` and
 * `<mdx1-else>`), which `rehypeMdx1When` makes the expression again, its Markdown compiled as JSX.
 */

/** `cond && …`. */
export const WHEN = 'mdx1-when';
/** The consequent of `cond ? … : …`. */
export const IF = 'mdx1-if';
/** The alternate of `cond ? … : …`, right after its `IF`. */
export const ELSE = 'mdx1-else';

/** An open branch: what closes it (an element's name, `''` a fragment, `)` a parenthesis) and its element. */
export interface Branch {
  close: string;
  element: string;
}

/** A whole opening tag or fragment: `<div className="x">`, `<>`. */
const OPEN_TAG =
  /^<(?:([A-Za-z][\w.:-]*)(?:\s+(?:[^\s"'{}<>=/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}|[^\s"'<>{}]+))?|\{(?:[^{}]|\{[^{}]*\})*\}))*\s*)?>$/;
/** What a ternary's empty alternate is written as. */
const NOTHING = `(?:null|undefined|false|''|"")`;

/** The element name an opening tag closes with (`''` for a fragment), or undefined if it is no whole opening tag. */
function openName(tag: string): string | undefined {
  const match = OPEN_TAG.exec(tag.trim());
  return match ? (match[1] ?? '') : undefined;
}

/** Whether a line below closes a branch opened by `close` (`</div>}`, `</div> :`, `)}`, `) :`). */
function closedBelow(close: string, after: string[]): boolean {
  const closer = close === ')' ? /^\s*\)\s*[}:]/ : new RegExp(`</${close.replace(/[.]/g, '\\.')}>\\s*[}:]`);
  return after.some((line) => closer.test(line));
}

/**
 * `{cond && <tag>`, `{cond ? <tag>`, `{cond && (` or `{cond ? (` as the rest of a line, with a line
 * below that closes it: the condition, the operator with its spaces, the opener and the branch opened.
 */
export function branchOpener(
  rest: string,
  after: string[],
): { test: string; operator: string; opener: string; opened: Branch } | undefined {
  const match = /^\{([^{}]*?)(\s*(&&|\?)\s*)(\(|<.*)$/.exec(rest.trimEnd());
  if (!match) return undefined;
  const opener = match[4]!;
  const close = opener === '(' ? ')' : openName(opener);
  if (close === undefined || !closedBelow(close, after)) return undefined;
  const element = match[3] === '&&' ? WHEN : IF;
  return { test: match[1]!, operator: match[2]!, opener, opened: { close, element } };
}

/**
 * What closes the innermost branch at the start of `rest` (right after its closing tag, or at its
 * `)`): `}` ends it, `: null}` too, `: <tag>` or `: (` starts the ternary's alternate. The text to
 * write for what it consumed, and how many characters; `open` is changed to match.
 */
export function branchCloser(rest: string, open: Branch[]): { text: string; length: number } | undefined {
  const branch = open.at(-1);
  if (!branch) return undefined;
  const end = new RegExp(`^\\s*(?::\\s*${NOTHING}\\s*)?\\}`).exec(rest);
  if (end) {
    open.pop();
    return { text: `</${branch.element}>`, length: end[0].length };
  }
  if (branch.element !== IF) return undefined;
  const alternate = /^\s*:\s*(\(|<.*)\s*$/.exec(rest);
  if (!alternate) return undefined;
  const opener = alternate[1]!.trimEnd();
  const close = opener === '(' ? ')' : openName(opener);
  if (close === undefined) return undefined;
  open[open.length - 1] = { close, element: ELSE };
  return { text: `</${IF}><${ELSE}>${opener === '(' ? '' : opener}`, length: rest.trimEnd().length };
}
