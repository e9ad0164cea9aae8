import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_NAMES, parseCacheOff } from '@docgen/config';
import { DocgenError } from '@docgen/diagnostics';
import { build } from '../src/index.js';
import { put, useWorkspaceModules } from './support/site.js';
import { differences } from './support/tree.js';

let dir: string;
const reference = () => path.join(dir, 'reference');

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-cache-off-'));
  useWorkspaceModules(dir);
  put(dir, 'docgen.config.mjs', "export default { title: 'Off', url: 'https://off.example' };\n");
  const page = (n: number) =>
    `---\ntitle: Page ${n}\n---\n\nSee [the other](./p${(n + 1) % 3}.md#usage).\n\n## Usage\n\n\`\`\`js\nconst n = ${n % 2};\n\`\`\`\n\n:::note\nShared words.\n:::\n`;
  for (const n of [0, 1, 2]) put(dir, `docs/p${n}.md`, page(n));
  await build({ siteDir: dir, outDir: reference(), cache: false });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('DOCGEN_CACHE_OFF', () => {
  it.each(CACHE_NAMES)(
    'with %s off, a cold build and a rebuild give the bytes of a build without the cache',
    async (name) => {
      const out = path.join(dir, `out-${name}`);
      process.env.DOCGEN_CACHE_OFF = name;
      try {
        fs.rmSync(path.join(dir, '.docgen'), { recursive: true, force: true });
        await build({ siteDir: dir, outDir: out });
        expect(differences(reference(), out)).toEqual([]);
        await build({ siteDir: dir, outDir: out });
        expect(differences(reference(), out)).toEqual([]);
      } finally {
        delete process.env.DOCGEN_CACHE_OFF;
      }
    },
  );

  it('refuses a name that is no cache, with the closest names', () => {
    expect(parseCacheOff(' markdown , render ')).toEqual(new Set(['markdown', 'render']));
    let error: unknown;
    try {
      parseCacheOff('markdown,rendr');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DocgenError);
    const [d] = (error as DocgenError).diagnostics;
    expect(d?.name).toBe('UnknownCacheName');
    expect(d?.fix).toBe('did you mean "render"?');
  });
});
