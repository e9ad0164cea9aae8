import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { installCommand } from '../util/module-error.js';
import { relPosix } from '../util/paths.js';
import type { SassResult } from './sass.js';

/** A Less stylesheet (`.less`), as docusaurus-plugin-less compiles them. */
export const LESS_FILE = /\.less$/i;

interface LessError {
  message: string;
  filename?: string;
  /** 1-based. */
  line?: number;
  /** 0-based. */
  column?: number;
}

interface LessCompiler {
  render(
    input: string,
    options: { filename: string; paths: string[]; syncImport: boolean },
    callback: (error: LessError | null, output?: { css: string; imports: string[] }) => void,
  ): void;
}

/** The site's own `less` package, from the site folder up (docgen ships no Less compiler). */
function siteLess(siteDir: string): LessCompiler | undefined {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', 'less', 'package.json');
    if (fs.existsSync(file)) return createRequire(file)('less') as LessCompiler;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * One Less file to CSS with the site's `less` (its `@import`s resolved from the file's folder,
 * the site folder and node_modules), in the shape of a Sass compile: without `less` installed,
 * an error that says to install it; a Less error at its line in the Less file.
 */
export function compileLess(siteDir: string, file: string): SassResult {
  const rel = relPosix(siteDir, file);
  const less = siteLess(siteDir);
  const why =
    'docgen compiles .less files (and *.module.less CSS modules) with the site’s own "less" package, as docusaurus-plugin-less does';
  if (!less)
    return {
      files: [file],
      errors: [
        {
          text: `${rel} is a Less file, and the package "less" is not installed.`,
          detail: {
            why: `${why}; the site folder has none.`,
            fix: `install it in the site folder: ${installCommand('less', siteDir)}`,
          },
        },
      ],
    };
  let result: SassResult | undefined;
  // With syncImport and no plugins, Less renders before render() returns.
  less.render(
    fs.readFileSync(file, 'utf8'),
    { filename: file, paths: [siteDir, path.join(siteDir, 'node_modules')], syncImport: true },
    (error, output) => {
      if (output) {
        result = { css: output.css, files: [file, ...output.imports.map((f) => path.resolve(f))], notes: [] };
        return;
      }
      const at = error?.filename && path.isAbsolute(error.filename) ? error.filename : file;
      const lineText =
        error?.line && fs.existsSync(at) ? (fs.readFileSync(at, 'utf8').split('\n')[error.line - 1] ?? '') : '';
      result = {
        files: [file, ...(at === file ? [] : [at])],
        errors: [
          {
            text: `${relPosix(siteDir, at)} does not compile with Less: ${error?.message ?? 'unknown error'}`,
            ...(error?.line ? { location: { file: at, line: error.line, column: error.column ?? 0, lineText } } : {}),
            detail: {
              why: `${why}.`,
              fix: `fix ${relPosix(siteDir, at)}${error?.line ? `:${error.line}:${(error.column ?? 0) + 1}` : ''} as the message says.`,
            },
          },
        ],
      };
    },
  );
  return (
    result ?? {
      files: [file],
      errors: [
        { text: `${rel} did not compile with Less at once.`, detail: { why: `${why}.`, fix: 'check the file.' } },
      ],
    }
  );
}
