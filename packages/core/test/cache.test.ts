import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../src/index.js';
import { ContentCache } from '../src/cache/content-cache.js';
import { codeFingerprint } from '../../config/src/code-fingerprint.js';
import { DOCGEN_VERSION } from '../src/util/version.js';
import { copyDefaultTheme } from './default-theme-copy.js';

let site: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
const out = (rel: string) => fs.readFileSync(path.join(site, 'build', rel), 'utf8');
const run = () => build({ siteDir: site });

/** The HTML blobs named by the markdown cache's entries (shard files of `[day, entry]` by key). */
function markdownHtmlBlobs(): string[] {
  const cache = ContentCache.forSite(site).dir;
  const shards = fs.readdirSync(path.join(cache, 'markdown')).filter((f) => f.endsWith('.json'));
  return shards.flatMap((f) => {
    const entries = JSON.parse(fs.readFileSync(path.join(cache, 'markdown', f), 'utf8')) as Record<
      string,
      [number, { htmlHash: string }]
    >;
    return Object.values(entries).map(([, { htmlHash }]) => path.join(cache, 'blob', htmlHash.slice(0, 1), htmlHash));
  });
}

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-cache-'));
  fs.symlinkSync(path.resolve(__dirname, '../../../content/node_modules'), path.join(site, 'node_modules'), 'dir');
  write(
    'docgen.config.ts',
    `import { readingTime } from './plugin';\nexport default { title: 'Cache site', plugins: [readingTime()] };\n`,
  );
  write(
    'plugin.ts',
    `export const readingTime = () => ({ name: 'stamp', markdown: { rehypePlugins: [() => (tree: any) => { tree.children.push({ type: 'element', tagName: 'p', properties: { className: ['stamp'] }, children: [{ type: 'text', value: 'stamp-v1' }] }); }] } });\n`,
  );
  write(
    'sidebars.ts',
    `export default { docs: ['intro', { type: 'category', label: 'Guides v1', items: ['guide'] }] };\n`,
  );
  write('docs/intro.md', '---\ntitle: Intro\n---\nIntro body v1. See [guide](./guide.md).\n');
  write('docs/guide.md', '---\ntitle: Guide\n---\nGuide body v1.\n\n```js\nconst a = 1;\n```\n');
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

