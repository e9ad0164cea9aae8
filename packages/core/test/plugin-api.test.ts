/** What a plugin's hooks are given across builds: its store, the output's files and their hashes, emitFile. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../src/index.js';
import { ContentCache } from '../src/cache/content-cache.js';
import { PluginStores, pluginStore } from '../src/cache/plugin-store.js';
import { put, useWorkspaceModules } from './support/site.js';

let dir: string;
const write = (rel: string, text: string) => put(dir, rel, text);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-plugin-api-'));
  useWorkspaceModules(dir);
  write('docs/intro.md', '---\ntitle: Intro\n---\nIntro.\n');
  write('docs/guide.md', '---\ntitle: Guide\n---\nGuide.\n');
  write('static/files/manual.txt', 'a static file');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A plugin that reports, in `report.json`, what its hooks saw. */
const REPORTER = `
const fs = globalThis.process.getBuiltinModule('node:fs');
const crypto = globalThis.process.getBuiltinModule('node:crypto');
let discovered;
export const reporter = {
  name: 'reporter',
  discover(site, ctx, { cache }) {
    discovered = { before: cache.get('builds') ?? 0 };
    cache.set('builds', discovered.before + 1);
  },
  async write({ outputFile, outputHash, emitFile, cache }) {
    const page = 'docs/intro/index.html';
    const bytes = fs.readFileSync(outputFile(page));
    await emitFile('extra/data.json', JSON.stringify({ fixed: true }));
    await emitFile('./extra/../extra/second.txt', 'second');
    const report = {
      ...discovered,
      writeSaw: cache.get('builds'),
      pageHash: outputHash(page) === crypto.createHash('sha256').update(bytes).digest('hex'),
      unknown: outputHash('nowhere.html') ?? null,
    };
    await emitFile('report.json', JSON.stringify(report));
  },
};
`;

