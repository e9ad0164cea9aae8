/**
 * An error thrown after a build stopped watching (a site's timer) is the command's to report,
 * whatever other listener the process has for a moment: an import's brief one
 * (`muteImportEcho`) made the count of listeners say "a build watches", and the error went to
 * nobody (no diagnostic, exit code 0).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = (file: string) => pathToFileURL(path.resolve(here, '../dist', file)).href;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-late-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs a script that watches late errors, then throws one from the site's file; its exit code and stderr. */
function run(withBriefListener: boolean): { status: number | null; stderr: string } {
  const site = path.join(root, withBriefListener ? 'brief' : 'plain');
  fs.mkdirSync(site, { recursive: true });
  const script = path.join(site, 'timer.mjs');
  fs.writeFileSync(
    script,
    `import { watchLateErrors } from ${JSON.stringify(dist('late-errors.js'))};
import { createOutput } from ${JSON.stringify(dist('output.js'))};
watchLateErrors(${JSON.stringify(site)}, createOutput(process.stderr));
${
  withBriefListener
    ? // As muteImportEcho: lets its own error go, leaves any other to the listeners left, if any.
      `const brief = (thrown) => {
  process.off('uncaughtException', brief);
  if (process.listenerCount('uncaughtException') === 0) process.nextTick(() => { throw thrown; });
};
process.on('uncaughtException', brief);
setImmediate(() => process.off('uncaughtException', brief));`
    : ''
}
process.nextTick(() => { throw new Error('late failure'); });
`,
  );
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: result.status, stderr: result.stderr };
}

it('reports a late error as an UncaughtError and exits non-zero', () => {
  const { status, stderr } = run(false);
  expect(stderr).toMatch(/error UncaughtError timer\.mjs:\d+:\d+/);
  expect(stderr).toContain('late failure');
  expect(status).toBe(1);
});

it('reports it while another listener is up for a moment', () => {
  const { status, stderr } = run(true);
  expect(stderr).toMatch(/error UncaughtError timer\.mjs:\d+:\d+/);
  expect(stderr).toContain('late failure');
  expect(status).toBe(1);
});

it('prints a failure raised again the same way once, and says how many times it came again', () => {
  const site = path.join(root, 'again');
  fs.mkdirSync(site, { recursive: true });
  const script = path.join(site, 'spawns.mjs');
  fs.writeFileSync(
    script,
    `import { spawn } from 'node:child_process';
import { watchLateErrors } from ${JSON.stringify(dist('late-errors.js'))};
import { createOutput } from ${JSON.stringify(dist('output.js'))};
watchLateErrors(${JSON.stringify(site)}, createOutput(process.stderr));
for (let i = 0; i < 4; i++) spawn('docgen-absent-tool', ['--version']);
`,
  );
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  expect(result.stderr.match(/^error UncaughtError/gm)).toHaveLength(1);
  expect(result.stderr).toContain('the program `docgen-absent-tool` is not installed here');
  expect(result.stderr).toContain(
    'The same error was raised 3 more times after the build stopped (not printed again).',
  );
  expect(result.status).toBe(1);
});
