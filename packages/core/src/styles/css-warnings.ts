import path from 'node:path';
import type { Message } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';

const STYLESHEET = /\.(css|s[ac]ss|less)$/i;

/**
 * esbuild's warnings on the site's own stylesheets (`customCss`, a component's CSS or CSS
 * module), each a StylesheetWarning at its line: what esbuild warns of is a rule the browser
 * ignores or reads otherwise than written (a syntax error that drops a declaration, `//` as a
 * comment, an `@import` after other rules), which the build would otherwise publish without a
 * word. Packages' stylesheets are not the site's to fix; a stylesheet the site's PostCSS rewrote
 * (`rewritten`) is named without a line, its lines being the PostCSS output's.
 */
export function stylesheetWarnings(
  ctx: SiteContext,
  warnings: readonly Message[],
  /** The folder esbuild's locations are relative to (its `absWorkingDir`). */
  workingDir: string,
  rewritten: ReadonlySet<string> = new Set(),
  /** The stylesheet a file esbuild read stands for (a CSS module's scoped copy: `scopedCssModules`). */
  realFile: (file: string) => string = (f) => f,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const w of warnings) {
    const at = w.location;
    if (!at?.file || !STYLESHEET.test(at.file.replace(/\?.*$/, ''))) continue;
    const file = realFile(path.resolve(workingDir, at.file.replace(/^[\w-]+:/, '')));
    const rel = relPosix(ctx.siteDir, file);
    if (rel.startsWith('..') || rel.split('/').includes('node_modules')) continue;
    const exact = !rewritten.has(file);
    out.push({
      name: 'StylesheetWarning',
      severity: 'warning',
      message: `${w.text}${exact || !at.lineText ? '' : ` (at "${at.lineText.trim().slice(0, 60)}")`}.`.replace(
        /\.\.$/,
        '.',
      ),
      file: rel,
      ...(exact ? { line: at.line, column: at.column + 1 } : {}),
      why: `esbuild, bundling the site's stylesheets, found ${w.id ? `"${w.id}": ` : ''}a rule the browser ignores or reads otherwise than written${w.notes[0]?.text ? ` (${w.notes[0].text})` : ''}.`,
      fix: exact
        ? 'correct the stylesheet at the line shown.'
        : `Sass or the site's PostCSS rewrote this stylesheet, so esbuild's lines are not the file's: look for the rule${at.lineText ? ' quoted' : ''} in the file; one a PostCSS plugin made (Tailwind's utilities) is fixed in that plugin's input (its config, the classes the site uses).`,
    });
  }
  return out;
}
