import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashTree } from '@docgen/config';
import { listTree } from '../src/util/file-stats.js';
import { codeTree, heldTree, isOwnCode } from '../src/util/own-code.js';
import { THEME_TREE_IGNORE, themeCodeHash, themeFileCounts } from '../src/theme/load-theme.js';
import { copyDefaultTheme } from './default-theme-copy.js';

// docgen's own code (core, shared, the default theme) is listed once per process: each build of
// a process that builds again (a test host, the dev server) listed ~1,200 files and hashed the
// theme anew. What can change under a running process is still seen.

const THEME = fs.realpathSync(path.resolve(__dirname, '../../../themes/default'));
let dir: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-own-code-'));
  write('package.json', '{"name":"a-theme"}\n');
  write('dist/index.js', 'export default {};\n');
  write('dist/parts/nav.js', 'export const nav = 1;\n');
  write('dist/index.d.ts', 'export {};\n');
  write('css/base.css', 'body { color: red; }\n');
  write('i18n/en.json', '{}\n');
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a held listing', () => {
  it('lists what listTree lists, then stats only folders and the files a build reads', () => {
    expect(heldTree(dir).files).toEqual(listTree(dir));
    const stat = vi.spyOn(fs, 'statSync');
    const again = heldTree(dir);
    expect(again.files).toEqual(listTree(dir));
    stat.mockClear();
    heldTree(dir);
    const statted = stat.mock.calls.map(([file]) => path.relative(dir, String(file)).split(path.sep).join('/'));
    // Its folders, its styles, translations and package.json; never a module, a declaration.
    expect(statted.sort()).toEqual([
      '',
      'css',
      'css/base.css',
      'dist',
      'dist/parts',
      'i18n',
      'i18n/en.json',
      'package.json',
    ]);
  });

  it('sees a file added, removed or renamed, and a style or translation changed in place', () => {
    const tree = () => heldTree(dir).files.map(([rel]) => rel);
    heldTree(dir);
    write('dist/parts/footer.js', 'export const footer = 1;\n');
    expect(tree()).toContain('dist/parts/footer.js');
    fs.rmSync(path.join(dir, 'dist/parts/nav.js'));
    expect(tree()).not.toContain('dist/parts/nav.js');
    fs.renameSync(path.join(dir, 'dist/index.js'), path.join(dir, 'dist/main.js'));
    expect(tree()).toContain('dist/main.js');
    for (const rel of ['css/base.css', 'i18n/en.json', 'package.json']) {
      const before = heldTree(dir).files.find(([r]) => r === rel)!;
      fs.appendFileSync(path.join(dir, rel), '\n/* more */\n');
      expect(
        heldTree(dir).files.find(([r]) => r === rel),
        rel,
      ).not.toEqual(before);
    }
  });

  it('keeps what was derived from it while it holds, and drops it with a change', () => {
    const first = heldTree(dir);
    first.derived.set('hash', 'one');
    expect(heldTree(dir).derived.get('hash')).toBe('one');
    write('css/more.css', 'a {}\n');
    expect(heldTree(dir).derived.get('hash')).toBeUndefined();
  });
});

describe("whose code is held: docgen's own", () => {
  it("docgen's default theme is, a site's copy of it is not (its edits are seen at once)", () => {
    expect(isOwnCode(THEME)).toBe(true);
    expect(isOwnCode(path.join(THEME, 'dist'))).toBe(true);
    const copy = path.join(dir, 'my-theme');
    copyDefaultTheme(copy);
    expect(isOwnCode(copy)).toBe(false);
    const before = codeTree(copy, THEME_TREE_IGNORE).files.find(([rel]) => rel === 'dist/index.js')!;
    fs.appendFileSync(path.join(copy, 'dist/index.js'), '\n// changed\n');
    expect(codeTree(copy, THEME_TREE_IGNORE).files.find(([rel]) => rel === 'dist/index.js')).not.toEqual(before);
  });

  it("the theme's fingerprint from the stamp's listing is the hash of the files that count", () => {
    const entryRel = path.join('dist', 'index.js');
    const expected = hashTree(THEME, (rel) => themeFileCounts(rel, entryRel));
    expect(themeCodeHash(THEME, entryRel)).toBe(expected);
    expect(themeCodeHash(THEME, entryRel)).toBe(expected);
  });
});
