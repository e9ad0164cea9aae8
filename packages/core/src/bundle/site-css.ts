import fs from 'node:fs';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { type Diagnostic, offsetToPosition } from '@docgen/diagnostics';
import { siteHref } from '../routes/base-url.js';
import { cssRequest, cssUrlCandidates, cssUrlFile, NOT_A_FILE, urlLookedFor } from '../mdx/css-urls.js';
import { type PostCssResult, sitePostCss, toolDirectiveAt } from '../styles/postcss.js';
import { compileSass, SASS_FILE, type SassNote } from '../styles/sass.js';
import { hoistLateImports } from '../styles/css-import-order.js';
import { stylesheetWarnings } from '../styles/css-warnings.js';
import { relPosix } from '../util/paths.js';
import { configPlace, missingEntry } from './site-entries.js';
import { staticOutPath } from '../util/static-dirs.js';
import { infimaVariablesStylesheet } from '../docusaurus/infima.js';

/** The site's own stylesheets (`customCss`), for the bundle stage's CSS build. */
export interface SiteCss {
  /** The stylesheets, absolute, after the theme's. */
  files: string[];
  /**
   * The CSS build's plugin: Sass compiled, the site's PostCSS plugins run (not over `theme`'s
   * own stylesheets), `url()`s found; problems go to `found`, files read to `read`.
   */
  plugin(found: Diagnostic[], read: string[], theme?: (file: string) => boolean): Plugin;
  /** The file of Infima's variables, for stylesheets written against them (`infimaVariablesStylesheet`). */
  infimaVariables(): string;
  /** The CSS build's warnings on the site's stylesheets (`stylesheetWarnings`); `workingDir`: its `absWorkingDir`. */
  warningsOf(warnings: readonly Message[], workingDir: string): Diagnostic[];
}

/**
 * `customCss` (Docusaurus' `theme.customCss`): each file, after the theme's stylesheets. A `.scss`
 * or `.sass` file is compiled with the site's own `sass` (docusaurus-plugin-sass). The site's
 * PostCSS config (Tailwind) runs over them and what they import; without one, a Tailwind
 * directive is an UnprocessedStylesheet warning at its line. A `url()` is
 * found as Docusaurus' css-loader finds it (`cssUrlFile`): a file of static/ keeps its URL (the
 * base URL in front), any other is copied by esbuild; one found nowhere is left as written and
 * told. A missing file is an InvalidConfigValue at its entry. `given`: `siteStylesheetEntries`.
 */
export function siteCss(
  ctx: SiteContext,
  given: readonly { entry: string; key: string }[],
  diagnostics: Diagnostic[],
): SiteCss | undefined {
  if (given.length === 0) return undefined;
  const files: string[] = [];
  for (const { entry, key } of given) {
    const file = path.resolve(ctx.siteDir, entry);
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      files.push(file);
      continue;
    }
    diagnostics.push(missingEntry(ctx, key, entry));
  }
  // Stylesheets Sass or the site's PostCSS rewrote: esbuild's lines are not theirs.
  const rewritten = new Set<string>();
  return {
    files,
    infimaVariables: () => infimaVariablesStylesheet(ctx).file,
    warningsOf: (warnings, workingDir) => stylesheetWarnings(ctx, warnings, workingDir, rewritten),
    plugin: (found, read, theme = () => false) => ({
      name: 'docgen-site-css',
      setup(build) {
        const postCss = sitePostCss(ctx.siteDir);
        let configTold = false;
        /** The site's PostCSS over one stylesheet's CSS; undefined: the CSS as it is. */
        const processed = async (css: string, file: string): Promise<string | undefined> => {
          const setup = await postCss;
          if (setup && 'run' in setup) {
            const result: PostCssResult = await setup.run(css, file);
            read.push(...result.files);
            if ('css' in result) {
              rewritten.add(file);
              return result.css;
            }
            found.push(stylesheetError(ctx, result.errors[0]!, file));
            return undefined;
          }
          if (setup && !configTold) {
            configTold = true;
            // The cached bundle keeps this error only while the package is still missing.
            read.push(...setup.watch);
            found.push({
              name: 'StylesheetError',
              severity: 'error',
              message: setup.message,
              ...(setup.file ? { file: relPosix(ctx.siteDir, setup.file) } : {}),
              why: "docgen runs the plugins of the site's PostCSS config over its stylesheets, as Docusaurus does.",
              fix: setup.fix,
            });
          }
          if (!setup) {
            const at = toolDirectiveAt(css);
            if (at) found.push(unprocessed(ctx, file, at));
          }
          return undefined;
        };
        build.onLoad({ filter: SASS_FILE }, async (args) => {
          const sass = compileSass(ctx.siteDir, args.path);
          if ('errors' in sass) {
            const e = sass.errors[0]!;
            const told = e.detail as { why: string; fix: string };
            const missing = /is not installed/.test(e.text ?? '');
            found.push({
              name: missing ? 'PackageNotFound' : 'StylesheetError',
              severity: 'error',
              message: missing ? `customCss: ${e.text}` : (e.text ?? ''),
              ...(missing || !e.location
                ? configPlace(ctx, relPosix(ctx.siteDir, args.path))
                : {
                    file: relPosix(ctx.siteDir, e.location.file ?? args.path),
                    line: e.location.line ?? 1,
                    column: (e.location.column ?? 0) + 1,
                  }),
              why: told.why,
              fix: told.fix,
            });
            read.push(...sass.files);
            return { contents: '', loader: 'css' };
          }
          read.push(...sass.files);
          rewritten.add(args.path);
          for (const note of sass.notes) found.push(sassWarning(ctx, note));
          const own = hoistLateImports(sass.css);
          const css = (await processed(own, args.path)) ?? own;
          return { contents: css, loader: 'css', resolveDir: path.dirname(args.path) };
        });
        build.onLoad({ filter: /\.css$/ }, async (args) => {
          if (theme(args.path)) return undefined;
          const own = hoistLateImports(fs.readFileSync(args.path, 'utf8'));
          const css = (await processed(own, args.path)) ?? own;
          return { contents: css, loader: 'css', resolveDir: path.dirname(args.path) };
        });
        build.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind !== 'url-token' || NOT_A_FILE.test(args.path)) return undefined;
          const file = cssUrlFile(ctx, args.resolveDir, args.path);
          read.push(...cssUrlCandidates(ctx, args.resolveDir, args.path));
          const published = file === undefined ? undefined : staticOutPath(ctx, file);
          if (published !== undefined) return { path: siteHref(ctx, `/${published}`), external: true };
          if (file) return { path: file };
          found.push(urlNotFound(ctx, args.importer, args.path));
          return { path: args.path, external: true };
        });
      },
    }),
  };
}

