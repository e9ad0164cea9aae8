import path from 'node:path';
import type { SourceFile, SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { MarkdownFileContext } from '@docgen/markdown';
import { relPosix } from '../util/paths.js';
import type { BrowserBundleFailure } from './browser.js';
import type { IslandCollector } from './island-runtime.js';
import { CALLED } from './island-errors.js';
import { browserOnlyOrigin } from './browser-only.js';
import { maskCode, positionOf } from './render-error.js';

/** The diagnostics of an MDX page's compile and render, and where in the page they are. */

/**
 * A pattern's first place in the page's body, as a file line and column, outside the file's
 * lines `skip` lists (code the build moved out of the page).
 */
export function placeIn(source: SourceFile, fileCtx: MarkdownFileContext, skip: readonly [number, number][] = []) {
  return (pattern: RegExp | undefined) => {
    const lines = maskCode(source.body).split('\n');
    for (const [from, to] of skip)
      for (let line = from; line <= to; line++) {
        const i = line - fileCtx.lineOffset - 1;
        if (lines[i] !== undefined) lines[i] = ' '.repeat(lines[i]!.length);
      }
    const found = pattern && positionOf(lines.join('\n'), pattern);
    return found ? { line: found.line + fileCtx.lineOffset, column: found.column } : undefined;
  };
}

export function pageCodeNeedsBrowser(
  source: SourceFile,
  use: string,
  place: { line: number; column: number } | undefined,
): Diagnostic {
  return {
    name: 'InteractivePageCode',
    severity: 'warning',
    message: `The page's own code uses ${use}, which does nothing: an MDX page is rendered on the server only.`,
    file: source.relFile,
    ...place,
    why: 'What hydrates in the browser is the site components a page imports, not code written in the page.',
    fix: 'move the component (or the element with its handler) into a file of src/components and import it: it then hydrates as an island.',
  };
}

/** Where the page writes what `browserUseOf` found (`useState()`, `<button onClick>`). */
export function patternOfUse(use: string): RegExp | undefined {
  const call = /(\w+)\(\)$/.exec(use)?.[1];
  if (call) return new RegExp(`\\b${call}\\s*\\(`);
  const handler = /(\w+)>$/.exec(use)?.[1];
  return handler ? new RegExp(`\\b${handler}\\s*=`) : undefined;
}

export function notBundled(ctx: SiteContext, file: string, failure: BrowserBundleFailure): Diagnostic {
  const element = browserOnlyOrigin(file);
  if (element)
    return {
      name: 'BrowserBundleError',
      severity: 'warning',
      message: `The <BrowserOnly> element here cannot be bundled for the browser: ${failure.error}`,
      file: element.file,
      line: element.line,
      column: 1,
      why: 'The children of <BrowserOnly> run in the browser only: they are bundled for it and hydrate; the page shows the fallback alone.',
      fix: 'install the package it names in the site folder, or import only what runs in a browser (no Node modules such as fs).',
    };
  return {
    name: 'BrowserBundleError',
    severity: 'warning',
    message: `${relPosix(ctx.siteDir, file)} cannot be bundled for the browser: ${failure.error}`,
    ...(failure.at ?? { file: relPosix(ctx.siteDir, file) }),
    why: failure.css
      ? 'Site components that need the browser are bundled for it to hydrate; this one renders from the server without hydrating, with its styles.'
      : 'Site components are bundled for the browser for their styles and, when they need the browser, to hydrate; this one renders without them.',
    fix:
      failure.fix ??
      'import only what runs in a browser (no Node modules such as fs), or install the package it names in the site folder.',
  };
}

export function cycle(ctx: SiteContext, file: string): Diagnostic {
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `${relPosix(ctx.siteDir, file)} imports itself (through other MDX files).`,
    why: 'An MDX file cannot contain itself.',
    fix: 'remove the import that closes the loop.',
  };
}

/**
 * An imported MDX file that does not compile, told at the import with its first fault: the
 * fault's own diagnostic may be far down the list (or past the reporter's limit) when many pages
 * import the file.
 */
export function partialFailed(ctx: SiteContext, file: string, cause?: Diagnostic): Diagnostic {
  const at = cause?.file
    ? `${cause.file}${cause.line === undefined ? '' : `:${cause.line}:${cause.column ?? 1}`}: `
    : '';
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: cause
      ? `The imported MDX file ${relPosix(ctx.siteDir, file)} does not compile: ${at}${cause.message}`
      : `The imported MDX file ${relPosix(ctx.siteDir, file)} does not compile (see its own errors).`,
    why: 'An MDX file another imports is compiled with it.',
    ...(cause?.fix ? { fix: cause.fix } : {}),
  };
}

/** An island's problem (a prop the browser cannot get), at the page's element of the component with that attribute, else its first. */
export function islandReport(
  ctx: SiteContext,
  source: SourceFile,
  fileCtx: MarkdownFileContext,
  localNames: ReadonlyMap<string, string[]>,
  at: ReturnType<typeof placeIn>,
): IslandCollector['report'] {
  return ({ module, attribute, ...problem }) => {
    const names = localNames.get(path.join(ctx.siteDir, module)) ?? [];
    const elements = names.map((n) => `<${n.replace('.', '\\.')}\\b`).join('|') || '<';
    const attr = attribute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A call of the export (`{Counter({ start: 3 })}`) is told at the call (the one naming the key).
    const calls = `(?:${names.map((n) => `\\b${n.replace(/[.$]/g, '\\$&')}`).join('|')})\\s*\\(`;
    const key = attribute.slice(CALLED.length);
    const called = attribute.startsWith(CALLED) && names.length > 0;
    fileCtx.diagnostics.push({
      ...problem,
      severity: 'warning',
      file: source.relFile,
      ...((called ? ((key && at(new RegExp(`${calls}[^)]*?\\b${key}\\b`))) ?? at(new RegExp(calls))) : undefined) ??
        at(new RegExp(`(?:${elements})[^>]*?\\s${attr}\\b`)) ??
        at(new RegExp(elements))),
      why: 'A component that needs the browser is hydrated from its props, which travel as JSON in the page.',
    });
  };
}

/** What a Docusaurus stand-in reports of the page (a hook without its data): a warning at the component's element. */
export function stateReport(source: SourceFile, fileCtx: MarkdownFileContext, at: ReturnType<typeof placeIn>) {
  return (message: string, fix?: string, why?: string): void => {
    const tag = /^<([\w.]+)/.exec(message)?.[1];
    fileCtx.diagnostics.push({
      name: 'MdxRenderError',
      severity: 'warning',
      message: `${message}.`,
      file: source.relFile,
      ...at(tag ? new RegExp(`<${tag.replace('.', '\\.')}\\b`) : undefined),
      why: why ?? 'The Docusaurus component or hook needs data this page does not have.',
      ...(fix ? { fix } : {}),
    });
  };
}
