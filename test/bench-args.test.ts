/**
 * `node scripts/bench.mjs` takes three options; an option it did not know used to run the whole
 * bench (12 minutes at load) instead of saying so.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scripts/bench.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [BENCH, ...args], { encoding: 'utf8', timeout: 30_000 });

it('prints its usage for --help, and runs nothing', () => {
  const out = run('--help');
  expect(out.status).toBe(0);
  expect(out.stdout).toMatch(/^usage: node scripts\/bench\.mjs \[--sizes 50,500\] \[--runs 5\] \[--no-hugo\]/);
});

it('refuses an option it does not know, with its usage', () => {
  const out = run('--size', '50');
  expect(out.status).toBe(2);
  expect(out.stderr).toContain("bench: Unknown option '--size'");
  expect(out.stderr).toContain('usage: node scripts/bench.mjs');
});
