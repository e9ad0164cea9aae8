import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '@docgen/diagnostics';
import { relPosix } from './paths.js';
import { findPackageRoot } from './package-root.js';

export type Place = Pick<Diagnostic, 'file' | 'line' | 'column'>;

/**
 * Where in the site's own code an error was thrown (its config, sidebars, a plugin's hook, a
 * React page or a theme override): the first frame of the stack in the site's files. A frame in
 * a module compiled into `<site>/.docgen/modules/` is mapped back through its inline source map
 * (Node's own `SourceMap`); a frame already mapped (`--enable-source-maps`, vitest) is taken as
 * it is. Frames in node_modules (a library the code called) are passed over.
 */
export function thrownInSite(error: unknown, siteDir: string): Place | undefined {
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return undefined;
  const site = path.resolve(siteDir) + path.sep;
  const modules = path.join(site, '.docgen', 'modules') + path.sep;
  for (const m of stack.matchAll(/(file:\/\/)?(\/[^\s()]+?)(?:\?[^\s():]*)?:(\d+):(\d+)/g)) {
    const file = m[1] ? fileURLToPath(`file://${m[2]}`) : m[2]!;
    const [line, column] = [Number(m[3]), Number(m[4])];
    if (!file.startsWith(site)) continue;
    if (file.startsWith(modules)) {
      const place = fs.existsSync(file) ? mapped(file, line, column, siteDir) : undefined;
      if (place) return place;
    } else if (!/[\\/](?:node_modules|\.docgen)[\\/]/.test(file.slice(site.length - 1)))
      return { file: relPosix(siteDir, file), line, column };
  }
  return undefined;
}

/** The folder of docgen's own packages (`packages/` of the repository, `node_modules/@docgen/` of a site). */
const DOCGEN_PACKAGES = path.dirname(findPackageRoot(fileURLToPath(import.meta.url))) + path.sep;

/**
 * The files an error's stack names, in order (`node:` internals left out): where it was made
 * tells docgen's bugs (a frame in its packages) from faults of code it ran.
 */
export function stackFiles(error: unknown): string[] {
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return [];
  // A path starts a frame's place (after a space or a parenthesis): `node:internal/child_process` is none.
  return [...stack.matchAll(/(?<=[\s(])(file:\/\/)?(\/[^\s()]+?)(?:\?[^\s():]*)?:\d+:\d+/g)].map((m) =>
    m[1] ? fileURLToPath(`file://${m[2]}`) : m[2]!,
  );
}

/** Whether docgen's own code is on the error's stack (then an unexpected error is docgen's bug). */
export function thrownByDocgen(error: unknown): boolean {
  return stackFiles(error).some((file) => file.startsWith(DOCGEN_PACKAGES));
}

/** A place in a compiled module, in the site's source it was compiled from. */
function mapped(compiledFile: string, line: number, column: number, siteDir: string): Place | undefined {
  const code = fs.readFileSync(compiledFile, 'utf8');
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(code);
  if (!inline) return undefined;
  const map = new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')));
  const entry = map.findEntry(line - 1, column - 1) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  if (!entry.originalSource || entry.originalLine === undefined) return undefined;
  // A module of a plugin's namespace (`virtual:docgen-absent:…`, a stand-in) is no file of the site.
  if (/^[a-z][\w-]*:/i.test(entry.originalSource) && !entry.originalSource.startsWith('file:')) return undefined;
  // esbuild names sources relative to the compiled file (its outdir).
  const source = entry.originalSource.startsWith('file:')
    ? fileURLToPath(entry.originalSource)
    : path.resolve(path.dirname(compiledFile), entry.originalSource);
  const rel = relPosix(siteDir, source);
  // A package's file is not where the site's code went wrong: the site's own frame further down is.
  if (rel.startsWith('../') || /(?:^|\/)(?:node_modules|\.docgen)\//.test(rel)) return undefined;
  return { file: rel, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}

/**
 * The package of a "Cannot find package 'x'" error (Node's ESM loader) or of a `require` of a
 * package that is not installed ("Cannot find module 'x'"), if that is what it is.
 */
export function missingPackageOf(error: unknown): string | undefined {
  const err = error as { code?: string; message?: string };
  if (err?.code === 'ERR_MODULE_NOT_FOUND') return /Cannot find package '([^']+)'/.exec(err.message ?? '')?.[1];
  if (err?.code !== 'MODULE_NOT_FOUND') return undefined;
  const specifier = /Cannot find module '([^']+)'/.exec(err.message ?? '')?.[1];
  // A path or a URL (`file:///…/react/index.js`) names a file, not a package to install.
  if (!specifier || /^[./]|^[A-Za-z]:[\\/]|^[a-z][a-z0-9+.-]+:/i.test(specifier)) return undefined;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** Where one of the site's files imports the package `pkg` (a static import, a dynamic import or a require). */
export function importOf(pkg: string, files: readonly string[], siteDir: string): Place | undefined {
  const quoted = new RegExp(`(['"\`])${pkg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:/[^'"\`]*)?\\1`);
  for (const file of files) {
    if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const lines = text.split('\n');
    for (const [index, line] of lines.entries()) {
      const m = quoted.exec(line);
      if (m) return { file: relPosix(siteDir, file), line: index + 1, column: m.index + 1 };
    }
  }
  return undefined;
}

/**
 * The command that installs `pkg` in the site with the package manager its lockfile names
 * (looked for from the site folder up), npm when there is none. A module of a package
 * (`tailwindcss/nesting`) installs the package: `npm install tailwindcss/nesting` would fetch a
 * GitHub repository of that name.
 */
export function installCommand(pkg: string, siteDir: string): string {
  const managers: [string, string][] = [
    ['pnpm-lock.yaml', 'pnpm add'],
    ['yarn.lock', 'yarn add'],
    ['bun.lock', 'bun add'],
    ['bun.lockb', 'bun add'],
    ['package-lock.json', 'npm install'],
  ];
  let command = 'npm install';
  search: for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    for (const [lockfile, add] of managers) {
      if (fs.existsSync(path.join(dir, lockfile))) {
        command = add;
        break search;
      }
    }
    if (path.dirname(dir) === dir) break;
  }
  const cd = path.relative(process.cwd(), siteDir);
  const name = /^(@[^/]+\/)?[^/@.][^/]*\//.exec(pkg)?.[0].slice(0, -1) ?? pkg;
  return `${cd ? `cd ${cd} && ` : ''}${command} ${name}`;
}

/**
 * The site's `node_modules` links that lead nowhere: a folder copied with its node_modules
 * (pnpm links every package into a store elsewhere, which the copy does not have).
 */
export function brokenLinks(siteDir: string): string[] {
  const root = path.join(siteDir, 'node_modules');
  const broken: string[] = [];
  const visit = (dir: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink() && !fs.existsSync(full)) broken.push(relPosix(siteDir, full));
      else if (depth === 0 && entry.name.startsWith('@') && entry.isDirectory()) visit(full, 1);
    }
  };
  visit(root, 0);
  return broken.sort();
}
