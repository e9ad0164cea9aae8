import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '@docgen/diagnostics';
import { isModuleFile } from './module-format.js';
import { relPosix } from './paths.js';

/** Where Node failed to parse a module: the file, its line and column (1-based), and Node's message. */
export interface UnparsedModule {
  file: string;
  line?: number;
  column?: number;
  message: string;
  /** Not found by parsing: `file` is the package's entry, and the fault in it or in a module it imports. */
  below?: true;
}

/**
 * The file Node could not parse, from a SyntaxError it threw while loading `entry` (a package's
 * file) and what it imports. For CommonJS, Node puts the file and line above the stack
 * (`/site/node_modules/x/index.js:4`), the source line and a caret under it; for an ES module it
 * names no file, which is then found by parsing `entry` and the files it imports by relative
 * path. Node's message (`Unexpected token '<'`) is kept. Undefined for any other error.
 */
export async function unparsedModule(error: unknown, entry?: string): Promise<UnparsedModule | undefined> {
  // Node's SyntaxError of an import that is not a parse failure (a named export it cannot find,
  // which a bundler may still give) is no file to blame, though Node writes its place above the stack.
  if (error instanceof SyntaxError && LINK_ERROR.test(error.message)) return undefined;
  const told = unparsedByStack(error);
  if (told || !(error instanceof SyntaxError)) return told;
  if (!entry) return undefined;
  const found = await firstUnparsable(entry);
  return found ? { ...found, message: error.message } : { file: entry, message: error.message, below: true };
}

const LINK_ERROR = /does not provide an export named|^Named export '[^']+' not found/;

/** The file and line Node wrote above a SyntaxError's stack (a CommonJS file it could not parse), if any. */
export function unparsedByStack(error: unknown): UnparsedModule | undefined {
  if (!(error instanceof SyntaxError) || typeof error.stack !== 'string') return undefined;
  const [head, source, caret] = error.stack.split('\n');
  const at = /^(file:\/\/\/?\S+?|\/\S+?|[A-Za-z]:\\\S+?):(\d+)$/.exec(head ?? '');
  if (!at) return undefined;
  const file = at[1]!.startsWith('file:') ? fileURLToPath(at[1]!) : at[1]!;
  const column = source !== undefined && /^\s*\^+\s*$/.test(caret ?? '') ? caret!.indexOf('^') + 1 : 0;
  return { file, line: Number(at[2]), ...(column > 0 ? { column } : {}), message: error.message };
}

/**
 * Node 20 raises a SyntaxError of a CommonJS file that an ES module imports twice: the import
 * rejects with it, and the same error is then thrown again as uncaught, which would end the
 * process after its diagnostic. That second one is let go (until the next turn of the event
 * loop, when it has come); any other error still ends the process, as without a listener.
 */
export function muteImportEcho(error: unknown): void {
  if (!(error instanceof SyntaxError)) return;
  echoes.add(error);
  const listener = (thrown: unknown) => {
    if (thrown === error) return;
    process.off('uncaughtException', listener);
    if (process.listenerCount('uncaughtException') === 0)
      process.nextTick(() => {
        throw thrown;
      });
  };
  process.on('uncaughtException', listener);
  setImmediate(() => process.off('uncaughtException', listener));
}

const echoes = new WeakSet<object>();

/** Whether an uncaught error is the echo of an import's SyntaxError, already told (`muteImportEcho`). */
export function isImportEcho(error: unknown): boolean {
  return typeof error === 'object' && error !== null && echoes.has(error);
}

/** The package a file belongs to, by its last node_modules folder (`@scope/name`, `name`); undefined outside one. */
export function packageOfFile(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || !parts[at + 1]) return undefined;
  return parts[at + 1]!.startsWith('@') ? parts.slice(at + 1, at + 3).join('/') : parts[at + 1];
}

/** The first of `entry` and the files it imports by relative path (breadth first, at most 200) that does not parse. */
async function firstUnparsable(entry: string): Promise<Omit<UnparsedModule, 'message'> | undefined> {
  const { parse } = await import('acorn');
  const queue = [entry];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length && i < 200; i++) {
    const file = queue[i]!;
    let code: string;
    try {
      code = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const module = isModuleFile(file);
    let program: { body: { type: string; source?: { value?: unknown } | null }[] };
    try {
      program = parse(code, {
        ecmaVersion: 'latest',
        sourceType: module ? 'module' : 'script',
        allowHashBang: true,
        allowReturnOutsideFunction: !module,
      }) as unknown as typeof program;
    } catch (error) {
      const loc = (error as { loc?: { line: number; column: number } }).loc;
      return { file, ...(loc ? { line: loc.line, column: loc.column + 1 } : {}) };
    }
    for (const statement of program.body) {
      const specifier = statement.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) continue;
      const next = path.resolve(path.dirname(file), specifier);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/**
 * PackageSyntaxError: a package the site's code imports (`specifier`, by `importer`) has a file
 * Node cannot parse, named with its line; `where` is the importer's import (file, line, column).
 */
export function packageSyntaxError(
  siteDir: string,
  specifier: string,
  importer: string,
  unparsed: UnparsedModule,
): Omit<Diagnostic, 'severity' | 'file' | 'line' | 'column'> {
  const at = `${relPosix(siteDir, unparsed.file)}${unparsed.line ? `:${unparsed.line}${unparsed.column ? `:${unparsed.column}` : ''}` : ''}`;
  return {
    name: 'PackageSyntaxError',
    message: `"${specifier}", imported by ${relPosix(siteDir, importer)}, cannot be loaded: Node cannot parse ${at}${unparsed.below ? ' or a module it imports' : ''} (${unparsed.message}).`,
    why: "The package ships a file that is not plain JavaScript (JSX or TypeScript in a .js file, source published instead of its build). Node loads packages as they are; Docusaurus' webpack does not compile packages either, and fails on it the same way unless the site's webpack configuration transpiles it.",
    fix: `import a build of "${specifier}" that Node can load (its compiled dist/ or lib/ entry, or a release that ships one), or replace the package.`,
  };
}
