/**
 * Start-up is lean: each command loads the modules it needs and no others. A module-load hook
 * (`module.register`) writes every module URL a `docgen` process loads to a file; each case runs
 * a command and reads the list.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DOCGEN_BIN = path.join(repo, 'bin/docgen');
let dir: string;
let register: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-startup-'));
  fs.writeFileSync(
    path.join(dir, 'hooks.mjs'),
    `import fs from 'node:fs';\nexport async function load(url, context, next) {\n  fs.appendFileSync(process.env.DG_LOADED_LOG, 'esm ' + url + '\\n');\n  return next(url, context);\n}\n`,
  );
  register = path.join(dir, 'register.mjs');
  // CommonJS `require`s bypass the ESM hook (ajv is required lazily): Module._load logs them too.
  fs.writeFileSync(
    register,
    [
      `import fs from 'node:fs';`,
      `import Module, { isBuiltin, register } from 'node:module';`,
      `import { pathToFileURL } from 'node:url';`,
      `register(${JSON.stringify(pathToFileURL(path.join(dir, 'hooks.mjs')).href)});`,
      'const load = Module._load;',
      'Module._load = function (request, parent, isMain) {',
      '  if (!isBuiltin(request)) {',
      '    try {',
      '      const file = Module._resolveFilename(request, parent, isMain);',
      `      fs.appendFileSync(process.env.DG_LOADED_LOG, pathToFileURL(file).href + '\\n');`,
      '    } catch {}',
      '  }',
      '  return load.apply(this, arguments);',
      '};',
      '',
    ].join('\n'),
  );
  const site = path.join(dir, 'site');
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.symlinkSync(path.join(repo, 'content/node_modules'), path.join(site, 'node_modules'), 'dir');
  fs.copyFileSync(path.join(repo, 'packages/plugin-openapi/test/fixtures/shop.yaml'), path.join(site, 'api.yaml'));
  fs.writeFileSync(
    path.join(site, 'docgen.config.mjs'),
    `import { openapi } from '@docgen/plugin-openapi';\nimport { search } from '@docgen/plugin-search';\nexport default { title: 'Lean', plugins: [openapi({ spec: 'api.yaml', postman: { file: 'shop.postman.json' } }), search()] };\n`,
  );
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '---\ntitle: Intro\n---\nHello.\n\n```js\nconst a = 1;\n```\n');
  fs.writeFileSync(path.join(site, 'docs/items.md'), '---\ntitle: Items\n---\n::openapi{operation=listItems}\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Runs `docgen …args` in the test folder; the URLs of the modules it loaded, those the ES loader
 * loaded marked `esm ` (a `require` is logged without the mark).
 */
function loadedBy(...args: string[]): string[] {
  const log = path.join(dir, `loaded-${Math.random().toString(36).slice(2)}.txt`);
  fs.writeFileSync(log, '');
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(register).href, DOCGEN_BIN, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, DG_LOADED_LOG: log, CI: 'true', NO_COLOR: '1' },
    timeout: 120_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
}

const matching = (urls: string[], pattern: RegExp) => urls.filter((u) => pattern.test(u));
/** What a build needs and a check that finds nothing changed does not. */
const PIPELINE = /\/vendor\/unified\.js$|\/shiki\/|react-dom|esbuild/;
const PLUGIN_INTERNALS =
  /\/ajv\/|\/yaml\/|config\/dist\/yaml-entry\.js$|plugin-openapi\/dist\/(load|examples|remark|postman|vendor\/ajv)\.js$|meta-validators|plugin-search\/dist\/(write|build-index|corpus|extract)\.js$/;

