// A long-lived `docgen` process for the CLI tests (docgen-hosts.ts starts and picks them): it runs
// one command at a time, as `node bin/docgen <args>` would in the command's folder with the
// command's environment, so a test pays Node's start and docgen's module loading (~0.45 s of the
// ~0.55 s of CPU a small build costs) once per host instead of once per command.
//
// Protocol, on file descriptor 3 (stdin stays /dev/null, as for a spawned command): one JSON line
// per command in ({ id, cwd, env, args }), one JSON line per result out ({ id, status, dirty }).
// stdout and stderr are the host's own: what the command writes (and the esbuild service it
// starts, which shares them) is followed by a marker line on each, which the harness cuts off.
//
// A result is sent when the command's promise has settled AND the event loop holds no more than
// it did before the command, the moment a spawned process would exit. `dirty` says the command
// changed what the process keeps between commands (process listeners, Node's module hooks or
// loader, globals, an error thrown past docgen): the harness then ends the host rather than reuse it.
// An error no listener takes ends the host as it would end a spawned docgen (stack, exit 1), and
// the harness gives the command the host's exit: the host adds no listener of its own, since
// docgen's late-error watch acts only when it is the one listener.
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import net from 'node:net';
import threads from 'node:worker_threads';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [bin] = process.argv.slice(2);
const binUrl = pathToFileURL(fs.realpathSync(path.resolve(path.dirname(bin), '../packages/cli/dist/bin.js'))).href;
const channel = new net.Socket({ fd: 3, readable: true, writable: true });

// esbuild keeps the folder it was first imported in as its default working folder, and starts its
// service there: imported in the first command's case folder, which the test then removes, the
// service could no longer start (spawn ENOENT). Imported here, it keeps the test's folder, which
// outlives the host (docgen gives every esbuild build its absWorkingDir, so no output changes).
await import(pathToFileURL(createRequire(binUrl).resolve('esbuild')).href);

// docgen's React routing (`shareDocgenReact`), which a build turns on for a site whose code reaches
// another React, stays on for the life of the process: the host turns it on before any command,
// so every command runs as it would after such a build. Ending a host after each routed command
// made ~40 % of the scripts' commands start a new host, ~0.75 s of CPU each. For the test sites,
// whose `node_modules` are the workspace's, routing changes no resolution: React is docgen's
// either way (DOCGEN_TEST_SPAWN=1 runs each command unrouted, in a process of its own).
const core = await import(pathToFileURL(createRequire(binUrl).resolve('@docgen/core')).href);
core.shareDocgenReact();
// A build's highlight thread is kept for the host's next build (~0.4 s of CPU less for a site
// with code blocks); its output is the same, as a new thread's (see `keepHighlightThreads`).
core.keepHighlightThreads();

// Other module hooks (a site's own `register`) stay for the life of the process: flag them.
let hooked = false;
const register = Module.register;
Module.register = (...args) => {
  hooked = true;
  return register.apply(Module, args);
};
Module.syncBuiltinESMExports();

// Node does not count worker threads among the resources that keep the loop alive: the host
// tracks the ones it starts (a site's timer in a worker keeps a spawned docgen running).
const workers = new Set();
class Worker extends threads.Worker {
  constructor(...args) {
    super(...args);
    this.kept = true;
    workers.add(this);
    this.once('exit', () => workers.delete(this));
  }
  ref() {
    this.kept = true;
    return super.ref();
  }
  unref() {
    this.kept = false;
    return super.unref();
  }
}
threads.Worker = Worker;
Module.syncBuiltinESMExports();

// Globals made once when a module is first imported, as in any process that imports it.
const MODULE_GLOBALS = new Set(['__zod_globalConfig', '__zod_globalRegistry']);
const state = () => ({
  globals: Object.getOwnPropertyNames(globalThis)
    .filter((name) => !MODULE_GLOBALS.has(name))
    .join(),
  resolve: Module._resolveFilename,
  load: Module._load,
  extensions: Object.keys(Module._extensions).join(),
});

/**
 * Drops the process listeners the command added (docgen's late-error watch stays on until its
 * process exits), after running its `exit` listeners as an exit would: returns whether it had any.
 */
function dropListeners(before, status) {
  let exitListeners = false;
  for (const name of process.eventNames()) {
    for (const listener of process.listeners(name)) {
      if (before.get(name)?.includes(listener)) continue;
      process.off(name, listener);
      if (name === 'exit') listener(status);
      if (name === 'exit' || name === 'beforeExit') exitListeners = true;
    }
  }
  return exitListeners;
}

function finish(command, status, dirty, cpu, rss) {
  const marker = `\n\u0000docgen-host ${command.id}\n`;
  process.stdout.write(marker);
  process.stderr.write(marker);
  channel.write(`${JSON.stringify({ id: command.id, status, dirty, cpu, rss })}\n`);
}

// What keeps the loop alive besides the host's own pipes (the channel, stdout and stderr).
const pipes = () => process.getActiveResourcesInfo().filter((r) => r === 'PipeWrap').length;
process.stdout;
process.stderr;
const baseline = pipes();
const held = () =>
  process.getActiveResourcesInfo().length > baseline || pipes() > baseline || [...workers].some((w) => w.kept);

// Between commands the host stands in the folder it started in, which outlives it: a worker
// thread a command left to start late resolves its script against the process's folder, and
// the case folder it ran in may be removed by then (a CI run failed a later command with
// `ENOENT: uv_cwd` from such a worker, the host's exit taken for that command's).
const home = process.cwd();

let runs = 0;
async function run(command) {
  const cpuBefore = process.cpuUsage();
  const before = state();
  const listening = new Map(process.eventNames().map((name) => [name, process.listeners(name)]));
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, command.env);
  process.chdir(command.cwd);
  process.argv = [process.execPath, bin, ...command.args];
  process.exitCode = undefined;
  let threw = false;
  try {
    // bin.js parses process.argv when it is evaluated: a fresh instance per command; the modules
    // it imports are the ones already loaded.
    await import(`${binUrl}?run=${++runs}`);
  } catch (error) {
    // Thrown out of bin.js: unhandled, as in a spawned process (bin/docgen does not catch it).
    Promise.reject(error);
    threw = true;
  }
  // What the command left running (a timer, a server closing) would keep a spawned process alive.
  while (held()) await new Promise((resolve) => setTimeout(resolve, 5).unref());
  await new Promise((resolve) => setImmediate(resolve));
  const exited = dropListeners(listening, Number(process.exitCode ?? 0));
  // An `exit` listener may set the code, as it may in a process that exits.
  const status = Number(process.exitCode ?? 0);
  const after = state();
  const dirty = threw || hooked || exited || Object.keys(before).some((key) => before[key] !== after[key]);
  process.chdir(home);
  // The command's CPU in this process (its threads, not the esbuild service) and the host's memory
  // after it, for DOCGEN_TEST_TIMES.
  const cpu = process.cpuUsage(cpuBefore);
  finish(
    command,
    status,
    dirty,
    Math.round((cpu.user + cpu.system) / 1000),
    Math.round(process.memoryUsage.rss() / 1048576),
  );
}

let buffered = '';
let queue = Promise.resolve();
channel.setEncoding('utf8').on('data', (text) => {
  buffered += text;
  for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
    const command = JSON.parse(buffered.slice(0, end));
    buffered = buffered.slice(end + 1);
    queue = queue.then(() => run(command));
  }
});
channel.on('end', () => process.exit(0));
