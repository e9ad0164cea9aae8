import { isExternalHref, pathnameOf } from '@docgen/shared';
import type { MarkdownFileContext } from '../context.js';
import { fileLine } from '../context.js';

/** Hrefs that run code (whitespace and case as browsers tolerate them). */
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data)\s*:/i;
/** Docusaurus' `pathname://` links: a site path the build neither rewrites nor checks. */

export interface SourcePoint {
  line?: number | undefined;
  column?: number | undefined;
}

/** Where a soft link was written, when a plugin knows: a file of the site, and the line and column in it. */
export interface SoftPlace {
  file: string;
  line: number;
  column: number;
  /** The href as that file writes it, when the plugin publishes another (see `WRITTEN_LINK`). */
  original?: string;
}

/**
 * What one link written in a page becomes, wherever it was written (a markdown link, raw HTML,
 * a JSX `<a href>` or `<Link to>` of MDX): `undefined` drops the href (it runs code, an
 * UnsafeLink error), else the href to publish; internal ones are recorded for the link checker.
 */
export function publishHref(
  ctx: MarkdownFileContext,
  seen: string,
  at: SourcePoint,
  soft: boolean | SoftPlace = false,
): string | undefined {
  // A link to a Markdown file the site's plugins saw as its page's URL is checked as written.
  const original = ctx.writtenAs?.get(seen) ?? seen;
  const line = fileLine(ctx, at.line);
  const column = at.column ?? 1;
  if (SCRIPT_URL.test(original)) {
    // Runs code in the reader's page on a click: never published (Docusaurus refuses it too).
    ctx.diagnostics.push({
      name: 'UnsafeLink',
      severity: 'error',
      message: `Link "${original.slice(0, 60)}" runs code when clicked.`,
      file: ctx.relFile,
      line,
      column,
      why: 'javascript:, vbscript: and data: links run in the reader’s page; docgen does not publish them.',
      fix: 'link to a page or a file; put interactive code in a React page or a theme island.',
    });
    return undefined;
  }
  const path = pathnameOf(original);
  if (path !== undefined) {
    // Docusaurus' escape hatch: the path is written out as it is (the base URL in front, as
    // Docusaurus' Link adds it) and not checked.
    const href = ctx.sitePath ? ctx.sitePath(path) : path;
    ctx.links.push({ href, line, column, original, unchecked: true });
    return href;
  }
  if (isExternalHref(original)) return original;
  const resolved = ctx.resolveLink(original);
  if (resolved && 'error' in resolved) {
    ctx.diagnostics.push({ ...resolved.error, file: ctx.relFile, line, column });
    // Reported here with its position: the link stage does not report it a second time.
    ctx.links.push({ href: original, line, column, original, unchecked: true });
    return original;
  }
  // Resolved all the same, with something to tell at the link (a path in another letter case).
  if (resolved?.warning) ctx.diagnostics.push({ ...resolved.warning, file: ctx.relFile, line, column });
  const href = resolved ? resolved.href : original;
  const written = typeof soft === 'object' ? soft : undefined;
  ctx.links.push({
    href,
    line: written?.line ?? line,
    column: written?.column ?? column,
    original: written?.original ?? original,
    ...(soft ? { soft: true as const } : {}),
    ...(written ? { file: written.file } : {}),
  });
  return href;
}