describe('start-up', () => {
  it('docgen --version loads no part of the pipeline', () => {
    const urls = loadedBy('--version');
    expect(urls.length).toBeGreaterThan(0);
    expect(matching(urls, PIPELINE)).toEqual([]);
    expect(matching(urls, /core\/dist\//)).toEqual([]);
  });

  it('a build loads the plugins’ internals; the next one, with nothing changed, loads neither them nor the pipeline', () => {
    const first = loadedBy('build', 'site');
    // The hook sees them when they load: the check below is not vacuous.
    expect(matching(first, /\/vendor\/unified\.js$/)).toHaveLength(1);
    expect(matching(first, /plugin-openapi\/dist\/meta-schema\.js$/)).toHaveLength(1);
    expect(matching(first, /plugin-openapi\/dist\/vendor\/ajv\.js$/)).toHaveLength(1);
    expect(matching(first, /plugin-search\/dist\/write\.js$/)).toHaveLength(1);
    // Shiki highlights with its Oniguruma engine: its JavaScript regex engine never loads.
    expect(matching(first, /\/shiki\/dist\/bundle-full\.mjs$/)).toHaveLength(1);
    expect(matching(first, /engine-javascript|oniguruma-to-es/)).toEqual([]);
    // esbuild (the config, the search engine's chunk) is required: Node's ES loader would scan
    // its CommonJS main file for named exports first (about 20 ms of CPU more).
    expect(matching(first, /\/esbuild\/lib\/main\.js$/).length).toBeGreaterThan(0);
    expect(matching(first, /^esm .*\/esbuild\//)).toEqual([]);
    // Front matter and the OpenAPI document are read by one bundled copy of yaml, not by the
    // package's ~80 CommonJS files.
    expect(matching(first, /config\/dist\/yaml-entry\.js$/)).toHaveLength(1);
    expect(matching(first, /\/node_modules\/yaml\//)).toEqual([]);
    // ajv and ajv-formats too: one bundled file, not their ~95 CommonJS files.
    expect(matching(first, /\/node_modules\/ajv(-formats)?\//)).toEqual([]);
    // The official OpenAPI schema's validator is the one the package's build compiled ahead.
    expect(matching(first, /plugin-openapi\/dist\/meta-validators\/3\.\d\.cjs$/)).toHaveLength(1);
    // No page is MDX: the MDX compiler's steps (mdx/compile.js and the MDX 1 conversion) never load.
    expect(matching(first, /markdown\/dist\/mdx\/(compile|mdx1)/)).toEqual([]);
    const again = loadedBy('build', 'site');
    expect(matching(again, /plugin-openapi\/dist\/index\.js$/)).toHaveLength(1);
    expect(matching(again, PIPELINE)).toEqual([]);
    expect(matching(again, PLUGIN_INTERNALS)).toEqual([]);
  });

  it('a rebuild after an edit loads the OpenAPI document only for a page that uses it, never validates it again, and writes the same files as a build without the cache', () => {
    const site = path.join(dir, 'site');
    loadedBy('build', 'site');
    fs.appendFileSync(path.join(site, 'docs/intro.md'), '\nAn edit.\n');
    const edit = loadedBy('build', 'site');
    // The pipeline runs (the page changed); the document, its validators and renderers do not load.
    expect(matching(edit, /\/vendor\/unified\.js$/)).toHaveLength(1);
    expect(matching(edit, /\/ajv\/|plugin-openapi\/dist\/(load|examples|remark|postman|vendor\/ajv)\.js$/)).toEqual([]);
    // The edited page's front matter is cut by the core's bundled gray-matter, not by its
    // CommonJS files and js-yaml's (about 110, loaded one by one before discover could go on).
    expect(matching(edit, /\/(gray-matter|js-yaml|esprima)\/(dist|lib|index)/)).toEqual([]);
    // The config is compiled already and the client bundle is cached: esbuild is not loaded.
    expect(matching(edit, /\/esbuild\/lib\/main\.js$/)).toEqual([]);
    fs.appendFileSync(path.join(site, 'docs/items.md'), '\nAn edit beside the operation.\n');
    const withDirective = loadedBy('build', 'site');
    expect(matching(withDirective, /plugin-openapi\/dist\/load\.js$/)).toHaveLength(1);
    expect(matching(withDirective, /\/ajv\//)).toEqual([]);
    loadedBy('build', 'site', '--no-cache', '--out', 'fresh');
    const files = (root: string) =>
      fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
        .sort();
    const built = path.join(site, 'build');
    const fresh = path.join(dir, 'fresh');
    expect(files(built)).toEqual(files(fresh));
    for (const rel of files(fresh))
      expect(fs.readFileSync(path.join(built, rel)).equals(fs.readFileSync(path.join(fresh, rel))), rel).toBe(true);
    expect(fs.readFileSync(path.join(built, 'docs/items/index.html'), 'utf8')).toContain(
      'An edit beside the operation.',
    );
    expect(fs.existsSync(path.join(built, 'shop.postman.json'))).toBe(true);
  });
});
