/**
 * A build whose reader goes away (`docgen build | head -1`): the writes left fail with EPIPE.
 * That error went to the build's watch for stray errors, whose report failed the same way, and
 * the process spun at 100 % of a core until killed. The build now goes on quietly to its end.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, '../dist/bin.js');
const site = path.resolve(here, '../../../examples/minimal');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-closed-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

it('a build piped into a reader that stops after one line ends with its own exit code and output', async () => {
  const child = spawn(process.execPath, [bin, 'build', site, '--no-cache', '--out', path.join(out, 'build')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let lines = 0;
  // As `head -1`: the first line read, both pipes closed.
  const close = () => {
    if (lines++ > 0) return;
    child.stdout.destroy();
    child.stderr.destroy();
  };
  child.stdout.once('data', close);
  child.stderr.once('data', close);
  const status = await new Promise<number | string>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('still running after 60 s');
    }, 60_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? String(signal));
    });
  });
  expect(lines).toBeGreaterThan(0);
  expect(status).toBe(0);
  expect(fs.existsSync(path.join(out, 'build', 'index.html'))).toBe(true);
}, 90_000);
