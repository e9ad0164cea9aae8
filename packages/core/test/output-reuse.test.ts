import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from '../src/index.js';
import { bundleClient } from '../src/bundle/stage.js';
import { ContentCache } from '../src/cache/content-cache.js';
import { createMarkdownProcessor, processMarkdown } from '../../markdown/src/processor.js';
import { plainFileContext } from '../../markdown/test/support/file-context.js';
import { openPreviousOutput, outputRecordFile, OutputWriter, saveOutputRecord } from '../src/output/writer.js';
import { differences } from './support/tree.js';
import { RETIRED_FILE_MS } from '../src/output/retired-files.js';
import { updateInPlace } from '../src/output/staging.js';
import { listTree } from '../src/util/file-stats.js';
import { sha256 } from '../src/util/hash.js';
import type { SiteContext } from '@docgen/config';
import { put, useWorkspaceModules } from './support/site.js';

let dir: string;
const write = (rel: string, text: string) => put(dir, rel, text);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-reuse-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Files below a folder with their bytes. */
function tree(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else files.set(path.relative(root, full), fs.readFileSync(full, 'latin1'));
    }
  };
  walk(root);
  return files;
}

describe('the output writer', () => {
  it('keeps a file the previous output holds with the same content where it is, writes the others', async () => {
    const previous = path.join(dir, 'build');
    const first = new OutputWriter(previous);
    first.write('a/index.html', 'same');
    first.write('b/index.html', 'old');
    const recordFile = path.join(dir, 'record.json');
    saveOutputRecord(recordFile, first.outputOf(listTree(previous)).record);

    const staging = path.join(dir, 'staging');
    const opened = openPreviousOutput(recordFile, previous)!;
    const second = new OutputWriter(staging, opened);
    const seen: string[] = [];
    expect(
      second.place(
        'a/index.html',
        sha256('same'),
        () => 'same',
        (file) => seen.push(file),
      ),
    ).toBe(true);
    expect(second.place('b/index.html', sha256('new'), () => 'new')).toBe(true);
    expect([second.kept, second.written]).toEqual([1, 1]);
    // Kept: nothing in the staging folder, found where it is (and handed to the callback from there).
    expect(fs.existsSync(path.join(staging, 'a/index.html'))).toBe(false);
    expect(seen).toEqual([path.join(previous, 'a/index.html')]);
    expect(second.locate('a/index.html')).toBe(path.join(previous, 'a/index.html'));
    expect(second.locate('b/index.html')).toBe(path.join(staging, 'b/index.html'));
    expect(second.locate('c/index.html')).toBeUndefined();
    expect(fs.readFileSync(path.join(staging, 'b/index.html'), 'utf8')).toBe('new');
    const next = second.outputOf(listTree(staging));
    expect(next.files.map(([rel]) => rel)).toEqual(['a/index.html', 'b/index.html']);
    expect(next.record.files['a/index.html']![0]).toBe(sha256('same'));
    expect(next.record.files['b/index.html']![0]).toBe(sha256('new'));
  });

  it('writes a file that changed in the output since it was recorded', async () => {
    const previous = path.join(dir, 'build');
    const first = new OutputWriter(previous);
    first.write('a/index.html', 'same');
    const recordFile = path.join(dir, 'record.json');
    saveOutputRecord(recordFile, first.outputOf(listTree(previous)).record);
    fs.writeFileSync(path.join(previous, 'a/index.html'), 'edited by hand, longer');
    const second = new OutputWriter(path.join(dir, 'staging'), openPreviousOutput(recordFile, previous));
    second.place('a/index.html', sha256('same'), () => 'same');
    expect(second.kept).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'staging/a/index.html'), 'utf8')).toBe('same');
  });

  it('has no previous output without a record, with a record of another format, or without the folder', () => {
    const previous = path.join(dir, 'build');
    const recordFile = path.join(dir, 'record.json');
    fs.mkdirSync(previous);
    expect(openPreviousOutput(recordFile, previous)).toBeUndefined();
    fs.writeFileSync(recordFile, JSON.stringify({ v: 1, files: {} }));
    expect(openPreviousOutput(recordFile, previous)).toBeUndefined();
    fs.writeFileSync(recordFile, JSON.stringify({ v: 2, files: {} }));
    expect(openPreviousOutput(recordFile, previous)?.present.size).toBe(0);
    fs.rmSync(previous, { recursive: true });
    expect(openPreviousOutput(recordFile, previous)).toBeUndefined();
  });

  it('a rebuild with nothing changed keeps every page where it is and gives the same bytes as a build without the cache', async () => {
    useWorkspaceModules(dir);
    write('docgen.config.mjs', `export default { title: 'Reuse' };\n`);
    write('docs/intro.md', '---\ntitle: Intro\n---\nIntro. See [guide](./guide.md).\n');
    write('docs/guide.md', '---\ntitle: Guide\n---\nGuide.\n\n```js\nconst a = 1;\n```\n');
    await build({ siteDir: dir });
    const page = path.join(dir, 'build/docs/guide/index.html');
    const inode = fs.statSync(page).ino;
    await build({ siteDir: dir });
    expect(fs.statSync(page).ino).toBe(inode);
    await build({ siteDir: dir, outDir: path.join(dir, 'fresh'), cache: false });
    expect(tree(path.join(dir, 'build'))).toEqual(tree(path.join(dir, 'fresh')));
  });

  it('a rebuild with pages edited, added and removed updates the output in place: other files untouched, the same bytes as a fresh build', async () => {
    useWorkspaceModules(dir);
    write('docgen.config.mjs', `export default { title: 'Reuse' };\n`);
    write('docs/intro.md', '---\ntitle: Intro\n---\nIntro.\n');
    write('docs/guide.md', '---\ntitle: Guide\n---\nGuide.\n');
    write('docs/old/deep.md', '---\ntitle: Deep\n---\nTo be removed.\n');
    write('static/files/a.txt', 'static');
    await build({ siteDir: dir });
    const out = path.join(dir, 'build');
    const before = new Map(listTree(out).map(([rel]) => [rel, fs.statSync(path.join(out, rel))]));
    write('docs/guide.md', '---\ntitle: Guide\n---\nGuide, second version.\n');
    await build({ siteDir: dir });
    // The unchanged pages' HTML and chunks are the very files of the first build.
    const others = [...before.keys()].filter((rel) =>
      /^docs\/(intro|old\/deep)\/index\.html$|^assets\/pages\/docs-(intro|old-deep)\./.test(rel),
    );
    expect(others).toHaveLength(4);
    for (const rel of others) {
      const now = fs.statSync(path.join(out, rel));
      expect([now.ino, now.mtimeMs]).toEqual([before.get(rel)!.ino, before.get(rel)!.mtimeMs]);
    }
    expect(fs.readFileSync(path.join(out, 'docs/guide/index.html'), 'utf8')).toContain('Guide, second version.');

    write('docs/added.md', '---\ntitle: Added\n---\nNew page.\n');
    fs.rmSync(path.join(dir, 'docs/old'), { recursive: true });
    await build({ siteDir: dir });
    expect(fs.existsSync(path.join(out, 'docs/old'))).toBe(false);
    expect(fs.readdirSync(dir).filter((n) => n.includes('staging'))).toEqual([]);
    await build({ siteDir: dir, outDir: path.join(dir, 'fresh'), cache: false });
    expect(differences(out, path.join(dir, 'fresh'))).toEqual([]);
  });

  it('a build stopped while it updated the output (no record left) builds a fresh folder', async () => {
    useWorkspaceModules(dir);
    write('docgen.config.mjs', `export default { title: 'Reuse' };\n`);
    write('docs/intro.md', '---\ntitle: Intro\n---\nIntro.\n');
    await build({ siteDir: dir });
    const out = path.join(dir, 'build');
    // What a stop half-way through updateInPlace leaves: no record, a stray file, a stale page.
    fs.rmSync(outputRecordFile(dir, out));
    fs.writeFileSync(path.join(out, 'half-moved.html'), 'stray');
    fs.writeFileSync(path.join(out, 'docs/intro/index.html'), 'stale');
    await build({ siteDir: dir });
    await build({ siteDir: dir, outDir: path.join(dir, 'fresh'), cache: false });
    expect(differences(out, path.join(dir, 'fresh'))).toEqual([]);
    expect(fs.existsSync(outputRecordFile(dir, out))).toBe(true);
  });

  it("a plugin's write hook reads a kept page with outputFile (not in the staging folder)", async () => {
    useWorkspaceModules(dir);
    write(
      'docgen.config.mjs',
      `export default { title: 'Reuse', plugins: [{ name: 'reader', write({ outputDir, outputFile, emitFile }) {
  const file = outputFile('docs/intro/index.html');
  const fs = globalThis.process.getBuiltinModule('node:fs');
  return emitFile('report.txt', (file.startsWith(outputDir) ? 'staged ' : 'kept ') + (fs.readFileSync(file, 'utf8').includes('Intro.') ? 'with text' : 'without text') + (outputFile('nowhere.html') === undefined ? '' : ' and nowhere'));
} }] };\n`,
    );
    write('docs/intro.md', '---\ntitle: Intro\n---\nIntro.\n');
    write('docs/guide.md', '---\ntitle: Guide\n---\nGuide.\n');
    await build({ siteDir: dir });
    expect(fs.readFileSync(path.join(dir, 'build/report.txt'), 'utf8')).toBe('staged with text');
    write('docs/guide.md', '---\ntitle: Guide\n---\nGuide, second version.\n');
    await build({ siteDir: dir });
    expect(fs.readFileSync(path.join(dir, 'build/report.txt'), 'utf8')).toBe('kept with text');
  });

  it('a page edited in place in the output (its cache blob shares the file) is rendered again', async () => {
    useWorkspaceModules(dir);
    write('docgen.config.mjs', `export default { title: 'Reuse' };\n`);
    write('docs/intro.md', '---\ntitle: Intro\n---\nIntro.\n');
    await build({ siteDir: dir });
    const page = path.join(dir, 'build/docs/intro/index.html');
    const original = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, original.replace('Intro.', 'Tampered.'));
    await build({ siteDir: dir });
    expect(fs.readFileSync(page, 'utf8')).toBe(original);
  });
});