describe('the plugin API across builds', () => {
  it("keeps a plugin's store between builds (not with --no-cache), gives the hash of output files, and keeps unchanged emitted and static files where they are", async () => {
    write('reporter.mjs', REPORTER);
    write(
      'docgen.config.mjs',
      `import { reporter } from './reporter.mjs';\nexport default { title: 'Plugins', plugins: [reporter] };\n`,
    );
    const report = () => JSON.parse(fs.readFileSync(path.join(dir, 'build/report.json'), 'utf8'));
    await build({ siteDir: dir });
    expect(report()).toEqual({ before: 0, writeSaw: 1, pageHash: true, unknown: null });
    const out = path.join(dir, 'build');
    const inode = (rel: string) => fs.statSync(path.join(out, rel)).ino;
    const before = { extra: inode('extra/data.json'), manual: inode('files/manual.txt') };
    expect(fs.readFileSync(path.join(out, 'extra/second.txt'), 'utf8')).toBe('second');

    write('docs/guide.md', '---\ntitle: Guide\n---\nGuide, second version.\n');
    await build({ siteDir: dir });
    expect(report()).toEqual({ before: 1, writeSaw: 2, pageHash: true, unknown: null });
    // Same bytes as in the output: kept, not written and moved again.
    expect({ extra: inode('extra/data.json'), manual: inode('files/manual.txt') }).toEqual(before);

    await build({ siteDir: dir, cache: false });
    expect(report()).toEqual({ before: 0, pageHash: true, unknown: null });
  });

  it("a plugin's page reader is fed by the render stage's pass over each page rendered, code blocks whole, and its result reaches the write hook", async () => {
    write('docs/intro.md', '---\ntitle: Intro\n---\n## Setup\n\nRun it:\n\n```js\nconst a = 1 < 2 && "x";\n```\n');
    write(
      'reader.mjs',
      `const fs = globalThis.process.getBuiltinModule('node:fs');
const { isMainThread } = globalThis.process.getBuiltinModule('node:worker_threads');
const loaded = new URL('./worker-loaded', import.meta.url);
let waited = false;
// With READER_WAITS, the main thread's first page waits (busy) for a worker's: a worker still loading
// when the render stage starts may lose every batch to the main thread; a loaded one keeps those it is sent.
const waitForWorker = () => () => {
  if (!isMainThread) fs.writeFileSync(loaded, '');
  else if (!waited && globalThis.process.env.READER_WAITS) {
    waited = true;
    const sleep = new Int32Array(new SharedArrayBuffer(4));
    for (let i = 0; i < 6000 && !fs.existsSync(loaded); i++) Atomics.wait(sleep, 0, 0, 10);
  }
};
export const reader = {
  name: 'reader',
  markdown: { remarkPlugins: [waitForWorker] },
  render: {
    scanPage() {
      const seen = { h2: [], code: [], inH2: false };
      return {
        onopentag(name) { if (name === 'h2') seen.inH2 = true; },
        ontext(text) { if (seen.inH2) seen.h2.push(text); },
        onclosetag(name) { if (name === 'h2') seen.inH2 = false; },
        oncode(html) { seen.code.push(html.slice(0, 17) + '|' + html.slice(-6)); },
        done: () => ({ h2: seen.h2.join(''), code: seen.code }),
      };
    },
  },
  async write({ manifest, pageScan, emitFile }) {
    const pages = ['docs/intro/index.html', 'docs/guide/index.html', 'nowhere.html'];
    await emitFile('scans.json', JSON.stringify(pages.map((p) => pageScan(p) ?? null)));
    const docs = manifest.routes.filter((r) => r.kind === 'doc');
    await emitFile('read.json', JSON.stringify([docs.filter((r) => pageScan(r.outputFile)).length, docs.length]));
  },
};
`,
    );
    write(
      'docgen.config.mjs',
      `import { reader } from './reader.mjs';\nexport default { title: 'Readers', plugins: [reader] };\n`,
    );
    const scans = () => JSON.parse(fs.readFileSync(path.join(dir, 'build/scans.json'), 'utf8'));
    await build({ siteDir: dir });
    const [intro, guide, none] = scans();
    expect(intro.h2).toContain('Setup');
    expect(intro.code).toEqual(['<pre class="shiki|</pre>']);
    expect(guide).toMatchObject({ code: [] });
    expect(none).toBeNull();
    // Only the page rendered again is read; the other is kept from the last build.
    write('docs/guide.md', '---\ntitle: Guide\n---\n## Again\n');
    await build({ siteDir: dir });
    const [kept, again] = scans();
    expect(kept).toBeNull();
    expect(again.h2).toContain('Again');
    // Pages a render worker rendered (the compiled core: workers run its dist): its readers' results come back with its job.
    for (let i = 0; i < 30; i++) write(`docs/part-${i}.md`, `---\ntitle: Part ${i}\n---\n## Part ${i}\n`);
    const { build: compiledBuild } = await import('../dist/index.js');
    process.env.READER_WAITS = '1';
    const pooled = await compiledBuild({ siteDir: dir, cache: false, workers: true }).finally(
      () => delete process.env.READER_WAITS,
    );
    expect(pooled.workers?.jobs.render).toBeGreaterThan(0);
    const [read, docs] = JSON.parse(fs.readFileSync(path.join(dir, 'build/read.json'), 'utf8'));
    expect(docs).toBeGreaterThanOrEqual(32);
    expect(read).toBe(docs);
    expect(scans().map((scan: { h2: string } | null) => scan?.h2)).toEqual([intro.h2, again.h2, undefined]);
  });

  it('an emitFile path outside the output fails the build with a PluginError, and the output stays as it was', async () => {
    write(
      'docgen.config.mjs',
      `export default { title: 'Plugins', plugins: [{ name: 'escaper', write: ({ emitFile }) => emitFile('../outside.txt', 'no') }] };\n`,
    );
    await expect(build({ siteDir: dir })).rejects.toMatchObject({
      diagnostics: [{ name: 'PluginError', message: expect.stringContaining('emitFile("../outside.txt")') }],
    });
    expect(fs.existsSync(path.join(dir, 'outside.txt'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it("a worker's store reads what the main thread saved and keeps nothing it is given", () => {
    const cache = new ContentCache(path.join(dir, 'cache'));
    const main = pluginStore(cache, 'p');
    main.set('k', { v: 1 });
    main.save();
    const worker = pluginStore(new ContentCache(path.join(dir, 'cache')), 'p', true);
    expect(worker.get('k')).toEqual({ v: 1 });
    worker.set('k', { v: 2 });
    worker.set('other', 1);
    worker.save();
    const again = pluginStore(new ContentCache(path.join(dir, 'cache')), 'p');
    expect([again.get('k'), again.get('other')]).toEqual([{ v: 1 }, undefined]);
    // Another plugin's store is its own.
    expect(pluginStore(new ContentCache(path.join(dir, 'cache')), 'q').get('k')).toBeUndefined();
  });

  it("with --no-cache, a worker's store reads what the main thread's plugin set in this build, and nothing is saved", () => {
    const off = new ContentCache(path.join(dir, 'cache'), false);
    const stores = new PluginStores(off);
    const main = stores.of({ name: 'p' });
    main.set('document', { parsed: true });
    stores.of({ name: 'q' });
    // The main thread reads nothing back (as before), and the cache folder stays empty.
    expect(main.get('document')).toBeUndefined();
    main.save();
    expect(fs.existsSync(path.join(dir, 'cache'))).toBe(false);
    const handed = stores.handover();
    expect(Object.keys(handed ?? {})).toEqual(['p']);
    const worker = new PluginStores(new ContentCache(path.join(dir, 'cache'), false), true, structuredClone(handed));
    expect(worker.of({ name: 'p' }).get('document')).toEqual({ parsed: true });
    expect(worker.of({ name: 'q' }).get('document')).toBeUndefined();
    // A dev server's stores (no worker, alive as long as it is) note nothing.
    const serving = new PluginStores(new ContentCache(path.join(dir, 'cache'), false), false, undefined, false);
    serving.of({ name: 'p' }).set('document', { parsed: true });
    expect(serving.handover()).toBeUndefined();
    // With the cache on, the workers read the saved shards instead.
    expect(new PluginStores(new ContentCache(path.join(dir, 'cache2'))).handover()).toBeUndefined();
  });
});
