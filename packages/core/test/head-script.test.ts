import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { clientDir } from '../src/bundle/client-dir.js';
import { headScript } from '../src/bundle/head-script.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-head-script-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** docgen's client installed in a site's node_modules, under the site's tsconfig.json. */
function installedUnder(name: string, tsconfig: object | undefined): string {
  const site = path.join(tmp, name);
  const dist = path.join(site, 'node_modules', '@docgen', 'client', 'dist');
  fs.cpSync(clientDir(), dist, { recursive: true });
  if (tsconfig) fs.writeFileSync(path.join(site, 'tsconfig.json'), JSON.stringify(tsconfig));
  return path.join(dist, 'head-inline.js');
}

// Where docgen is installed decided the bytes (so the CSP hash) of every page's head script:
// esbuild read the tsconfig.json above it, docgen's own in its repository, the site's elsewhere.
it('makes the same head script whatever tsconfig.json lies above docgen', async () => {
  const made = await Promise.all(
    [
      ['bare', undefined],
      ['sloppy', { compilerOptions: { strict: false, alwaysStrict: false } }],
      ['strict', { compilerOptions: { strict: true } }],
    ].map(async ([name, tsconfig]) => {
      const entry = installedUnder(name as string, tsconfig as object | undefined);
      return (await headScript(entry, path.dirname(entry))).code;
    }),
  );
  const repo = (await headScript(path.join(clientDir(), 'head-inline.js'), clientDir())).code;
  expect(repo).toMatch(/^"use strict";/);
  expect(made).toEqual([repo, repo, repo]);
});
