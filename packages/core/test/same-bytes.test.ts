import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../dist/index.js';

const FIXTURE = path.join(__dirname, 'fixtures', 'same-bytes');
let tmp: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-same-bytes-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every file of a folder, by its path in it, with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  return new Map(
    files
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .map((f) => [f.split(path.sep).join('/'), fs.readFileSync(path.join(dir, f))]),
  );
}

/** The fixture built in a copy of its own (a build writes .docgen/ into the site folder). */
async function built(name: string, workers: boolean): Promise<Map<string, Buffer>> {
  const site = path.join(tmp, name);
  fs.cpSync(FIXTURE, site, { recursive: true });
  fs.symlinkSync(path.resolve(__dirname, '../node_modules'), path.join(site, 'node_modules'), 'dir');
  const result = await build({ siteDir: site, outDir: path.join(site, 'out'), workers, cache: false });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (workers) expect(result.workers.jobs.markdown).toBeGreaterThan(0);
  return tree(path.join(site, 'out'));
}

function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  return names.filter((n) => !a.get(n)?.equals(b.get(n) ?? Buffer.alloc(0)) || !b.has(n));
}

// A component's island was bundled by whichever thread rendered its page first, and esbuild typed
// docgen's modules by the first import to reach each (a plugin's, or its own resolver's): the
// same chunk came out in two copies, pages split between them (supertokens/docs).
it('gives the same output with worker threads and without, build after build', async () => {
  const alone = await built('alone', false);
  const threads = await built('threads', true);
  const again = await built('again', true);
  expect([...alone.keys()].some((f) => /^assets\/js\/islands\/Reached-\w+\.js$/.test(f))).toBe(true);
  expect(differences(alone, threads)).toEqual([]);
  expect(differences(threads, again)).toEqual([]);
}, 240_000);