describe('updating the output in place', () => {
  it('renames staged files over the old ones, removes what the new output lacks and folders left empty, leaves kept files alone', () => {
    const out = path.join(dir, 'build');
    const staging = path.join(dir, 'staging');
    const put = (root: string, rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    };
    put(out, 'kept.html', 'kept');
    put(out, 'changed.html', 'old');
    put(out, 'gone/deep/page.html', 'removed page');
    put(out, 'shared/keep.txt', 'kept beside a removed file');
    put(out, 'shared/gone.txt', 'removed');
    put(out, 'was-a-folder/inside.html', 'a folder where the new output has a file');
    put(out, 'was-a-file', 'a file where the new output has a folder');
    put(staging, 'changed.html', 'new');
    put(staging, 'added/page.html', 'added');
    put(staging, 'was-a-folder', 'now a file');
    put(staging, 'was-a-file/index.html', 'now in a folder');
    const keptInode = fs.statSync(path.join(out, 'kept.html')).ino;
    const present = new Set(listTree(out).map(([rel]) => rel));

    updateInPlace(staging, out, listTree(staging), new Set(['kept.html', 'shared/keep.txt']), present);

    const now = new Map(listTree(out).map(([rel]) => [rel, fs.readFileSync(path.join(out, rel), 'utf8')]));
    expect(Object.fromEntries(now)).toEqual({
      'added/page.html': 'added',
      'changed.html': 'new',
      'kept.html': 'kept',
      'shared/keep.txt': 'kept beside a removed file',
      'was-a-file/index.html': 'now in a folder',
      'was-a-folder': 'now a file',
    });
    expect(fs.statSync(path.join(out, 'kept.html')).ino).toBe(keptInode);
    expect(fs.existsSync(path.join(out, 'gone'))).toBe(false);
    expect(fs.existsSync(staging)).toBe(false);
  });

  it('served by a dev server: hashed files the new output lacks stay a while for open tabs, pages go at once', async () => {
    vi.useFakeTimers();
    try {
      const out = path.join(dir, 'build');
      const put = (root: string, rel: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        fs.writeFileSync(path.join(root, rel), text);
      };
      const commit = (files: Record<string, string>) => {
        const staging = fs.mkdtempSync(path.join(dir, 'staging-'));
        for (const [rel, text] of Object.entries(files)) put(staging, rel, text);
        const present = new Set(listTree(out).map(([rel]) => rel));
        updateInPlace(staging, out, listTree(staging), new Set(), present, true);
      };
      put(out, 'guide.html', 'v1');
      put(out, 'old.html', 'a page the edit removes');
      put(out, 'assets/pages/guide.0123abcd.json', 'v1');
      put(out, 'assets/main-ABCDEFGH.js', 'runtime v1');
      put(out, 'notes.txt', 'not hashed');
      commit({ 'guide.html': 'v2', 'assets/pages/guide.4567cdef.json': 'v2', 'assets/main-IJKLMNOP.js': 'runtime v2' });
      const files = () =>
        listTree(out)
          .map(([rel]) => rel)
          .sort();
      expect(files()).toEqual([
        'assets/main-ABCDEFGH.js',
        'assets/main-IJKLMNOP.js',
        'assets/pages/guide.0123abcd.json',
        'assets/pages/guide.4567cdef.json',
        'guide.html',
      ]);
      // The first version comes back before its time is up: named again, it stays.
      commit({ 'guide.html': 'v1', 'assets/pages/guide.0123abcd.json': 'v1', 'assets/main-IJKLMNOP.js': 'runtime v2' });
      await vi.advanceTimersByTimeAsync(RETIRED_FILE_MS);
      expect(files()).toEqual(['assets/main-IJKLMNOP.js', 'assets/pages/guide.0123abcd.json', 'guide.html']);
      expect(fs.readFileSync(path.join(out, 'assets/pages/guide.0123abcd.json'), 'utf8')).toBe('v1');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the bundle cache', () => {
  it('reuses the bundle while its sources are unchanged and rebuilds it when a theme source changes', async () => {
    const cache = new ContentCache(path.join(dir, 'cache'));
    const ctx = {
      strict: false,
      config: { budgets: { firstLoadJsGzip: 1e9 }, markdown: { mermaid: false } },
    } as unknown as SiteContext;
    const islands = path.join(dir, 'islands.ts');
    fs.writeFileSync(islands, `export const hydrate = () => 'island-v1';\n`);
    const islandsJs = async () => {
      const bundle = await bundleClient(ctx, [], [], islands, cache);
      return bundle.assets.find((a) => bundle.islandsUrl && a.path === bundle.islandsUrl.slice(1));
    };
    const first = await islandsJs();
    expect(Buffer.from(first!.bytes).toString()).toContain('island-v1');
    const again = await islandsJs();
    expect(Buffer.from(again!.bytes)).toEqual(Buffer.from(first!.bytes));
    fs.writeFileSync(islands, `export const hydrate = () => 'island-v2';\n`);
    const changed = await islandsJs();
    expect(Buffer.from(changed!.bytes).toString()).toContain('island-v2');
  });
});

describe('the highlight store', () => {
  const render = (store: { get(k: string): string | undefined; set(k: string, v: string): void }, body: string) => {
    const processor = createMarkdownProcessor({
      code: { themes: { light: 'github-light', dark: 'github-dark' }, store },
    });
    const ctx = plainFileContext({ relFile: 'x.md' });
    return processMarkdown(processor, body, ctx);
  };

  it('keeps each block highlighted, by language and text', async () => {
    const stored = new Map<string, string>();
    const store = { get: (k: string) => stored.get(k), set: (k: string, v: string) => void stored.set(k, v) };
    await render(store, `\`\`\`js\nconst kept = ${Date.now()};\n\`\`\`\n`);
    expect(stored.size).toBe(1);
    await render(store, `\`\`\`python\nkept = ${Date.now()}\n\`\`\`\n`);
    expect(stored.size).toBe(2);
  });

  it('uses a stored block as is (no highlighting)', async () => {
    const fake = '<pre data-from-store="yes"></pre>';
    const html = await render(
      { get: () => fake, set: () => undefined },
      `\`\`\`js\nconst fromStore = ${Date.now()};\n\`\`\`\n`,
    );
    expect(html).toContain('<div class="dg-code__body"><pre data-from-store="yes"></pre><button');
  });

  it('stores the HTML it shows, and a second render with the store gives the same bytes', async () => {
    const stored = new Map<string, string>();
    const store = { get: (k: string) => stored.get(k), set: (k: string, v: string) => void stored.set(k, v) };
    const body = `\`\`\`ts {2}\nconst a = 1;\nconst b = "<&>";\n\`\`\`\n`;
    const first = await render(store, body);
    const [block] = [...stored.values()];
    expect(first).toContain(block);
    expect(block).toMatch(/^<pre class="shiki[^"]*"[^>]*tabindex="0"><code>/);
    expect(block).toContain('&#x3C;&#x26;>');
    expect(await render(store, body)).toBe(first);
  });
});
