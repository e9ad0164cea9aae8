import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { type Diagnostic, locateInSource, offsetToPosition } from '@docgen/diagnostics';
import { siteHref } from '../routes/base-url.js';
import { cssUrlFile, NOT_A_FILE, urlLookedFor } from '../mdx/css-urls.js';
import { compileSass, SASS_FILE } from '../mdx/sass.js';
import { relPosix } from '../util/paths.js';

/** The site's own stylesheets (`customCss`), for the bundle stage's CSS build. */
export interface SiteCss {
  /** The stylesheets, absolute, after the theme's. */
  files: string[];
  /** The CSS build's plugin: Sass compiled, `url()`s found; problems go to `found`, files read to `read`. */
  plugin(found: Diagnostic[], read: string[]): Plugin;
}

/**
 * `customCss` (Docusaurus' `theme.customCss`): each file, after the theme's stylesheets. A `.scss`
 * or `.sass` file is compiled with the site's own `sass` (docusaurus-plugin-sass). A `url()` is
 * found as Docusaurus' css-loader finds it (`cssUrlFile`): a file of static/ keeps its URL (the
 * base URL in front), any other is copied by esbuild; one found nowhere is left as written and
 * told. A missing file is an InvalidConfigValue at its entry.
 */
export function siteCss(ctx: SiteContext, diagnostics: Diagnostic[]): SiteCss | undefined {
  // A context made by hand (tests, tools) may have no such key.
  const given = ctx.config.customCss ?? [];
  if (given.length === 0) return undefined;
  const files: string[] = [];
  for (const entry of given) {
    const file = path.resolve(ctx.siteDir, entry);
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      files.push(file);
      continue;
    }
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `customCss names "${entry}", which is not a file of the site.`,
      ...configPlace(ctx, entry),
      why: 'customCss lists stylesheets (.css, .scss, .sass) relative to the site folder.',
      fix: 'correct the path, or remove the entry.',
    });
  }
  const staticDir = path.join(ctx.siteDir, 'static');
  return {
    files,
    plugin: (found, read) => ({
      name: 'docgen-site-css',
      setup(build) {
        build.onLoad({ filter: SASS_FILE }, (args) => {
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
          return { contents: sass.css, loader: 'css', resolveDir: path.dirname(args.path) };
        });
        build.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind !== 'url-token' || NOT_A_FILE.test(args.path)) return undefined;
          const file = cssUrlFile(ctx, args.resolveDir, args.path);
          if (file?.startsWith(staticDir + path.sep))
            return { path: siteHref(ctx, `/${relPosix(staticDir, file)}`), external: true };
          if (file) return { path: file };
          found.push(urlNotFound(ctx, args.importer, args.path));
          return { path: args.path, external: true };
        });
      },
    }),
  };
}

function configPlace(ctx: SiteContext, value: string): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  if (!ctx.configFile) return {};
  let text = '';
  try {
    text = fs.readFileSync(ctx.configFile, 'utf8');
  } catch {
    // The config is the place, without a line.
  }
  return { file: relPosix(ctx.siteDir, ctx.configFile), ...locateInSource(text, ['customCss'], value) };
}

function urlNotFound(ctx: SiteContext, stylesheet: string, url: string): Diagnostic {
  let text = '';
  try {
    text = fs.readFileSync(stylesheet, 'utf8');
  } catch {
    // Compiled from Sass: the file is the place.
  }
  const offset = text.indexOf(url);
  const clean = url.replace(/[?#].*$/, '');
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
