import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PartialMessage } from 'esbuild';
import { installCommand } from '../util/module-error.js';
import { compileLess, LESS_FILE } from './less.js';
import { relPosix } from '../util/paths.js';

/**
 * A stylesheet docgen compiles to CSS: Sass (`.scss`, `.sass`), as docusaurus-plugin-sass does,
 * and Less (`.less`, docusaurus-plugin-less: see less.ts).
 */
export const SASS_FILE = /\.(?:s[ac]ss|less)$/i;

interface SassSpan {
  url?: URL | null;
  start: { line: number; column: number };
}

interface SassWarnOptions {
  deprecation: boolean;
  deprecationType?: { id: string };
  span?: SassSpan;
  /** `src/css/_fonts.scss 2:1  @import` lines, innermost first (paths from the working folder). */
  stack?: string;
}

interface SassCompiler {
  compile(
    file: string,
    options: {
      loadPaths?: string[];
      style?: 'expanded' | 'compressed';
      sourceMap?: boolean;
      importers?: { findFileUrl(url: string): URL | null }[];
      quietDeps?: boolean;
      verbose?: boolean;
      logger?: {
        warn(message: string, options: SassWarnOptions): void;
        debug(message: string, options: { span: SassSpan }): void;
      };
    },
  ): { css: string; loadedUrls: URL[] };
}

/**
 * An `@warn` of a stylesheet of the site, told as a diagnostic rather than printed. Sass's
 * deprecation warnings (`@import`, global functions such as `map-get`: what Dart Sass 3 will
 * refuse) are not told: the stylesheet compiles with the site's own sass as it is, as it did for
 * Docusaurus, and a warning would fail every `--strict` build of such a site.
 */
export interface SassNote {
  message: string;
  file: string;
  line: number;
  column: number;
}

interface SassException extends Error {
  sassMessage?: string;
  span?: { url?: URL | null; start: { line: number; column: number }; context?: string; text?: string };
}

/**
 * The site's own `sass` package (Docusaurus sites install it for docusaurus-plugin-sass): docgen
 * does not ship a Sass compiler, it uses the one the site chose, from the site folder up.
 */
export function siteSass(siteDir: string): SassCompiler | undefined {
  const found = sassPackages(siteDir).at(-1);
  return found && fs.existsSync(found) ? (createRequire(found)('sass') as SassCompiler) : undefined;
}

/**
 * The `sass/package.json` looked for, from the site folder up (the node_modules folders webpack
 * looks in; NODE_PATH is not the site's), up to the one found: a build that did not find it is
 * redone once it is installed.
 */
function sassPackages(siteDir: string): string[] {
  const looked: string[] = [];
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', 'sass', 'package.json');
    looked.push(file);
    if (fs.existsSync(file) || path.dirname(dir) === dir) return looked;
  }
}

/**
 * What webpack's resolver gives sass-loader in a Docusaurus site: `@site/x` from the site folder,
 * `~pkg/x` from the node_modules folders up from it (a bare `pkg/x` is a load path).
 */
function siteImporter(siteDir: string): { findFileUrl(url: string): URL | null } {
  return {
    findFileUrl(url) {
      if (url.startsWith('@site/')) return pathToFileURL(path.join(siteDir, url.slice('@site/'.length)));
      if (!url.startsWith('~')) return null;
      for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
        const base = path.join(dir, 'node_modules');
        if (fs.existsSync(path.join(base, url.slice(1).split('/')[0]!)))
          return pathToFileURL(path.join(base, url.slice(1)));
        if (path.dirname(dir) === dir) return null;
      }
    },
  };
}

/** Where a warning points: its span, else the first line of its stack (an `@warn` has only that). */
function warnedAt(options: SassWarnOptions, entry: string): { file: string; line: number; column: number } {
  const span = options.span;
  if (span?.url?.protocol === 'file:')
    return { file: fileURLToPath(span.url), line: span.start.line + 1, column: span.start.column + 1 };
  const top = /^(\S.*?) (\d+):(\d+) /.exec(options.stack ?? '');
  if (!top) return { file: entry, line: 1, column: 1 };
  const file = top[1]!.startsWith('file:') ? fileURLToPath(top[1]!) : path.resolve(top[1]!);
  return { file, line: Number(top[2]), column: Number(top[3]) };
}

/** Compiled CSS and the files it was made of, or esbuild's error (at the fault, or at the import). */
export type SassResult =
  | { css: string; files: string[]; notes: SassNote[] }
  | { errors: PartialMessage[]; files: string[] };

/**
 * One Sass file to CSS with the site's `sass` (its `@use`/`@import` resolved from the file's
 * folder, the site folder and node_modules, as sass-loader does). Without `sass` installed, an
 * error that says to install it; a Sass error at its line in the Sass file.
 */
export function compileSass(siteDir: string, file: string): SassResult {
  if (LESS_FILE.test(file)) return compileLess(siteDir, file);
  const sass = siteSass(siteDir);
  const rel = relPosix(siteDir, file);
  if (!sass)
    return {
      files: [file, ...sassPackages(siteDir)],
      errors: [
        {
          text: `${rel} is a Sass file, and the package "sass" is not installed.`,
          detail: {
            why: 'docgen compiles .scss and .sass files (and *.module.scss CSS modules) with the site’s own "sass" package, as docusaurus-plugin-sass does; the site folder has none.',
            fix: `install it in the site folder: ${installCommand('sass', siteDir)}`,
          },
        },
      ],
    };
  const notes: SassNote[] = [];
  try {
    const out = sass.compile(file, {
      loadPaths: [siteDir, path.join(siteDir, 'node_modules')],
      style: 'expanded',
      sourceMap: false,
      importers: [siteImporter(siteDir)],
      // Every deprecation reaches the logger: else Sass adds a warning of its own counting those it left out.
      verbose: true,
      logger: {
        warn(message, options) {
          if (options.deprecation) return;
          const at = warnedAt(options, file);
          // A package's stylesheet is not the site's to fix.
          if (at.file.split(path.sep).includes('node_modules')) return;
          notes.push({ message: message.replace(/\s*\n\s*/g, ' '), ...at });
        },
        debug() {},
      },
    });
    const files = out.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u));
    return { css: out.css, files: files.includes(file) ? files : [file, ...files], notes };
  } catch (error) {
    const e = error as SassException;
    if (!e.sassMessage) throw error;
    const at = e.span?.url && e.span.url.protocol === 'file:' ? fileURLToPath(e.span.url) : file;
    const lineText = fs.existsSync(at) ? (fs.readFileSync(at, 'utf8').split('\n')[e.span!.start.line] ?? '') : '';
    return {
      files: [file, ...(at === file ? [] : [at])],
      errors: [
        {
          text: `${relPosix(siteDir, at)} does not compile with Sass: ${e.sassMessage}`,
          ...(e.span
            ? { location: { file: at, line: e.span.start.line + 1, column: e.span.start.column, lineText } }
            : {}),
          detail: {
            why: 'docgen compiles .scss and .sass files with the site’s own "sass" package, as docusaurus-plugin-sass does.',
            fix: `fix ${relPosix(siteDir, at)}${e.span ? `:${e.span.start.line + 1}:${e.span.start.column + 1}` : ''} as the message says.`,
          },
        },
      ],
    };
  }
}
