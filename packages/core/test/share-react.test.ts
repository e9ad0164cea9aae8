import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importsPackages, reachesDocgenReact } from '../src/util/share-react.js';

/**
 * docgen routes a site's `react` imports to its own React through a loader hook, which costs
 * every later import of the process: it is installed only before code that can reach a package
 * of the site. These are the two questions that decide it.
 */
describe('importsPackages: compiled site code that Node will resolve a package for', () => {
  it.each([
    ['import React from "react";', true],
    ['import { Star } from "tiny-icons";\nexport default {};', true],
    ['export * from "@acme/docs-kit";', true],
    ['const m = await import("some-plugin");', true],
    ['const x = __require("left-pad");', true],
    ['import "side-effect-only";', true],
  ])('%s → %s', (code, expected) => {
    expect(importsPackages(code)).toBe(expected);
  });

  it.each([
    ['export default { title: "T" };', false],
    ['import fs from "node:fs";\nimport path from "path";', false],
    ['import { search } from "file:///opt/docgen/packages/plugin-search/dist/index.js";', false],
    ['import "./local.js";\nimport x from "../up.mjs";\nimport y from "/abs/z.js";', false],
    ['import data from "data:text/javascript,export default 1";', false],
  ])('%s → %s', (code, expected) => {
    expect(importsPackages(code)).toBe(expected);
  });
});

describe("reachesDocgenReact: a theme's entry and docgen share one React", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-share-react-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('docgen’s own default theme does', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    expect(reachesDocgenReact(path.resolve(here, '../../../themes/default/dist/index.js'))).toBe(true);
  });

  it('a theme beside its own React does not', () => {
    fs.mkdirSync(path.join(dir, 'node_modules/react'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules/react/package.json'), '{"name":"react","main":"index.js"}');
    fs.writeFileSync(path.join(dir, 'node_modules/react/index.js'), '');
    fs.writeFileSync(path.join(dir, 'theme.js'), '');
    expect(reachesDocgenReact(path.join(dir, 'theme.js'))).toBe(false);
  });
});
