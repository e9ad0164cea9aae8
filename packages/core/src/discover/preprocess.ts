import type { SiteContext } from '@docgen/config';
import { DocgenError } from '@docgen/diagnostics';
import { thrownInSite } from '../util/module-error.js';

/** The text of a markdown file as the site's Docusaurus `markdown.preprocessor` gives it. */
export type Preprocess = (text: string, file: string, relFile: string) => string;

/**
 * Docusaurus' `markdown.preprocessor` (given to `docusaurusPlugins({ markdown })`): called with a
 * file's whole text (front matter included) and its absolute path before the MDX is compiled,
 * as Docusaurus' MDX loader does; the front matter itself is read from the file as written. A
 * preprocessor that throws or gives no string is a `MarkdownPreprocessorFailed` error.
 */
export function preprocessorOf(ctx: SiteContext): Preprocess | undefined {
  const fn = ctx.config.plugins.flatMap((p) => {
    const pre = (p as { docusaurus?: { markdown?: { preprocessor?: unknown } } }).docusaurus?.markdown?.preprocessor;
    return typeof pre === 'function' ? [pre as (args: { filePath: string; fileContent: string }) => unknown] : [];
  })[0];
  if (!fn) return undefined;
  return (text, file, relFile) => {
    let out: unknown;
    try {
      out = fn({ filePath: file, fileContent: text });
    } catch (error) {
      throw failed(
        relFile,
        `it threw: ${(error as Error)?.message ?? String(error)}`,
        thrownInSite(error, ctx.siteDir),
      );
    }
    if (typeof out !== 'string')
      throw failed(relFile, `it gave ${out instanceof Promise ? 'a promise' : typeof out}, not the text`, undefined);
    return out;
  };
}

/** The body of the preprocessed text: after the same front matter block (else the text from where the body started). */
export function preprocessedBody(pre: string, text: string, bodyStart: number): string {
  return pre.startsWith(text.slice(0, bodyStart)) ? pre.slice(bodyStart) : pre.slice(Math.min(bodyStart, pre.length));
}

function failed(relFile: string, what: string, at: { file?: string; line?: number; column?: number } | undefined) {
  return new DocgenError([
    {
      name: 'MarkdownPreprocessorFailed',
      severity: 'error',
      message: `The markdown preprocessor failed on ${relFile}: ${what}.`,
      ...(at ?? { file: relFile }),
      why: "docgen gives each markdown file's text to the site's markdown.preprocessor (Docusaurus 3) before compiling it; it must return the text, synchronously.",
      fix: 'fix the preprocessor at the line shown; it gets { filePath, fileContent } and returns a string.',
    },
  ]);
}
