import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../src/index.js';
import { bundleClient } from '../src/bundle/stage.js';
import { ContentCache } from '../src/cache/content-cache.js';
import { createMarkdownProcessor, processMarkdown } from '../src/markdown/processor.js';
import type { MarkdownFileContext } from '../src/markdown/context.js';
import { OutputWriter, type OutputRecord } from '../src/output/writer.js';
import type { SiteContext } from '../src/model.js';

let dir: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
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
  it('hard-links a file the previous output holds with the same content, writes the others', async () => {
    const previous = path.join(dir, 'build');
    const first = new OutputWriter(previous);
    await first.write('a/index.html', 'same');
    await first.write('b/index.html', 'old');
    const record: OutputRecord = first.output();

    const staging = path.join(dir, 'staging');
    const second = new OutputWriter(staging, { dir: previous, record });
    const load = (text: string) => () => text;
    await second.place('a/index.html', record.files['a/index.html']![0], load('same'));
    await second.place('b/index.html', 'another-hash', load('new'));
    expect(second.linked).toBe(1);
    expect(second.written).toBe(1);
    expect(fs.statSync(path.join(staging, 'a/index.html')).ino).toBe(fs.statSync(path.join(previous, 'a/index.html')).ino);
    expect(fs.readFileSync(path.join(staging, 'b/index.html'), 'utf8')).toBe('new');
  });

  it('writes a file that changed in the output since it was recorded', async () => {
    const previous = path.join(dir, 'build');
    const first = new OutputWriter(previous);
    await first.write('a/index.html', 'same');
    const record = first.output();
    fs.writeFileSync(path.join(previous, 'a/index.html'), 'edited by hand, longer');
    const second = new OutputWriter(path.join(dir, 'staging'), { dir: previous, record });
    await second.place('a/index.html', record.files['a/index.html']![0], () => 'same');
    expect(second.linked).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'staging/a/index.html'), 'utf8')).toBe('same');
  });

  it('a rebuild with nothing changed links every page and gives the same bytes as a build without the cache', async () => {
    fs.symlinkSync(path.resolve(__dirname, '../../../content/node_modules'), path.join(dir, 'node_modules'), 'dir');
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

  it('a page edited in place in the output (its cache blob shares the file) is rendered again', async () => {
    fs.symlinkSync(path.resolve(__dirname, '../../../content/node_modules'), path.join(dir, 'node_modules'), 'dir');
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

describe('the bundle cache', () => {
  it('reuses the bundle while its sources are unchanged and rebuilds it when a theme source changes', async () => {
    const cache = new ContentCache(path.join(dir, 'cache'));
    const ctx = { strict: false, config: { budgets: { firstLoadJsGzip: 1e9 } } } as unknown as SiteContext;
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
    const processor = createMarkdownProcessor({ code: { themes: { light: 'github-light', dark: 'github-dark' }, store } });
    const ctx: MarkdownFileContext = { locale: 'en', relFile: 'x.md', lineOffset: 0, strings: {}, resolveLink: (href) => ({ href }), resolveImage: () => undefined, tocMin: 2, tocMax: 3, diagnostics: [], toc: [], ids: [], links: [] };
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
    const html = await render({ get: () => fake, set: () => undefined }, `\`\`\`js\nconst fromStore = ${Date.now()};\n\`\`\`\n`);
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