/** An `@warn` of a Sass stylesheet of the site, at its line. */
function sassWarning(ctx: SiteContext, note: SassNote): Diagnostic {
  return {
    name: 'SassWarning',
    severity: 'warning',
    message: `Sass @warn: ${note.message}`,
    file: relPosix(ctx.siteDir, note.file),
    line: note.line,
    column: note.column,
    why: 'An @warn rule of the stylesheet ran while the site’s "sass" package compiled it.',
    fix: 'do what the message asks, or remove the @warn rule.',
  };
}

function urlNotFound(ctx: SiteContext, stylesheet: string, url: string): Diagnostic {
  let text = '';
  try {
    text = fs.readFileSync(stylesheet, 'utf8');
  } catch {
    // Compiled from Sass: the file is the place.
  }
  const offset = text.indexOf(url);
  const clean = cssRequest(url).replace(/[?#].*$/, '');
  return {
    name: 'StylesheetError',
    severity: 'warning',
    message: `url(${url}) names no file: ${urlLookedFor(ctx, path.dirname(stylesheet), url)}; it is left as written.`,
    file: relPosix(ctx.siteDir, stylesheet),
    ...(offset >= 0 ? offsetToPosition(text, offset) : {}),
    why: "A stylesheet's url() is looked for as Docusaurus' css-loader does: beside the stylesheet, then in packages; from the root in static/, then in the site folder.",
    fix: clean.startsWith('/')
      ? 'put the file in static/, or correct the path.'
      : 'correct the path, or create the file.',
  };
}

function stylesheetError(
  ctx: SiteContext,
  e: { text?: string; location?: { file?: string; line?: number; column?: number } | null; detail?: unknown },
  file: string,
): Diagnostic {
  const told = e.detail as { why: string; fix: string };
  return {
    name: 'StylesheetError',
    severity: 'error',
    message: e.text ?? 'PostCSS failed.',
    file: relPosix(ctx.siteDir, e.location?.file ?? file),
    line: e.location?.line ?? 1,
    column: (e.location?.column ?? 0) + 1,
    why: told.why,
    fix: told.fix,
  };
}

function unprocessed(
  ctx: SiteContext,
  file: string,
  at: { line: number; column: number; directive: string },
): Diagnostic {
  return {
    name: 'UnprocessedStylesheet',
    severity: 'warning',
    message: `${at.directive} is a Tailwind directive, and the site has no PostCSS config to run Tailwind: it is left as written and its classes get no styles.`,
    file: relPosix(ctx.siteDir, file),
    line: at.line,
    column: at.column,
    why: "docgen runs the plugins of the site's PostCSS config (postcss.config.js, .postcssrc, package.json's \"postcss\") over its stylesheets, as Docusaurus does; Docusaurus sites often add Tailwind in a plugin's configurePostCss instead, which docgen does not run.",
    fix: 'add a postcss.config.js beside package.json (`module.exports = { plugins: { tailwindcss: {}, autoprefixer: {} } }`) and install the plugins; `docgen migrate docusaurus` writes it from a configurePostCss plugin.',
  };
}
