import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openapi } from '../src/index.js';

// The cache key is asked before the discover stage has run (to tell whether a build's output is
// up to date): the spec is found from the site folder it is given, wherever the spec lives.
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-key-'));
  fs.mkdirSync(path.join(dir, 'site'));
  fs.writeFileSync(path.join(dir, 'api.yaml'), 'openapi: 3.1.0\ninfo: { title: A, version: "1" }\npaths: {}\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('changes with the spec, even one outside the site folder, before any hook ran', () => {
  const plugin = openapi({ spec: '../api.yaml' });
  const site = { siteDir: path.join(dir, 'site') };
  const before = plugin.cacheKey!(site);
  expect(plugin.cacheKey!(site)).toBe(before);
  fs.appendFileSync(path.join(dir, 'api.yaml'), '# edited\n');
  expect(plugin.cacheKey!(site)).not.toBe(before);
});

it('changes with the options', () => {
  const site = { siteDir: path.join(dir, 'site') };
  expect(openapi({ spec: '../api.yaml', keyEnv: 'A' }).cacheKey!(site)).not.toBe(
    openapi({ spec: '../api.yaml', keyEnv: 'B' }).cacheKey!(site),
  );
});

it("changes with a file an example's externalValue names", () => {
  fs.mkdirSync(path.join(dir, 'site', 'examples'));
  fs.writeFileSync(
    path.join(dir, 'site', 'api.yaml'),
    'openapi: 3.1.0\ninfo: { title: A, version: "1" }\npaths: {}\ncomponents:\n  examples:\n    One: { externalValue: examples/one.json }\n',
  );
  fs.writeFileSync(path.join(dir, 'site', 'examples', 'one.json'), '{ "a": 1 }\n');
  const site = { siteDir: path.join(dir, 'site') };
  const before = openapi({ spec: 'api.yaml' }).cacheKey!(site);
  fs.writeFileSync(path.join(dir, 'site', 'examples', 'one.json'), '{ "a": 2 }\n');
  expect(openapi({ spec: 'api.yaml' }).cacheKey!(site)).not.toBe(before);
});
