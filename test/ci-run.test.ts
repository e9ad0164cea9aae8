// .ci/run, the CI entry point, run with a fake pnpm: whatever fails, its last line is the
// "N passed, N failed" tally CI reads, and a failure never exits 0.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-ci-run-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** What the fake pnpm does for `pnpm install` and `pnpm test` (bash, builtins only). */
interface Fake {
  install?: string;
  test?: string;
  /** No pnpm on the PATH, and npm / npx that cannot install it. */
  noPnpm?: boolean;
}

let n = 0;

/** Runs a copy of .ci/run in a folder of its own, with only the fakes and a few tools on the PATH. */
function ciRun(fake: Fake): { status: number | null; lines: string[]; calls: string[] } {
  const dir = path.join(work, String(n++));
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(path.join(dir, '.ci'), { recursive: true });
  fs.mkdirSync(bin);
  fs.copyFileSync(path.join(root, '.ci/run'), path.join(dir, '.ci/run'));
  // The tools the script needs, without the machine's own pnpm, npm and npx.
  for (const tool of ['mktemp', 'rm', 'dirname']) {
    const found = ['/usr/bin', '/bin'].map((d) => path.join(d, tool)).find((p) => fs.existsSync(p));
    if (found) fs.symlinkSync(found, path.join(bin, tool));
  }
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  const calls = path.join(dir, 'calls.txt');
  const write = (name: string, body: string) =>
    fs.writeFileSync(path.join(bin, name), `#!/bin/bash\necho "${name} $*" >> '${calls}'\n${body}\n`, { mode: 0o755 });
  if (fake.noPnpm) {
    write('npm', 'echo "npm error network" >&2; exit 1');
    write('npx', 'echo "npx error network" >&2; exit 1');
  } else {
    write(
      'pnpm',
      [
        'case "$1" in',
        `  install) ${fake.install ?? 'exit 0'} ;;`,
        `  test) ${fake.test ?? 'exit 0'} ;;`,
        '  *) exit 9 ;;',
        'esac',
      ].join('\n'),
    );
  }
  const run = spawnSync('/bin/bash', [path.join(dir, '.ci/run')], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: bin, HOME: dir, CI: 'true' },
    timeout: 30_000,
  });
  const lines = run.stdout.trimEnd().split('\n');
  return {
    status: run.status,
    lines,
    calls: fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8').trim().split('\n') : [],
  };
}

const report = (json: object) => `printf '%s' '${JSON.stringify(json)}' > "$DOCGEN_TEST_REPORT"`;

describe('.ci/run', () => {
  it('ends with "0 passed, 1 failed" and exits non-zero when pnpm install fails', () => {
    const run = ciRun({ install: 'echo " ERR_PNPM_FETCH_404  GET https://registry/x: Not Found" >&2; exit 1' });
    expect(run.lines.at(-1)).toBe('0 passed, 1 failed');
    expect(run.status).not.toBe(0);
    expect(run.calls).toEqual(['pnpm install --frozen-lockfile']);
  });

  it('ends with "0 passed, 1 failed" and exits non-zero when pnpm cannot be installed', () => {
    const run = ciRun({ noPnpm: true });
    expect(run.lines.at(-1)).toBe('0 passed, 1 failed');
    expect(run.status).not.toBe(0);
  });

  it("ends with the test runner's tally, and exits as the tests did", () => {
    const green = ciRun({ test: `${report({ numPassedTests: 3, numFailedTests: 0, success: true })}; exit 0` });
    expect(green.lines.at(-1)).toBe('3 passed, 0 failed');
    expect(green.status).toBe(0);
    expect(green.calls).toEqual(['pnpm install --frozen-lockfile', 'pnpm test']);

    const red = ciRun({
      test: `${report({ numPassedTests: 2, numFailedTests: 1, numPendingTests: 1, success: false })}; exit 1`,
    });
    expect(red.lines.at(-1)).toBe('2 passed, 1 failed, 1 skipped');
    expect(red.status).toBe(1);
  });

  it('counts a failure when the test command leaves no report, even if it exits 0', () => {
    for (const test of ['exit 1', 'exit 0']) {
      const run = ciRun({ test });
      expect(run.lines.at(-1), test).toBe('0 passed, 1 failed');
      expect(run.status, test).not.toBe(0);
    }
  });
});
