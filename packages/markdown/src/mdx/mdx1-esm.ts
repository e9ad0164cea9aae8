import type { LineEdit } from './mdx1-jsx-line.js';

/**
 * MDX 1 read the whole block of lines that starts with `import` or `export` (up to an empty line)
 * as JavaScript, so a `const` among the imports was module code; MDX 3 accepts only import and
 * export statements there ("Unexpected `VariableDeclaration` in code"). Its form for the same
 * declaration is `export const …` (what Docusaurus' MDX 2 migration asks for): a declaration that
 * starts a line at the top level of the block is written so. Other statements are left for MDX 3
 * to report. Where the lines so far leave off (brackets, a template literal, a block comment) is
 * kept in an `EsmState`, so a `const` inside an object or a template literal is never touched.
 */
export interface EsmState {
  /** Open `{`, `(`, `[`, template literals (`` ` ``) and their `${`, innermost last. */
  open: string[];
  comment: boolean;
}

const DECLARATION = /^(?:const|let|var|class|function|async[ \t]+function)(?=[\s*])/;

export function esmState(): EsmState {
  return { open: [], comment: false };
}

/** A line of an MDX 1 import/export block written for MDX 3 (undefined: as it is); updates `state`. */
export function esmLine(line: string, state: EsmState): LineEdit | undefined {
  const top = state.open.length === 0 && !state.comment && DECLARATION.test(line);
  scanEsm(state, line);
  return top ? { text: `export ${line}`, shifts: [[1, 7]] } : undefined;
}

function scanEsm(state: EsmState, line: string): void {
  const { open } = state;
  // A quoted string ends on its line (a JavaScript string cannot span lines unescaped).
  let quote = '';
  for (let at = 0; at < line.length; ) {
    const c = line[at]!;
    if (state.comment) {
      if (line.startsWith('*/', at)) state.comment = false;
      at += state.comment ? 1 : 2;
    } else if (open.at(-1) === '`') {
      // In a template literal only `\`, the closing backtick and `${` count.
      if (c === '`') open.pop();
      else if (line.startsWith('${', at)) open.push('${');
      at += c === '\\' || line.startsWith('${', at) ? 2 : 1;
    } else if (quote) {
      if (c === '\\') at += 2;
      else {
        if (c === quote) quote = '';
        at++;
      }
    } else if (line.startsWith('//', at)) return;
    else if (line.startsWith('/*', at)) {
      state.comment = true;
      at += 2;
    } else {
      if (c === '"' || c === "'") quote = c;
      else if (c === '`' || c === '{' || c === '(' || c === '[') open.push(c);
      else if (c === '}' || c === ')' || c === ']') open.pop();
      at++;
    }
  }
}
