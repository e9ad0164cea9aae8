import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PartialMessage } from 'esbuild';
import { installCommand } from '../util/module-error.js';
import { relPosix } from '../util/paths.js';

/** A Sass stylesheet (`.scss`, `.sass`), as docusaurus-plugin-sass compiles them. */
export const SASS_FILE = /\.s[ac]ss$/i;

interface SassCompiler {
  compile(
    file: string,
    options: {
      loadPaths?: string[];
      style?: 'expanded' | 'compressed';
      sourceMap?: boolean;
      importers?: { findFileUrl(url: string): URL | null }[];
    },
  ): { css: string; loadedUrls: URL[] };
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

/** Compiled CSS and the files it was made of, or esbuild's error (at the fault, or at the import). */
export type SassResult = { css: string; files: string[] } | { errors: PartialMessage[]; files: string[] };

/**
 * One Sass file to CSS with the site's `sass` (its `@use`/`@import` resolved from the file's
 * folder, the site folder and node_modules, as sass-loader does). Without `sass` installed, an
 * error that says to install it; a Sass error at its line in the Sass file.
 */
export function compileSass(siteDir: string, file: string): SassResult {
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
  try {
    const out = sass.compile(file, {
      loadPaths: [siteDir, path.join(siteDir, 'node_modules')],
      style: 'expanded',
      sourceMap: false,
      importers: [siteImporter(siteDir)],
    });
    const files = out.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u));
    return { css: out.css, files: files.includes(file) ? files : [file, ...files] };
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
