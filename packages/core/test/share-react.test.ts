// unit-isolated: docgen's React routing (shareDocgenReact), which an in-process build of another
// file may turn on, changes for the whole process where `react` resolves from a site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importsOtherReact, reachesDocgenReact } from '../src/util/share-react.js';

/**
 * docgen routes a site's `react` imports to its own React through a loader hook, which costs
 * every later import of the thread: it is installed only before code that can reach another
 * React. These are the two questions that decide it.
 */
describe('importsOtherReact: compiled site code whose packages reach another React than docgen’s', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-other-react-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const pkg = (site: string, name: string) => {
    fs.mkdirSync(path.join(root, site, 'node_modules', name), { recursive: true });
    fs.writeFileSync(
      path.join(root, site, 'node_modules', name, 'package.json'),
      `{"name":"${name}","main":"index.js"}`,
    );
    fs.writeFileSync(path.join(root, site, 'node_modules', name, 'index.js'), '');
  };
  // A site with React of its own, and one whose packages reach no React at all.
  pkg('own', 'react');
  pkg('own', 'tiny-icons');
  pkg('none', 'left-pad');
  const moduleOf = (site: string) => path.join(root, site, '.docgen', 'modules', 'x.mjs');

  it.each([
    ['own', 'import { Star } from "tiny-icons";\nexport default {};', true],
    ['own', 'import React from "react";', true],
    ['own', 'const m = await import("tiny-icons");', true],
    ['none', 'const x = __require("not-installed");', true],
    ['none', 'import pad from "left-pad";', false],
    ['none', 'export default { title: "T" };', false],
    ['none', 'import fs from "node:fs";\nimport path from "path";', false],
    ['none', 'import { search } from "file:///opt/docgen/packages/plugin-search/dist/index.js";', false],
    ['none', 'import "./local.js";\nimport x from "../up.mjs";\nimport y from "/abs/z.js";', false],
    ['none', 'import data from "data:text/javascript,export default 1";', false],
  ])('%s: %s → %s', (site, code, expected) => {
    expect(importsOtherReact(code, moduleOf(site))).toBe(expected);
  });

  it("docgen's own packages, as the Lintas sidebars file imports them, reach docgen's React", () => {
    const lintas = path.resolve(here, '../../../content/.docgen/modules/sidebars.mjs');
    expect(importsOtherReact('import { defineSidebars } from "@docgen/core/config";', lintas)).toBe(false);
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
