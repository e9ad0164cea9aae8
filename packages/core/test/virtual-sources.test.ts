import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Plugin } from 'esbuild';
import { compileForNode } from '../src/util/load-module.js';
import { markVirtualSources } from '../src/util/virtual-sources.js';

// A module compiled for Node names its plugins' modules `virtual:namespace:path` in its source
// map: Vite (vitest) looked for a file of each and printed "points to missing source files".

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-virtual-sources-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const generated: Plugin = {
  name: 'generated',
  setup(build) {
    build.onResolve({ filter: /^gen$/ }, (args) => ({ path: args.path, namespace: 'docgen-gen' }));
    build.onLoad({ filter: /.*/, namespace: 'docgen-gen' }, () => ({ contents: 'export const n = 1;', loader: 'js' }));
  },
};

function sourcesOf(code: string): string[] {
  const base64 = code.slice(code.lastIndexOf('base64,') + 'base64,'.length).trim();
  return (JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as { sources: string[] }).sources;
}

async function compile(entryText: string): Promise<string> {
  fs.writeFileSync(path.join(dir, 'entry.ts'), entryText);
  fs.writeFileSync(path.join(dir, 'util.ts'), 'export const twice = (x: number) => x * 2;\n');
  const { code } = await compileForNode(path.join(dir, 'entry.ts'), {
    siteDir: dir,
    name: 'UnresolvedImport',
    describe: (m) => ({ message: m.text }),
    plugins: [generated],
    sourcemap: true,
  });
  return code;
}

it('names a plugin module virtual and keeps the site files as they are', async () => {
  const code = await compile("import { n } from 'gen';\nimport { twice } from './util';\nexport default twice(n);\n");
  expect(sourcesOf(code)).toEqual(['virtual:docgen-gen:gen', '../../util.ts', '../../entry.ts']);
});

it('leaves a map without plugin modules byte for byte', async () => {
  const code = await compile("import { twice } from './util';\nexport default twice(2);\n");
  expect(sourcesOf(code)).toEqual(['../../util.ts', '../../entry.ts']);
  expect(markVirtualSources(code)).toBe(code);
});

it('leaves code without an inline map and sources already virtual alone', () => {
  expect(markVirtualSources('export default 1;\n')).toBe('export default 1;\n');
  const map = Buffer.from(JSON.stringify({ version: 3, sources: ['virtual:x', 'a.ts'], mappings: '' })).toString(
    'base64',
  );
  const code = `export default 1;\n//# sourceMappingURL=data:application/json;base64,${map}\n`;
  expect(markVirtualSources(code)).toBe(code);
});
