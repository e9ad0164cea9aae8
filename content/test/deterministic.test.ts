import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '@docgen/core';
import { beforeAll, expect, it } from 'vitest';
import { REPO, lintasBuild } from '../../e2e/support/lintas-build.js';
import { differences } from '../../packages/core/test/support/tree.js';

let first: string;
beforeAll(async () => {
  // The shared build: rendered on worker threads when built cold, or from the build cache.
  first = await lintasBuild();
}, 300_000);

it('two builds of the Lintas site give byte-identical output (the second without cache or workers)', async () => {
  const second = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-second-'));
  await build({ siteDir: path.join(REPO, 'content'), outDir: second, strict: true, cache: false, workers: false });
  expect(differences(first, second)).toEqual([]);
  fs.rmSync(second, { recursive: true, force: true });
}, 300_000);
