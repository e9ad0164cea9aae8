/**
 * The client bundle depends on the site and on docgen's installation, not on the folder the
 * command runs from: esbuild's chunk hashes depend on input paths relative to its working folder.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DOCGEN_BIN = path.join(repo, 'bin/docgen');

let dir: string;
let site: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-bundle-place-'));
  site = path.join(dir, 'site');
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '---\ntitle: Intro\n---\n\n## Install\n\nSteps.\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds the site from `cwd` into `out`; the names of its client files. */
function build(cwd: string, out: string, args = ['--no-cache'], env: NodeJS.ProcessEnv = {}): string[] {
  const result = spawnSync(process.execPath, [DOCGEN_BIN, 'build', site, '--out', out, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1', ...env },
    timeout: 120_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return fs.readdirSync(path.join(out, 'assets/js')).sort();
}

describe('the client bundle', () => {
  it('has the same chunk names whatever folder docgen runs from', () => {
    const fromSite = build(site, path.join(dir, 'out-site'));
    const fromElsewhere = build(os.tmpdir(), path.join(dir, 'out-tmp'));
    expect(fromElsewhere).toEqual(fromSite);
    const page = (out: string) => fs.readFileSync(path.join(dir, out, 'docs/intro/index.html'), 'utf8');
    expect(page('out-tmp')).toBe(page('out-site'));
  });
});