describe('the build cache', () => {
  it('a rebuild with nothing changed reuses every page and writes the same bytes', async () => {
    const first = await run();
    expect(first.cache.hits).toBe(0);
    const before = out('docs/guide/index.html');
    const second = await run();
    expect(second.cache.misses).toBe(0);
    expect(second.cache.hits).toBeGreaterThan(0);
    expect(out('docs/guide/index.html')).toBe(before);
  });

  it('docgen check --strict right after docgen build reuses every markdown and render result', async () => {
    await run();
    const check = await build({ siteDir: site, dryRun: true, strict: true });
    expect(check.cache.misses).toBe(0);
    const strictBuild = await build({ siteDir: site, strict: true });
    expect(strictBuild.cache.misses).toBe(0);
  });

  it('a changed page is rendered again; the others are reused', async () => {
    await run();
    write('docs/guide.md', '---\ntitle: Guide\n---\nGuide body v2.\n');
    const result = await run();
    expect(out('docs/guide/index.html')).toContain('Guide body v2.');
    expect(result.cache.misses).toBeGreaterThan(0);
    expect(result.cache.hits).toBeGreaterThan(0);
  });

  it('a rebuild never reads the HTML of a page it finds in the render cache', async () => {
    await run();
    const before = out('docs/guide/index.html');
    // Each markdown entry names its HTML blob: garbled, a build that read one would fail or differ.
    const blobs = markdownHtmlBlobs();
    expect(blobs.length).toBe(2);
    for (const blob of blobs) fs.writeFileSync(blob, 'garbled');
    const second = await run();
    expect(second.cache.misses).toBe(0);
    expect(out('docs/guide/index.html')).toBe(before);
  });

  it('a page whose HTML blob is gone is rendered again, the same', async () => {
    await run();
    const before = out('docs/guide/index.html');
    for (const blob of markdownHtmlBlobs()) fs.rmSync(blob);
    const second = await run();
    expect(second.cache.misses).toBeGreaterThan(0);
    expect(out('docs/guide/index.html')).toBe(before);
  });

  it('front matter is parsed once and taken from the cache while its file is unchanged', async () => {
    write('docs/dated.md', '---\ntitle: Dated\nupdated: 2026-01-02\nflavour: plain\n---\nDated body.\n');
    await run();
    const table = path.join(ContentCache.forSite(site).dir, 'front-matter.json');
    const entries = JSON.parse(fs.readFileSync(table, 'utf8')) as Record<
      string,
      { data: { title?: string }; diagnostics: { name: string }[] }
    >;
    const key = (rel: string) => Object.keys(entries).find((k) => k.endsWith(`:${rel}`));
    // Front matter is YAML 1.2 (the `yaml` package): a date stays a string, kept in the table like any value.
    expect((entries[key('docs/dated.md')!]!.data as { updated?: unknown }).updated).toBe('2026-01-02');
    expect(entries[key('docs/intro.md')!]!.data.title).toBe('Intro');
    // Read back from the table (a title only it holds shows on the page)…
    entries[key('docs/intro.md')!]!.data.title = 'From the table';
    fs.writeFileSync(table, JSON.stringify(entries));
    await build({ siteDir: site, cache: true });
    expect(out('docs/intro/index.html')).toContain('From the table');
    // …with the warnings it gave the first time; a changed file is parsed again.
    write('docs/intro.md', '---\ntitle: Intro v2\nflavor: x\n---\nIntro body v1. See [guide](./guide.md).\n');
    const changed = await run();
    expect(out('docs/intro/index.html')).toContain('Intro v2');
    expect(changed.diagnostics.map((d) => d.name)).toContain('UnknownFrontMatterKey');
    const again = await run();
    expect(again.diagnostics.filter((d) => d.name === 'UnknownFrontMatterKey').map((d) => d.file)).toEqual(
      changed.diagnostics.filter((d) => d.name === 'UnknownFrontMatterKey').map((d) => d.file),
    );
  });

  it('a config change invalidates what it touches', async () => {
    await run();
    write(
      'docgen.config.ts',
      `import { readingTime } from './plugin';\nexport default { title: 'Renamed site', plugins: [readingTime()] };\n`,
    );
    await run();
    expect(out('docs/intro/index.html')).toContain('Renamed site');
  });

  it('a sidebar change shows on every page', async () => {
    await run();
    write(
      'sidebars.ts',
      `export default { docs: ['intro', { type: 'category', label: 'Guides v2', items: ['guide'] }] };\n`,
    );
    await run();
    expect(out('docs/intro/index.html')).toContain('Guides v2');
    expect(out('docs/intro/index.html')).not.toContain('Guides v1');
  });

  it('a plugin change re-renders the pages it touches', async () => {
    await run();
    expect(out('docs/intro/index.html')).toContain('stamp-v1');
    write('plugin.ts', fs.readFileSync(path.join(site, 'plugin.ts'), 'utf8').replace('stamp-v1', 'stamp-v2'));
    await run();
    expect(out('docs/intro/index.html')).toContain('stamp-v2');
  });

  // Builds run in fresh processes here: a theme is an ES module, loaded once per process.
  it('a theme change re-renders every page', async () => {
    const cli = (): string =>
      execFileSync(process.execPath, [path.resolve(__dirname, '../../../bin/docgen'), 'build', site], {
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
      });
    const themeDir = path.join(site, 'my-theme');
    copyDefaultTheme(themeDir);
    write(
      'docgen.config.ts',
      `import { readingTime } from './plugin';\nexport default { title: 'Cache site', theme: './my-theme/dist/index.js', plugins: [readingTime()] };\n`,
    );
    cli();
    expect(cli()).toMatch(/up to date: .* nothing changed since the last build/);
    // The same inputs under another output folder: a build, all from the cache.
    expect(
      execFileSync(
        process.execPath,
        [path.resolve(__dirname, '../../../bin/docgen'), 'build', site, '--out', path.join(site, 'out2')],
        { encoding: 'utf8', env: { ...process.env, CI: 'true' } },
      ),
    ).toMatch(/cache: \d+ reused, 0 computed/);
    const en = path.join(themeDir, 'i18n', 'en.json');
    const strings = JSON.parse(fs.readFileSync(en, 'utf8')) as Record<string, string>;
    const key =
      Object.keys(strings).find((k) => k.startsWith('footer') || k.startsWith('skip')) ?? Object.keys(strings)[0]!;
    strings[key] = 'THEME-CHANGED';
    fs.writeFileSync(en, JSON.stringify(strings));
    const after = cli();
    expect(after).toMatch(/built \d+ pages/);
    expect(after).not.toMatch(/cache: \d+ reused, 0 computed/);
    expect(out('docs/intro/index.html')).toContain('THEME-CHANGED');
  });

  it('a new docgen version starts a new cache', () => {
    expect(path.basename(ContentCache.forSite(site).dir)).toMatch(
      new RegExp(`^${DOCGEN_VERSION.replace(/\./g, '\\.')}-[0-9a-f]{10}$`),
    );
  });

  it("a new version of one of the core's dependencies starts a new cache", () => {
    // A package like the core: compiled code and one installed dependency.
    const root = path.join(site, 'fake-core');
    const dep = path.join(root, 'node_modules', 'fake-dep');
    fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
    fs.mkdirSync(dep, { recursive: true });
    fs.writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ name: 'fake-core', dependencies: { 'fake-dep': '^1.0.0' } }),
    );
    fs.writeFileSync(path.join(root, 'dist', 'index.js'), 'export const a = 1;\n');
    const install = (version: string) =>
      fs.writeFileSync(path.join(dep, 'package.json'), JSON.stringify({ name: 'fake-dep', version }));
    install('1.0.0');
    const first = codeFingerprint(path.join(root, 'dist'), root);
    expect(codeFingerprint(path.join(root, 'dist'), root)).toBe(first);
    install('1.0.1');
    const upgraded = codeFingerprint(path.join(root, 'dist'), root);
    expect(upgraded).not.toBe(first);
    fs.writeFileSync(path.join(root, 'dist', 'index.js'), 'export const a = 2;\n');
    expect(codeFingerprint(path.join(root, 'dist'), root)).not.toBe(upgraded);
    // The site's cache folder is named by the core's own fingerprint.
    const core = path.resolve(__dirname, '..');
    expect(path.basename(ContentCache.forSite(site).dir)).toBe(
      `${DOCGEN_VERSION}-${codeFingerprint(path.join(core, 'src'), core)}`,
    );
  });

  it('--no-cache neither reads nor writes the cache', async () => {
    await run();
    const result = await build({ siteDir: site, cache: false });
    expect(result.cache).toEqual({ hits: 0, misses: 0 });
  });
});

