import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { build } from '../src/index.js';
import { themeFileCounts } from '../src/theme/load-theme.js';
import { copyDefaultTheme } from './default-theme-copy.js';

let site: string;
let themeDir: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-theme-key-'));
  fs.symlinkSync(path.resolve(__dirname, '../../../content/node_modules'), path.join(site, 'node_modules'), 'dir');
  // A copy of the default theme, as a package of the site: its files can be changed here.
  themeDir = path.join(site, 'my-theme');
  copyDefaultTheme(themeDir);
  write('docgen.config.ts', `export default { title: 'Theme key', theme: './my-theme/dist/index.js' };\n`);
  write('sidebars.ts', `export default { docs: ['intro', 'guide'] };\n`);
  write('docs/intro.md', '---\ntitle: Intro\n---\nIntro body. See [guide](./guide.md).\n');
  write('docs/guide.md', '---\ntitle: Guide\n---\nGuide body.\n');
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

it("the theme's declarations, source maps, build info and README do not change the render keys", async () => {
  const cold = await build({ siteDir: site });
  expect(cold.cache.hits).toBe(0);
  // What `pnpm build` (tsc --emitDeclarationOnly) leaves in a theme package, and a README edit.
  const dist = path.join(themeDir, 'dist');
  fs.writeFileSync(path.join(dist, 'index.d.ts'), 'export declare const theme: unknown;\n');
  fs.writeFileSync(path.join(dist, 'index.d.ts.map'), '{"version":3,"sources":[],"mappings":""}\n');
  fs.writeFileSync(path.join(themeDir, 'tsconfig.tsbuildinfo'), '{"version":"5.9.3"}\n');
  fs.appendFileSync(path.join(themeDir, 'README.md'), '\nA line more.\n');
  const declared = await build({ siteDir: site });
  expect(declared.cache.misses).toBe(0);
  // And gone again (`pnpm build:js` empties dist/ and writes the JavaScript alone).
  fs.rmSync(path.join(dist, 'index.d.ts'));
  fs.rmSync(path.join(dist, 'index.d.ts.map'));
  const undeclared = await build({ siteDir: site });
  expect(undeclared.cache.misses).toBe(0);
  // The theme's code still counts.
  fs.appendFileSync(path.join(dist, 'index.js'), '\n// changed\n');
  const changed = await build({ siteDir: site });
  expect(changed.cache.misses).toBeGreaterThan(0);
}, 60_000);

it('counts code, styles and translations; leaves out what tools write beside them', () => {
  for (const rel of ['dist/index.js', 'css/theme.css', 'i18n/en.json', 'package.json', 'dist/readme.js'])
    expect(themeFileCounts(rel.split('/').join(path.sep)), rel).toBe(true);
  for (const rel of [
    'dist/index.d.ts',
    'dist/index.d.ts.map',
    'dist/index.js.map',
    'dist/x.d.mts',
    'tsconfig.tsbuildinfo',
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    'src/index.ts',
    'test/a.test.ts',
  ])
    expect(themeFileCounts(rel.split('/').join(path.sep)), rel).toBe(false);
  // Only the folders: a file whose name starts like them counts.
  for (const rel of ['testimonials.css', 'srcset.js', 'css/src.css'])
    expect(themeFileCounts(rel.split('/').join(path.sep)), rel).toBe(true);
  // A theme whose entry is its src/ runs its sources: they count, its tests still do not.
  const srcEntry = path.join('src', 'index.js');
  expect(themeFileCounts(path.join('src', 'Layout.js'), srcEntry)).toBe(true);
  expect(themeFileCounts(path.join('test', 'a.test.js'), srcEntry)).toBe(false);
});
