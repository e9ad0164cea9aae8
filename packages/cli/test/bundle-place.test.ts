/**
 * The client bundle depends on the site and on docgen's installation, not on the folder the
 * command runs from (esbuild's chunk hashes depend on input paths relative to its working
 * folder); one made of docgen's files alone is shared by sites through the user's cache folder.
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

/** Builds `siteDir` from `cwd` into `out`; the names of its client files. */
function build(cwd: string, out: string, args = ['--no-cache'], env: NodeJS.ProcessEnv = {}, siteDir = site): string[] {
  const result = spawnSync(process.execPath, [DOCGEN_BIN, 'build', siteDir, '--out', out, ...args], {
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

  it('made of docgen files alone, is shared by sites through the user cache folder', () => {
    const env = { XDG_CACHE_HOME: path.join(dir, 'user-cache') };
    const shared = path.join(dir, 'user-cache/docgen/bundles');
    const first = build(dir, path.join(dir, 'out-first'), [], env);
    expect(fs.readdirSync(shared)).toHaveLength(1);
    // Another site, in another folder: the shared bundle, byte for byte, and none in its own cache.
    const other = path.join(dir, 'other');
    fs.cpSync(path.join(site, 'docs'), path.join(other, 'docs'), { recursive: true });
    expect(build(dir, path.join(dir, 'out-other'), [], env, other)).toEqual(first);
    for (const file of first)
      expect(fs.readFileSync(path.join(dir, 'out-other/assets/js', file))).toEqual(
        fs.readFileSync(path.join(dir, 'out-first/assets/js', file)),
      );
    const ownBundles = fs
      .readdirSync(path.join(other, '.docgen/cache'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.split(path.sep).includes('bundle'));
    expect(ownBundles).toEqual([]);
    // A site's own stylesheet makes a bundle of that site's alone: kept in its cache, not shared.
    const styled = path.join(dir, 'styled');
    fs.cpSync(path.join(site, 'docs'), path.join(styled, 'docs'), { recursive: true });
    fs.mkdirSync(path.join(styled, 'src/css'), { recursive: true });
    fs.writeFileSync(path.join(styled, 'src/css/custom.css'), '.accent { color: #0a7; }\n');
    fs.writeFileSync(
      path.join(styled, 'docgen.config.mjs'),
      "export default { title: 'Styled', customCss: ['./src/css/custom.css'] };\n",
    );
    build(dir, path.join(dir, 'out-styled'), [], env, styled);
    const css = fs.readdirSync(path.join(dir, 'out-styled/assets/css')).find((f) => f.endsWith('.css'))!;
    expect(fs.readFileSync(path.join(dir, 'out-styled/assets/css', css), 'utf8')).toContain('.accent{color:#0a7}');
    expect(fs.readdirSync(shared)).toHaveLength(1);
  });
});
