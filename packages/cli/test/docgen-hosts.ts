import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs `docgen` commands for the CLI tests in long-lived processes (support/docgen-host.mjs), as
 * `node bin/docgen <args>` would run them: the same exit code, stdout and stderr. Each command of
 * a small site spent ~0.45 s of its ~0.55 s of CPU starting Node and loading docgen's modules.
 *
 * Isolation: a host never runs two commands for the same case (`key`, its folder), so a command
 * never sees what docgen kept in memory from an earlier command on the same files (an edit
 * between two builds meets only what is on disk, as with two processes); a host whose command
 * changed process-wide state (listeners, module hooks, globals) or crashed is ended, not reused.
 * A host turns docgen's React routing on before its first command (a real Docusaurus site, with
 * its own React installed, turns it on too) and keeps each build's highlight thread for its next.
 * `serve` runs in a process of its own (it stops on a signal), and so does a command whose locale
 * differs (LANG, LC_ALL) and every command when DOCGEN_TEST_SPAWN is set (to tell a fault of this
 * harness from one of docgen).
 */
export interface DocgenRun {
  status: number;
  stdout: string;
  stderr: string;
}

const DOCGEN_BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/docgen');
const HOST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'support/docgen-host.mjs');
/** A host's memory grows with each site's modules it imported: a fresh one after this many commands (244 MB at most at 60). */
const MAX_RUNS = 60;
/**
 * Idle hosts kept per test file (cases run two at a time, each command needing a host new to its
 * folder). At 4 (and 40 runs), a case of 5 to 8 commands started hosts that the next cases
 * retired: 55 hosts for the scripts' 1,022 commands, each ~1.4 s of CPU (its start, and a first
 * command ~0.65 s dearer than the next ones); at 6 and 60, 31 hosts.
 */
const MAX_IDLE = 6;
/** Killed after two minutes (exit -1, as a signal gives), as a spawned command was. */
const TIMEOUT_MS = 120_000;

interface Host {
  child: ChildProcess;
  served: Set<string>;
  runs: number;
  stdout: string;
  stderr: string;
  channel: string;
  exited?: number;
  wake?: () => void;
}

const idle: Host[] = [];
const all = new Set<Host>();
let ids = 0;

function startHost(): Host {
  const child = spawn(process.execPath, [HOST, DOCGEN_BIN], { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
  const host: Host = { child, served: new Set(), runs: 0, stdout: '', stderr: '', channel: '' };
  const wake = () => host.wake?.();
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    host.stdout += text;
    wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    host.stderr += text;
    wake();
  });
  const channel = child.stdio[3] as NodeJS.ReadWriteStream;
  channel.setEncoding('utf8');
  channel.on('data', (text: string) => {
    host.channel += text;
    wake();
  });
  channel.on('error', () => {});
  child.on('close', (code, signal) => {
    host.exited = code ?? (signal ? -1 : 0);
    retire(host);
    wake();
  });
  all.add(host);
  return host;
}

function retire(host: Host): void {
  all.delete(host);
  const at = idle.indexOf(host);
  if (at >= 0) idle.splice(at, 1);
  if (host.exited === undefined) host.child.kill('SIGKILL');
}

/** A process' ICU locale is read from these once, at its start: a host's stays the one it started with. */
const LOCALE_VARIABLES = ['LANG', 'LC_ALL', 'LC_COLLATE'] as const;

function localeChanged(env: NodeJS.ProcessEnv): boolean {
  return LOCALE_VARIABLES.some((name) => env[name] !== process.env[name]);
}

/** Runs `docgen <args>` in `cwd`; `key` names the case (its folder), never run twice by one host. */
export async function runDocgen(
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; key: string },
): Promise<DocgenRun> {
  if (args[0] === 'serve' || process.env.DOCGEN_TEST_SPAWN || localeChanged(options.env))
    return spawnDocgen(args, options);
  const at = idle.findIndex((h) => h.exited === undefined && !h.served.has(options.key));
  const host = at >= 0 ? idle.splice(at, 1)[0]! : startHost();
  const started = Date.now();
  host.served.add(options.key);
  host.runs++;
  const id = ++ids;
  const marker = `\n\u0000docgen-host ${id}\n`;
  (host.child.stdio[3] as NodeJS.WritableStream).write(
    `${JSON.stringify({ id, cwd: options.cwd, env: options.env, args })}\n`,
  );
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    host.child.kill('SIGKILL');
  }, TIMEOUT_MS);
  let result: { status: number; dirty: boolean; cpu?: number; rss?: number } | undefined;
  // Done when the host has sent the result and both streams have reached the command's marker,
  // or has exited (a command that calls process.exit ends its process, as a spawned one would).
  while (true) {
    const line = host.channel.split('\n').find((l) => l.startsWith(`{"id":${id},`));
    if (line) result = JSON.parse(line) as { status: number; dirty: boolean; cpu?: number; rss?: number };
    if (result && host.stdout.includes(marker) && host.stderr.includes(marker)) break;
    if (host.exited !== undefined) break;
    await new Promise<void>((resolve) => (host.wake = resolve));
  }
  clearTimeout(timer);
  host.wake = undefined;
  if (!result || timedOut) {
    retire(host);
    return { status: timedOut ? -1 : (host.exited ?? -1), stdout: host.stdout, stderr: host.stderr };
  }
  const cut = (text: string) => text.slice(0, text.indexOf(marker));
  const run = { status: result.status, stdout: cut(host.stdout), stderr: cut(host.stderr) };
  host.stdout = host.stdout.slice(host.stdout.indexOf(marker) + marker.length);
  host.stderr = host.stderr.slice(host.stderr.indexOf(marker) + marker.length);
  host.channel = host.channel.slice(host.channel.indexOf('\n', host.channel.indexOf(`{"id":${id},`)) + 1);
  // DOCGEN_TEST_TIMES=<file>: one line per command (case, host's CPU ms, wall ms, the host's runs
  // and RSS MB after it, dirty, args), to find what makes the scripts slow.
  if (process.env.DOCGEN_TEST_TIMES)
    fs.appendFileSync(
      process.env.DOCGEN_TEST_TIMES,
      `${[path.basename(options.key), result.cpu, Date.now() - started, host.runs, result.rss, result.dirty ? 'dirty' : 'clean', args.join(' ')].join('\t')}\n`,
    );
  if (result.dirty || host.runs >= MAX_RUNS) retire(host);
  else {
    idle.push(host);
    while (idle.length > MAX_IDLE) retire(idle[0]!);
  }
  return run;
}

/** Ends every host (a test file's afterAll). */
export function closeHosts(): void {
  for (const host of [...all]) retire(host);
}

/** Runs bin/docgen in a process of its own; killed after two minutes (exit -1, as a signal gives). */
export function spawnDocgen(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<DocgenRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DOCGEN_BIN, ...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ status: code ?? -1, stdout, stderr });
    });
  });
}
