import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDocgen } from './docgen-hosts.js';

/**
 * A tiny testscript (Hugo's CLI test format): a script of commands and assertions, then the
 * files of the case as a txtar archive.
 *
 *   # comment
 *   exec docgen build site        run bin/docgen in the case folder
 *   exit 1                        the last command's exit code
 *   stderr 'regex'                the last command's stderr matches (`! stderr` must not)
 *   stdout 'regex'
 *   exists site/build/index.html  (`! exists` must not)
 *   grep 'regex' file             a file's content matches (`! grep` must not)
 *   cmp file expected             two files of the case have the same text (`! cmp`: they differ)
 *   append file 'text'            adds a line to a file of the case (an edit between two commands)
 *   rm path                       deletes a file or folder of the case
 *   cp from to                    copies a file of the case over another (an edit between two commands)
 *   entry dir 'regex'             some name in a folder matches (`! entry` none does)
 *   symlink target link           makes a symbolic link (which may lead nowhere) in the case
 *   -- site/docs/intro.md --      files follow; `(latin1)` after the name writes it as Latin-1
 */
export interface ScriptCase {
  name: string;
  commands: string[];
  files: { name: string; content: string; encoding: BufferEncoding }[];
}

const DOCGEN_BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/docgen');

export function parseScript(name: string, text: string): ScriptCase {
  const lines = text.split('\n');
  const commands: string[] = [];
  const files: ScriptCase['files'] = [];
  let current: ScriptCase['files'][number] | undefined;
  for (const line of lines) {
    const header = /^-- (.+?)(?: \((latin1)\))? --$/.exec(line);
    if (header) {
      current = { name: header[1]!, content: '', encoding: header[2] === 'latin1' ? 'latin1' : 'utf8' };
      files.push(current);
      continue;
    }
    if (current) current.content += `${line}\n`;
    else if (line.trim() && !line.trim().startsWith('#')) commands.push(line.trim());
  }
  return { name, commands, files };
}

export interface ScriptResult {
  failures: string[];
  transcript: string;
}

