import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barrelParses, packageBarrels, parseBarrel } from '../src/mdx/package-barrels.js';

// A package shaped as icon libraries publish theirs: an entry that re-exports hundreds of modules.
const ICONS = 300;
let site: string;

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-barrels-'));
  const pkg = path.join(site, 'node_modules', 'many-icons');
  fs.mkdirSync(path.join(pkg, 'dist', 'icons'), { recursive: true });
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({ name: 'many-icons', version: '1.0.0', sideEffects: false, module: './dist/index.mjs' }),
  );
  fs.writeFileSync(path.join(pkg, 'dist', 'make.mjs'), 'export const make = (n) => () => n;\n');
  const lines = ['/** licence */', "import * as all from './icons/all.mjs';", 'export { all as icons };'];
  const all: string[] = [];
  for (let i = 0; i < ICONS; i++) {
    fs.writeFileSync(
      path.join(pkg, 'dist', 'icons', `Icon${i}.mjs`),
      `import { make } from '../make.mjs';\nconst Icon${i} = make(${i});\nexport { Icon${i} as default };\n`,
    );
    lines.push(`export { default as Icon${i}, default as Alias${i} } from './icons/Icon${i}.mjs';`);
    all.push(`export { default as Icon${i} } from './Icon${i}.mjs';`);
  }
  fs.writeFileSync(path.join(pkg, 'dist', 'icons', 'all.mjs'), `${all.join('\n')}\n`);
  fs.writeFileSync(path.join(pkg, 'dist', 'index.mjs'), `${lines.join('\n')}\n`);
  fs.writeFileSync(
    path.join(site, 'page.ts'),
    "import { Icon7, Alias3 as Three } from 'many-icons';\nimport type { Icon9 } from 'many-icons';\nexport const used: Icon9[] = [Icon7, Three];\n",
  );
  fs.writeFileSync(
    path.join(site, 'star.ts'),
    "import * as icons from 'many-icons';\nexport const one = icons.Icon1;\n",
  );
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

/**
 * The package's files esbuild loaded for one bundle, and its output, unminified as docgen's browser
 * bundle is before its own minify pass (a minifying build names symbols by every file it parsed).
 */
async function bundle(entry: string, plugins: Plugin[]): Promise<{ loads: number; js: string }> {
  let loads = 0;
  const counter: Plugin = {
    name: 'count',
    setup(b) {
      b.onLoad({ filter: /[\\/]node_modules[\\/]/ }, () => {
        loads++;
        return undefined;
      });
    },
  };
  const out = await build({
    entryPoints: [path.join(site, entry)],
    absWorkingDir: site,
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
    plugins: [...plugins, counter],
  });
  return { loads, js: out.outputFiles[0]!.text };
}

describe('packageBarrels', () => {
  it('loads only the modules a bundle imports from a barrel, with the same output, the barrel parsed once', async () => {
    const whole = await bundle('page.ts', []);
    // Without it esbuild loads every module the entry re-exports (twice listed: index and all.mjs).
    expect(whole.loads).toBeGreaterThan(ICONS);
    const parses = barrelParses.count;
    const first = await bundle('page.ts', [packageBarrels(new Set())]);
    const second = await bundle('page.ts', [packageBarrels(new Set())]);
    expect(first.js).toBe(whole.js);
    expect(second.js).toBe(whole.js);
    // Icon7, Icon3 and their shared helper.
    expect(first.loads).toBe(3);
    expect(barrelParses.count - parses).toBe(1);
  });

  it('reads the whole package for an import it cannot list the names of', async () => {
    const whole = await bundle('star.ts', []);
    const narrowed = await bundle('star.ts', [packageBarrels(new Set())]);
    expect(narrowed).toEqual(whole);
  });

  it('takes for a barrel only a file of re-exports', () => {
    expect(parseBarrel("export { a } from './a.js';\nexport * as b from './b.js';\n")?.names).toEqual(
      new Set(['a', 'b']),
    );
    expect(parseBarrel("export { a } from './a.js';\nexport * from './b.js';\n")).toBeUndefined();
    expect(parseBarrel("export { a } from './a.js';\nconsole.log(1);\n")).toBeUndefined();
  });
});
