import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Build } from '@docgen/core';
import { afterAll, beforeAll, expect, it } from 'vitest';

// An edit of the document makes again the pages that show what changed (`pageReads`), not every
// page of the site; the output is the one a build from nothing gives.
const here = path.dirname(fileURLToPath(import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-openapi-reads-'));
const site = path.join(tmp, 'site');
const spec = path.join(site, 'openapi', 'shop.yaml');
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

beforeAll(() => {
  fs.mkdirSync(site, { recursive: true });
  fs.symlinkSync(path.resolve(here, '../../../content/node_modules'), path.join(site, 'node_modules'), 'dir');
  write(
    'docgen.config.ts',
    `import { openapi } from '@docgen/plugin-openapi';\nexport default { title: 'Shop', url: 'https://shop.example', plugins: [openapi({ spec: 'openapi/shop.yaml' })] };\n`,
  );
  write('openapi/shop.yaml', fs.readFileSync(path.join(here, 'fixtures', 'shop.yaml'), 'utf8'));
  write('docs/list.md', page('List', '::openapi{operation=listItems}'));
  write('docs/get.md', page('Get', '::openapi{operation=getItem}'));
  write('docs/errors.md', page('Errors', '::openapi-errors{resource=items}'));
  write('docs/plain.md', page('Plain', 'No directive here.'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** One build into `out` with the site's cache: how many markdown results it made. */
async function run(out: string, cache = true): Promise<number> {
  const pending = await new Build({ siteDir: site, outDir: path.join(tmp, out), cache }).run();
  await pending.commit();
  return pending.result.markdownMade;
}

const html = (out: string, doc: string) => fs.readFileSync(path.join(tmp, out, 'docs', doc, 'index.html'), 'utf8');
const edit = (from: string, to: string) => {
  const text = fs.readFileSync(spec, 'utf8');
  expect(text).toContain(from);
  fs.writeFileSync(spec, text.replace(from, to));
};

it('makes again only the pages that read the edited part of the document', async () => {
  expect(await run('out')).toBe(4);

  // One operation: its page alone.
  edit('summary: Retrieve an item', 'summary: Retrieve one item');
  expect(await run('out')).toBe(1);
  expect(html('out', 'get')).toContain('Retrieve one item');

  // The error codes (the document's top level): the pages with a directive, not the plain one.
  edit('description: No item has this id.', 'description: No item has that id.');
  expect(await run('out')).toBe(3);
  expect(html('out', 'errors')).toContain('No item has that id.');
  expect(html('out', 'get')).toContain('Retrieve one item');

  // Nothing changed: nothing made.
  expect(await run('out')).toBe(0);

  // The same output as a build from nothing.
  await run('fresh', false);
  for (const doc of ['list', 'get', 'errors', 'plain']) expect(html('out', doc)).toBe(html('fresh', doc));
}, 120_000);