/** Runs a case in a folder of its own (cases run side by side: each spawns its commands). */
export async function runScript(script: ScriptCase): Promise<ScriptResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docgen-script-${script.name}-`));
  for (const file of script.files) {
    const full = path.join(dir, file.name);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, Buffer.from(file.content, file.encoding));
  }
  // Sites in scripts resolve @docgen/* from the workspace, as an installed site would.
  fs.symlinkSync(
    path.resolve(path.dirname(DOCGEN_BIN), '..', 'content', 'node_modules'),
    path.join(dir, 'node_modules'),
    'dir',
  );
  const failures: string[] = [];
  let transcript = '';
  let last = { status: 0, stdout: '', stderr: '' };
  // Set by `env NAME=value` for the commands after it.
  const env: Record<string, string> = {};
  for (const command of script.commands) {
    const negate = command.startsWith('! ');
    const body = negate ? command.slice(2) : command;
    const [verb, ...rest] = splitArgs(body);
    const check = (ok: boolean, what: string) => {
      if (ok === negate) failures.push(`${command}: ${what}`);
    };
    switch (verb) {
      case 'exec': {
        const [bin, ...args] = rest;
        if (bin !== 'docgen') throw new Error(`unknown program ${bin}`);
        last = await runDocgen(args, {
          cwd: dir,
          env: { ...process.env, CI: 'true', NO_COLOR: '1', ...env },
          key: dir,
        });
        transcript += `$ docgen ${args.join(' ')}\n[exit ${last.status}]\n[stdout]\n${last.stdout}[stderr]\n${last.stderr}\n`;
        break;
      }
      case 'exit':
        if (last.status !== Number(rest[0])) failures.push(`${command}: exit code was ${last.status}`);
        break;
      case 'stderr':
      case 'stdout': {
        const text = verb === 'stderr' ? last.stderr : last.stdout;
        check(new RegExp(rest[0]!, 'm').test(text), `${verb} ${negate ? 'matches' : 'does not match'} /${rest[0]}/`);
        break;
      }
      case 'exists':
        check(fs.existsSync(path.join(dir, rest[0]!)), `${rest[0]} ${negate ? 'exists' : 'does not exist'}`);
        break;
      case 'grep': {
        const content = globFiles(dir, rest[1]!)
          .map((file) => fs.readFileSync(file, 'utf8'))
          .join('\n');
        check(
          new RegExp(rest[0]!, 'm').test(content),
          `${rest[1]} ${negate ? 'matches' : 'does not match'} /${rest[0]}/`,
        );
        break;
      }
      case 'cmp': {
        const read = (f: string) =>
          fs.existsSync(path.join(dir, f)) ? fs.readFileSync(path.join(dir, f), 'utf8') : undefined;
        const [actual, expected] = [read(rest[0]!), read(rest[1]!)];
        const same = actual !== undefined && actual === expected;
        if (same === negate)
          failures.push(
            `${command}: ${negate ? 'the files are the same' : `${rest[0]} differs from ${rest[1]}:\n${firstDifference(actual ?? '(missing)', expected ?? '(missing)')}`}`,
          );
        break;
      }
      case 'entry': {
        // entry DIR REGEX: some name in DIR matches (e.g. a staging folder left behind).
        const names = fs.existsSync(path.join(dir, rest[0]!)) ? fs.readdirSync(path.join(dir, rest[0]!)) : [];
        check(
          names.some((n) => new RegExp(rest[1]!).test(n)),
          `${negate ? 'an' : 'no'} entry of ${rest[0]} matches /${rest[1]}/`,
        );
        break;
      }
      case 'symlink':
        fs.mkdirSync(path.dirname(path.join(dir, rest[1]!)), { recursive: true });
        // `$REPO/…`: a package the workspace installs for tests (a site's own `sass`).
        fs.symlinkSync(
          rest[0]!.replace(/^\$REPO(?=\/)/, path.resolve(path.dirname(DOCGEN_BIN), '..')),
          path.join(dir, rest[1]!),
        );
        break;
      case 'env': {
        const [name, ...value] = rest[0]!.split('=');
        env[name!] = value.join('=');
        break;
      }
      case 'rm':
        fs.rmSync(path.join(dir, rest[0]!), { recursive: true });
        break;
      case 'cp':
        fs.copyFileSync(path.join(dir, rest[0]!), path.join(dir, rest[1]!));
        break;
      case 'append':
        fs.appendFileSync(path.join(dir, rest[0]!), `${rest[1] ?? ''}\n`);
        break;
      default:
        throw new Error(`unknown script command: ${command}`);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return { failures, transcript };
}

/** The files a path names: itself, or those of its folder its name matches when it holds `*`. */
function globFiles(dir: string, rel: string): string[] {
  const file = path.join(dir, rel);
  const name = path.basename(file);
  if (!name.includes('*')) return fs.existsSync(file) ? [file] : [];
  const folder = path.dirname(file);
  const pattern = new RegExp(
    `^${name
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((n) => pattern.test(n))
        .map((n) => path.join(folder, n))
    : [];
}

/** The first line where two texts differ, with its neighbours, for a failure message. */
function firstDifference(actual: string, expected: string): string {
  const a = actual.split('\n');
  const e = expected.split('\n');
  let i = 0;
  while (i < a.length && i < e.length && a[i] === e[i]) i++;
  return `line ${i + 1}:\n  actual:   ${JSON.stringify(a[i] ?? '(end)')}\n  expected: ${JSON.stringify(e[i] ?? '(end)')}`;
}

function splitArgs(text: string): string[] {
  const out: string[] = [];
  const re = /'((?:[^'\\]|\\.)*)'|(\S+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push(m[1] !== undefined ? m[1].replace(/\\'/g, "'") : m[2]!);
  return out;
}
