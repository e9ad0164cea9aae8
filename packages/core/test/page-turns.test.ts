import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// The compiled core: workers run dist/build/worker.js.
import { build } from '../dist/index.js';

/** The structure docs come last in route order: the pages linking to them start first. */
const AWAITING_PLUGIN = fs.readFileSync(path.resolve(__dirname, '../../../test/support/awaiting-plugin.txt'), 'utf8');

let site: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};

function makeSite(plugin: string, docs: Record<string, string>): void {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-turns-'));
  fs.symlinkSync(path.resolve(__dirname, '../node_modules'), path.join(site, 'node_modules'), 'dir');
  write('package.json', '{ "name": "turns-site", "private": true, "type": "module" }\n');
  write(
    'docgen.config.ts',
    `${plugin}\nexport default { title: 'Turns', docs: { sidebarPath: false }, plugins: [{ name: 'previews', markdown: { remarkPlugins: [previews] } }] };\n`,
  );
  for (const [rel, text] of Object.entries(docs)) write(`docs/${rel}`, text);
}

/** `count` API pages, each linking to a structure doc by its file; the structure docs sort last. */
function apiDocs(count: number): Record<string, string> {
  const docs: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    docs[`api-${String(i).padStart(2, '0')}.md`] =
      `# API ${i}\n\nTakes a [Size](./zz-structures/size-${i % 3}.md) and a [Point](zz-structures/point.md#fields).\n`;
  }
  for (let i = 0; i < 3; i++) docs[`zz-structures/size-${i}.md`] = `# Size ${i}\n\nA width and a height (${i}).\n`;
  docs['zz-structures/point.md'] = '# Point\n\nAn x and a y.\n\n## Fields\n\nx, y.\n';
  return docs;
}

const html = (out: string, route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');

afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

describe('a site plugin that awaits another page', () => {
  it('builds: the page waiting in the plugin lets the next pages start', async () => {
    makeSite(AWAITING_PLUGIN, apiDocs(4));
    const out = path.join(site, 'build');
    await build({ siteDir: site, outDir: out, strict: true, workers: false, cache: false });
    const page = html(out, 'docs/api-01');
    // The plugin saw each link as its page's URL (as Docusaurus resolves them before its plugins).
    expect(page).toContain('[preview: A width and a height (1).]');
    expect(page).toContain('[preview: An x and a y.]');
    // The links are checked and published as written: the anchor is kept and resolved.
    expect(page).toContain('href="/docs/zz-structures/point#fields"');
  }, 60_000);

  it('builds on the pool too: the pages are made again on the main thread, where the plugin sees them all', async () => {
    makeSite(AWAITING_PLUGIN, apiDocs(24));
    const out = path.join(site, 'build');
    await build({ siteDir: site, outDir: out, strict: true, workers: true, cache: false });
    for (const i of [0, 7, 23]) {
      expect(html(out, `docs/api-${String(i).padStart(2, '0')}`)).toContain(
        `[preview: A width and a height (${i % 3}).]`,
      );
    }
  }, 120_000);

  it('on the pool, a plugin waiting for a file it reads keeps the workers: it settles by itself', async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-turns-'));
    fs.symlinkSync(path.resolve(__dirname, '../node_modules'), path.join(site, 'node_modules'), 'dir');
    write('package.json', '{ "name": "turns-site", "private": true, "type": "module" }\n');
    write(
      'docgen.config.ts',
      `import fs from 'node:fs';
import { threadId } from 'node:worker_threads';
const made = new URL('./worker-made-a-page', import.meta.url);
function reads() {
  return async (tree, file) => {
    // The main thread waits (busy) for the worker's first page: else it takes back every batch of so small a site.
    if (threadId === 0) {
      const sleep = new Int32Array(new SharedArrayBuffer(4));
      for (let i = 0; i < 6000 && !fs.existsSync(made); i++) Atomics.wait(sleep, 0, 0, 10);
    } else fs.writeFileSync(made, '');
    const text = await fs.promises.readFile(file.path, 'utf8');
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: '[read ' + text.length + ' on ' + (threadId === 0 ? 'main' : 'worker') + ']' }] });
  };
}
export default { title: 'Reads', docs: { sidebarPath: false }, plugins: [{ name: 'reads', markdown: { remarkPlugins: [reads] } }] };
`,
    );
    for (let i = 0; i < 24; i++) write(`docs/doc-${String(i).padStart(2, '0')}.md`, `# Doc ${i}\n\nText ${i}.\n`);
    const out = path.join(site, 'build');
    const result = await build({ siteDir: site, outDir: out, strict: true, workers: true, cache: false });
    const pages = Array.from({ length: 24 }, (_, i) => html(out, `docs/doc-${String(i).padStart(2, '0')}`));
    expect(pages.every((page) => /\[read \d+ on (main|worker)\]/.test(page))).toBe(true);
    expect(pages.some((page) => page.includes('on worker]'))).toBe(true);
    expect(result.workers.jobs.markdown).toBeGreaterThan(0);
  }, 120_000);

  it('a page whose plugin waits for something nothing gives is a MarkdownPageStalled error, at once', async () => {
    makeSite(AWAITING_PLUGIN, {
      'api.md': '# API\n\nTakes a [Size](./zz-structures/size.md).\n',
      'zz-structures/size.md': '# Size\n\nA width and a height.\n',
      'lost.md': '# Lost\n\nSee [the gone one](/docs/zz-structures/gone).\n',
    });
    const started = Date.now();
    const failed = build({ siteDir: site, outDir: path.join(site, 'build'), workers: false, cache: false });
    await expect(failed).rejects.toMatchObject({
      diagnostics: expect.arrayContaining([
        expect.objectContaining({
          name: 'MarkdownPageStalled',
          file: 'docs/lost.md',
          message: expect.stringContaining('markdown.remarkPlugins[0] (previews) of the plugin "previews"'),
        }),
      ]),
    });
    const diagnostics = await failed.catch(
      (error: { diagnostics: { name: string; file?: string }[] }) => error.diagnostics,
    );
    // Only the page that waits for a page that does not exist: the others were made.
    expect(diagnostics.filter((d) => d.name === 'MarkdownPageStalled').map((d) => d.file)).toEqual(['docs/lost.md']);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('a link to a Markdown file that does not resolve reaches the plugin as written, and is reported so', async () => {
    makeSite(AWAITING_PLUGIN, {
      'api.md': '# API\n\nTakes a [Size](./zz-structures/size.md) and a [Box](./zz-structures/box.md).\n',
      'zz-structures/size.md': '# Size\n\nA width and a height.\n',
    });
    const failed = build({
      siteDir: site,
      outDir: path.join(site, 'build'),
      strict: true,
      workers: false,
      cache: false,
    });
    await expect(failed).rejects.toMatchObject({
      diagnostics: [expect.objectContaining({ name: 'BrokenLink', file: 'docs/api.md', line: 3 })],
    });
    const [broken] = await failed.catch((error: { diagnostics: { message: string }[] }) => error.diagnostics);
    expect(broken!.message).toContain('./zz-structures/box.md');
  }, 60_000);
});
