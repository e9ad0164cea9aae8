import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { expect, it } from 'vitest';
import {
  esmByPackageJson,
  forgetModuleTypes,
  hasDefaultExport,
  nativeModuleTypes,
} from '../src/util/native-module-type.js';

const dir = path.join(__dirname, 'fixtures', 'native-module-type');

const FILES: Record<string, string> = { 'alias-a': 'a.js', 'alias-b': 'b.js', 'alias-named': 'named-only.js' };

/** Resolves the aliases to files of the ES module package, `alias-a` or `alias-b` late: either way to a.js comes first. */
const aliases = (late: string): Plugin => ({
  name: 'aliases',
  setup(b) {
    b.onResolve({ filter: /^alias-/ }, async (args) => {
      if (args.path === late) await new Promise((r) => setTimeout(r, 150));
      return { path: path.join(dir, 'pkg', FILES[args.path]!) };
    });
  },
});

async function bundle(plugins: Plugin[]): Promise<string> {
  const out = await build({
    entryPoints: ['entry.js'],
    absWorkingDir: dir,
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
    plugins,
  });
  return out.outputFiles[0]!.text;
}

async function distinct(plugins: (p: Plugin) => Plugin[]): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const late of ['alias-a', 'alias-b']) texts.add(await bundle(plugins(aliases(late))));
  return texts;
}

// A plugin's onResolve result has no module type (evanw/esbuild#2958): the first of the two ways
// to reach pkg/a.js (alias-a, or b.js's ./a.js) decided whether it imported dep.js with Node's
// interop, build to build.
it("gives a file a plugin resolves its package.json's module type, whichever import comes first", async () => {
  const texts = await distinct((p) => nativeModuleTypes([p]));
  expect(texts.size).toBe(1);
  const text = [...texts][0]!;
  expect(text).toMatch(/__toESM\(require_dep\(\), 1\)/);
  const mod = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as Record<string, unknown>;
  // As Node imports an ES module's default import of a CommonJS file: its module.exports.
  expect(mod.value).toEqual({ __esModule: true, default: 'inner' });
  expect(mod.same).toBe(true);
  expect(mod.named).toBe(1);
});

it('knows which module files export a default', () => {
  expect(hasDefaultExport(path.join(dir, 'pkg', 'a.js'))).toBe(true);
  expect(hasDefaultExport(path.join(dir, 'pkg', 'named-only.js'))).toBe(false);
  expect(hasDefaultExport(path.join(dir, 'dep.js'))).toBe(true);
});

// A dev server kept each folder's module type for its lifetime: a package.json "type" edited
// while serving was never seen.
it("reads a folder's module type again once told a package.json changed", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-module-type-'));
  try {
    const file = path.join(dir, 'index.js');
    fs.writeFileSync(file, 'export default 1;\n');
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "commonjs" }');
    expect(esmByPackageJson(file)).toBe(false);
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    expect(esmByPackageJson(file)).toBe(false);
    forgetModuleTypes();
    expect(esmByPackageJson(file)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
