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
  fs.writeFileSync(path.join(dir, 'hooks.mjs'), `import fs from 'node:fs';\nexport async function load(url, context, next) {\n  fs.appendFileSync(process.env.DG_LOADED_LOG, url + '\\n');\n  return next(url, context);\n}\n`);
  register = path.join(dir, 'register.mjs');
  fs.writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(path.join(dir, 'hooks.mjs')).href)});\n`);
  const site = path.join(dir, 'site');
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.symlinkSync(path.join(repo, 'content/node_modules'), path.join(site, 'node_modules'), 'dir');
  fs.copyFileSync(path.join(repo, 'packages/plugin-openapi/test/fixtures/shop.yaml'), path.join(site, 'api.yaml'));
  fs.writeFileSync(
    path.join(site, 'docgen.config.mjs'),
    `import { openapi } from '@docgen/plugin-openapi';\nimport { search } from '@docgen/plugin-search';\nexport default { title: 'Lean', plugins: [openapi({ spec: 'api.yaml' }), search()] };\n`,
  );
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '---\ntitle: Intro\n---\nHello.\n\n```js\nconst a = 1;\n```\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs `docgen …args` in the test folder; the URLs of the modules it loaded. */
function loadedBy(...args: string[]): string[] {
  const log = path.join(dir, `loaded-${Math.random().toString(36).slice(2)}.txt`);
  fs.writeFileSync(log, '');
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(register).href, DOCGEN_BIN, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, DG_LOADED_LOG: log, CI: 'true', NO_COLOR: '1' }, timeout: 120_000 });
  expect(result.status, result.stderr).toBe(0);
  return fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
}

const matching = (urls: string[], pattern: RegExp) => urls.filter((u) => pattern.test(u));
/** What a build needs and a check that finds nothing changed does not. */
const PIPELINE = /\/vendor\/unified\.js$|\/shiki\/|react-dom|esbuild/;
const PLUGIN_INTERNALS = /swagger-parser|\/ajv\/|\/yaml\/|plugin-openapi\/dist\/(load|examples|remark|postman)\.js$|plugin-search\/dist\/(write|build-index|corpus|extract)\.js$/;

describe('start-up', () => {
  it('docgen --version loads no part of the pipeline', () => {
    const urls = loadedBy('--version');
    expect(urls.length).toBeGreaterThan(0);
    expect(matching(urls, PIPELINE)).toEqual([]);
    expect(matching(urls, /core\/dist\/pipeline\//)).toEqual([]);
  });

  it('a build loads the plugins’ internals; the next one, with nothing changed, loads neither them nor the pipeline', () => {
    const first = loadedBy('build', 'site');
    // The hook sees them when they load: the check below is not vacuous.
    expect(matching(first, /\/vendor\/unified\.js$/)).toHaveLength(1);
    expect(matching(first, /swagger-parser/).length).toBeGreaterThan(0);
    expect(matching(first, /plugin-search\/dist\/write\.js$/)).toHaveLength(1);
    const again = loadedBy('build', 'site');
    expect(matching(again, /plugin-openapi\/dist\/index\.js$/)).toHaveLength(1);
    expect(matching(again, PIPELINE)).toEqual([]);
    expect(matching(again, PLUGIN_INTERNALS)).toEqual([]);
  });
});
