/**
 * `docgen build` raises V8's interrupt budget: a function is optimized by TurboFan after about
 * three times as many calls. Measured in a child process with V8's natives syntax, optimizing on
 * the main thread so that the count is exact.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

it('a build optimizes a function after about three times as many calls', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-jit-'));
  const probe = path.join(dir, 'probe.mjs');
  fs.writeFileSync(
    probe,
    [
      `import { tuneJitForBuild } from ${JSON.stringify(pathToFileURL(path.join(repo, 'packages/cli/dist/jit.js')).href)};`,
      `if (process.argv[2] === 'build') tuneJitForBuild();`,
      'function f(a) { let s = 0; for (let i = 0; i < 10; i++) s += a * i; return s; }',
      'let n = 0;',
      // Bit 16 of the status: the function runs optimized code.
      'while (!(%GetOptimizationStatus(f) & 16) && n < 1e7) { f(n); n++; }',
      'process.stdout.write(String(n));',
    ].join('\n'),
  );
  const calls = (mode: string) => {
    const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--no-concurrent-recompilation', probe, mode], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    return Number(run.stdout);
  };
  try {
    const plain = calls('plain');
    const build = calls('build');
    expect(plain).toBeGreaterThan(0);
    expect(build / plain).toBeGreaterThan(2.5);
    expect(build / plain).toBeLessThan(3.5);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
