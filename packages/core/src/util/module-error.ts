import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '@docgen/diagnostics';
import { relPosix } from './paths.js';

type Place = Pick<Diagnostic, 'file' | 'line' | 'column'>;

/**
 * Where in the site's sources a module compiled by `loadSiteModule` threw: the first frame of
 * the stack in the compiled file, mapped back through its inline source map (Node's own
 * `SourceMap`, no global `--enable-source-maps`).
 */
export function thrownAt(error: unknown, compiledFile: string, siteDir: string): Place | undefined {
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return undefined;
  const name = path.basename(compiledFile).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`${name}(?:\\?[^:]*)?:(\\d+):(\\d+)`).exec(stack);
  if (!frame) return undefined;
  const code = fs.readFileSync(compiledFile, 'utf8');
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(code);
  if (!inline) return undefined;
  const map = new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')));
  const entry = map.findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  if (!entry.originalSource || entry.originalLine === undefined) return undefined;
  const source = entry.originalSource.startsWith('file:')
    ? fileURLToPath(entry.originalSource)
    : path.resolve(siteDir, entry.originalSource);
  return { file: relPosix(siteDir, source), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}

/** The package of a "Cannot find package 'x'" error (Node's ESM loader), if that is what it is. */
export function missingPackageOf(error: unknown): string | undefined {
  const err = error as { code?: string; message?: string };
  if (err?.code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  return /Cannot find package '([^']+)'/.exec(err.message ?? '')?.[1];
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
 * (looked for from the site folder up), npm when there is none.
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
  return `${cd ? `cd ${cd} && ` : ''}${command} ${pkg}`;
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
