import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docgen/diagnostics';

/** An element whose type is a name its file imports from a file that does not export it. */
export interface UnexportedElement {
  /** The name as imported (`Footer`). */
  name: string;
  /** The file that does not export it (site path). */
  from: string;
  /** Where it is used: the file that imports it (site path), at its element or else its import. */
  file: string;
  line?: number;
  column?: number;
}

/** React's refusal of an element whose type is undefined (a component imported under a name its file lacks). */
export function isUndefinedElement(error: unknown): boolean {
  return error instanceof Error && /Element type is invalid[\s\S]*got: undefined/.test(error.message);
}

/**
 * The element React failed on as `undefined`, found from the MissingExport warnings told while
 * the page's files compiled: the first of their files (the page's own first) that renders the
 * name as an element (`<Footer`), at that element, in the page or in a component it renders at
 * any depth; else one that gives it as a component otherwise (`createElement(Footer)`,
 * `component={Footer}`), at its import.
 * React's message names no file (its production build leaves out the component stack).
 */
export function unexportedElement(
  siteDir: string,
  warnings: readonly Diagnostic[],
  /** The page's own text as its warnings' lines count it (an MDX body and its offset), when it has one. */
  page?: { file: string; text: string; lineOffset: number },
): UnexportedElement | undefined {
  const missing = warnings
    .filter((d) => d.name === 'MissingExport' && d.file)
    .map((d) => ({ d, m: /^"([\w$]+)" is imported from (\S+),/.exec(d.message) }))
    .filter((x): x is { d: Diagnostic; m: RegExpExecArray } => x.m !== null && x.m[1] !== 'default')
    .sort((a, b) => Number(b.d.file === page?.file) - Number(a.d.file === page?.file));
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string): string | undefined => {
    if (file === page?.file) return page.text;
    if (!texts.has(file)) {
      try {
        texts.set(file, fs.readFileSync(path.join(siteDir, file), 'utf8'));
      } catch {
        texts.set(file, undefined);
      }
    }
    return texts.get(file);
  };
  for (const { d, m } of missing) {
    const text = textOf(d.file!);
    const found = text ? new RegExp(`<${m[1]!.replace(/\$/g, '\\$')}(?![\\w$.:-])`).exec(text) : null;
    if (!found) continue;
    const before = text!.slice(0, found.index);
    const at = { line: before.split('\n').length, column: found.index - before.lastIndexOf('\n') };
    const line = at.line + (page && d.file === page.file ? page.lineOffset : 0);
    return { name: m[1]!, from: m[2]!, file: d.file!, line, column: at.column };
  }
  // Given as a component otherwise (`createElement(Footer)`, `component={Footer}`): at its import.
  for (const { d, m } of missing) {
    const name = m[1]!.replace(/\$/g, '\\$');
    if (!new RegExp(`createElement\\(\\s*${name}(?![\\w$])|=\\{\\s*${name}\\s*\\}`).test(textOf(d.file!) ?? ''))
      continue;
    return {
      name: m[1]!,
      from: m[2]!,
      file: d.file!,
      ...(d.line !== undefined ? { line: d.line } : {}),
      ...(d.column !== undefined ? { column: d.column } : {}),
    };
  }
  return undefined;
}
