import type { Element } from 'hast';
import type { Diagnostic } from '@docgen/diagnostics';
import { isExternalHref } from '@docgen/shared';
import { fileLine, type MarkdownFileContext } from '../context.js';

/**
 * Whether an `<img>` element was written as HTML in the markdown (`<img src="/img/a.png">`), not
 * as `![alt](src)`: Docusaurus checks only the latter (its image plugin reads Markdown images), and
 * writes an HTML one's src as it is, so a missing file breaks no build there.
 */
export function isHtmlImage(node: Element): boolean {
  return (node.data as { htmlImage?: boolean } | undefined)?.htmlImage === true;
}

/**
 * A JSX `<img src>` (or one written as HTML in Markdown) that names no file: a warning, as
 * Docusaurus writes the src as it is without looking (its build passes, the browser shows a broken
 * image). A relative src is named with the URL the browser fetches it from, and a static path that
 * holds it is suggested.
 */
export function jsxImageMissing(
  ctx: MarkdownFileContext,
  src: string,
  at: { line?: number; column?: number },
  pageUrl: string | undefined,
  written: 'JSX' | 'HTML' = 'JSX',
): Diagnostic {
  const rooted = pageUrl !== undefined ? `/${src.replace(/^(\.\.?\/)+/, '')}` : undefined;
  return {
    name: 'BrokenImage',
    severity: 'warning',
    message: `Image "${src}" does not exist${pageUrl !== undefined ? `: not beside the file, and the page fetches it from ${pageUrl}, which is no file of the site` : ''}.`,
    file: ctx.relFile,
    line: fileLine(ctx, at.line),
    column: at.column,
    why: `${written === 'HTML' ? 'An' : 'A'} ${written} <img src> is resolved relative to the file, then (a relative one) from the page's URL, as the browser fetches it (or from the static folder for paths starting with "/"); Docusaurus writes it as it is, so its build passes with a broken image.`,
    fix:
      rooted !== undefined && ctx.resolveImage(rooted)
        ? `write "${rooted}", the static file it names from the site's root.`
        : (nearImageFix(ctx, src) ?? 'fix the path, relative to the file, or from static/ with a leading "/".'),
  };
}

/** "did you mean …?" with the src naming a file of nearly that name (its case: hosts tell them apart), if any. */
export function nearImageFix(ctx: MarkdownFileContext, src: string): string | undefined {
  const near = ctx.nearImage?.(src);
  if (near === undefined) return undefined;
  const caseOnly = near.toLowerCase() === src.toLowerCase();
  return `did you mean "${near}"?${caseOnly ? ' The names differ in case: a case-insensitive disk finds the file, the host serving the site does not.' : ''}`;
}

/** Elements whose `src` the browser fetches as the page loads, besides images. */
const LOADED_SRC = new Set(['script', 'video', 'audio', 'source', 'track', 'embed']);

/**
 * A `BrokenAsset` warning for an element of `LOADED_SRC` whose `src`, written from the site's root
 * (`/js/tabs.js`), names no static file; undefined for any other element or src (a URL, a path
 * relative to the page's URL, which the browser resolves as it pleases).
 */
export function loadedFileMissing(
  ctx: MarkdownFileContext,
  tag: string,
  src: string,
  at: { line?: number; column?: number },
): Diagnostic | undefined {
  if (!LOADED_SRC.has(tag) || !src.startsWith('/') || src.startsWith('//') || isExternalHref(src)) return undefined;
  if (ctx.resolveImage(src)) return undefined;
  return {
    name: 'BrokenAsset',
    severity: 'warning',
    message: `<${tag} src="${src}"> names no file of the static folder.`,
    file: ctx.relFile,
    line: fileLine(ctx, at.line),
    column: at.column,
    why: `the browser asks for ${src} on every visit to the page and gets a 404; a path from the site's root is a file of static/ (Docusaurus writes the element as it is and does not check it).`,
    fix: nearImageFix(ctx, src) ?? `add static${src.split(/[?#]/)[0]}, or correct the path.`,
  };
}
