import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { aliasOf } from './aliases.js';
import { packageName, sitePackageDir } from '../util/site-package.js';

/** A `require.context(directory, useSubdirectories, regExp, mode)` call whose arguments are literals. */
export interface ContextCall {
  directory: string;
  recursive: boolean;
  regExp: RegExp;
  mode: 'sync' | 'eager' | 'lazy' | 'lazy-once';
  /** Offset just past the call's closing parenthesis. */
  end: number;
}

const MODES = new Set(['sync', 'eager', 'lazy', 'lazy-once']);

/**
 * The arguments of the call whose `(` is at `open`, read as webpack reads them: literals only (a
 * string, a boolean, a regular expression, a mode string), its defaults `true` and `/^\.\/.*$/`.
 * Undefined when one is not a literal webpack could read at build time either, or the mode is
 * `weak` (webpack's modules already loaded elsewhere).
 */
export function parseContextCall(text: string, open: number): ContextCall | undefined {
  let at = open + 1;
  const skip = () => {
    for (;;) {
      const rest = text.slice(at);
      const m = /^(\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
      if (!m) return;
      at += m[0].length;
    }
  };
  const string = (): string | undefined => {
    skip();
    const m = /^(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/.exec(text.slice(at));
    if (!m || (m[1] === '`' && m[2]!.includes('${'))) return undefined;
    at += m[0].length;
    return m[2]!.replace(/\\(.)/g, '$1');
  };
  const comma = (): boolean => {
    skip();
    if (text[at] !== ',') return false;
    at++;
    skip();
    return text[at] !== ')';
  };
  const directory = string();
  if (directory === undefined) return undefined;
  let recursive = true;
  let regExp = /^\.\/.*$/;
  let mode: ContextCall['mode'] = 'sync';
  if (comma()) {
    const bool = /^(true|false)\b/.exec(text.slice(at));
    if (!bool) return undefined;
    recursive = bool[1] === 'true';
    at += bool[0].length;
    if (comma()) {
      const literal = /^\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/([a-z]*)/.exec(text.slice(at));
      if (!literal) return undefined;
      try {
        regExp = new RegExp(literal[1]!, literal[2]!.replace('g', ''));
      } catch {
        return undefined;
      }
      at += literal[0].length;
      if (comma()) {
        const m = string();
        if (m === undefined || !MODES.has(m)) return undefined;
        mode = m as ContextCall['mode'];
      }
    }
  }
  skip();
  if (text[at] === ',') at++;
  skip();
  if (text[at] !== ')') return undefined;
  return { directory, recursive, regExp, mode, end: at + 1 };
}

/**
 * The folder a context names, resolved as webpack resolves its request: relative to the calling
 * file, else through the config's aliases and Docusaurus' `@site/`, else inside a package
 * (`some-package/icons`). Undefined when no folder answers.
 */
export function contextDirectory(ctx: SiteContext, directory: string, from: string): string | undefined {
  if (directory.startsWith('.') || path.isAbsolute(directory)) return path.resolve(path.dirname(from), directory);
  const aliased = aliasOf(ctx, directory, from)?.specifier ?? directory;
  if (aliased.startsWith('.')) return path.resolve(path.dirname(from), aliased);
  if (aliased === '@site' || aliased.startsWith('@site/')) return path.join(ctx.siteDir, aliased.slice('@site'.length));
  // A folder, not a module: found as Node finds the package, whatever its `exports` allow.
  const packageDir = sitePackageDir(path.dirname(from), aliased);
  return packageDir && path.join(packageDir, aliased.slice(packageName(aliased).length));
}

/**
 * The files a context lists, as webpack lists them: keys `./sub/name.ext` relative to the
 * directory, those the regular expression matches, sorted as webpack sorts its context's requests.
 * Undefined when the directory does not exist (webpack's "Module not found").
 */
export function contextKeys(directory: string, recursive: boolean, regExp: RegExp): string[] | undefined {
  if (!fs.statSync(directory, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const keys: string[] = [];
  const visit = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const key = `${prefix}/${entry.name}`;
      const full = path.join(dir, entry.name);
      const stat = entry.isSymbolicLink() ? fs.statSync(full, { throwIfNoEntry: false }) : entry;
      if (stat?.isDirectory()) {
        if (recursive && entry.name !== 'node_modules') visit(full, key);
      } else if (stat?.isFile() && regExp.test(key)) keys.push(key);
    }
  };
  visit(directory, '.');
  return keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * webpack's context function over the modules found: `ctx(key)` (a promise in the lazy modes),
 * `ctx.keys()`, `ctx.resolve(key)`, `ctx.id`. Declared once per file that calls it.
 */
export const CONTEXT_RUNTIME = `function __docgenContext(id, map, lazy) {
  function ctx(key) {
    if (!Object.prototype.hasOwnProperty.call(map, key)) {
      var error = new Error("Cannot find module '" + key + "'");
      error.code = "MODULE_NOT_FOUND";
      if (lazy) return Promise.reject(error);
      throw error;
    }
    return lazy ? Promise.resolve(map[key]) : map[key];
  }
  ctx.keys = function () { return Object.keys(map); };
  ctx.resolve = function (key) { return key; };
  ctx.id = id;
  return ctx;
}`;