describe('cache folders of other docgen builds', () => {
  it('are removed once no build used them for 30 days; the current one is marked used', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-cache-folders-'));
    const day = 86_400_000;
    const now = Date.UTC(2026, 10, 22, 12);
    const folder = (name: string, markedDaysAgo?: number, changedDaysAgo = 0) => {
      const dir = path.join(root, name);
      fs.mkdirSync(path.join(dir, 'blob'), { recursive: true });
      if (markedDaysAgo !== undefined) {
        fs.writeFileSync(path.join(dir, 'used'), '');
        fs.utimesSync(path.join(dir, 'used'), (now - markedDaysAgo * day) / 1000, (now - markedDaysAgo * day) / 1000);
      }
      fs.utimesSync(dir, (now - changedDaysAgo * day) / 1000, (now - changedDaysAgo * day) / 1000);
      return dir;
    };
    folder('0.1.0-old', 40);
    folder('0.1.0-recent', 10, 50);
    folder('0.0.9-unmarked', undefined, 45);
    folder('0.0.9-unmarked-new', undefined, 3);
    const current = new ContentCache(path.join(root, '0.1.0-current'));
    current.pruneOtherVersions(30, now);
    expect(fs.readdirSync(root).sort()).toEqual(['0.0.9-unmarked-new', '0.1.0-current', '0.1.0-recent']);
    expect(Math.floor(fs.statSync(path.join(root, '0.1.0-current', 'used')).mtimeMs / day)).toBe(Math.floor(now / day));
    // Off with the cache: nothing is touched.
    new ContentCache(path.join(root, '0.2.0-off'), false).pruneOtherVersions(0, now + 90 * day);
    expect(fs.readdirSync(root)).toHaveLength(3);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
