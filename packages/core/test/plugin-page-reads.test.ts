/** `DocgenPlugin.pageReads`: a plugin's files reach only the pages that recorded reading them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Build } from '../src/index.js';
import { put, useWorkspaceModules } from './support/site.js';

let dir: string;
const write = (rel: string, text: string) => put(dir, rel, text);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-page-reads-'));
  useWorkspaceModules(dir);
  write('docs/uses.md', '---\ntitle: Uses\n---\nThe price is TERM.\n');
  write('docs/other.md', '---\ntitle: Other\n---\nNothing to replace.\n');
  write('term.txt', 'ten');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Replaces `TERM` with the text of `term.txt`; with `scoped`, only the pages that show it depend on the file. */
const plugin = (scoped: boolean) => `
const fs = globalThis.process.getBuiltinModule('node:fs');
const term = () => fs.readFileSync(${JSON.stringify(path.join(dir, 'term.txt'))}, 'utf8').trim();
const remarkTerm = () => (tree, file) => {
  const visit = (node) => {
    if (node.type === 'text' && node.value.includes('TERM')) {
      node.value = node.value.replace('TERM', term());
      file.data.docgen.reads?.push({ plugin: 'term', part: 'term', key: term() });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
};
export const termPlugin = {
  name: 'term',
  cacheKey: () => term(),
  ${scoped ? "pageReads: { base: () => 'v1', holds: (part, key) => part === 'term' && key === term() }," : ''}
  markdown: { remarkPlugins: [remarkTerm] },
};
`;

async function made(): Promise<number> {
  const pending = await new Build({ siteDir: dir }).run();
  await pending.commit();
  return pending.result.markdownMade;
}
const page = (doc: string) => fs.readFileSync(path.join(dir, 'build', 'docs', doc, 'index.html'), 'utf8');

it.each([
  ['with pageReads, the page that read the file alone', true, 1],
  ['without, every page (the plugin key is in each)', false, 2],
])(
  'an edit of what the plugin reads makes again %s',
  async (_, scoped, again) => {
    write('term.mjs', plugin(scoped));
    write(
      'docgen.config.mjs',
      `import { termPlugin } from './term.mjs';\nexport default { title: 'T', plugins: [termPlugin] };\n`,
    );
    expect(await made()).toBe(2);
    expect(page('uses')).toContain('The price is ten.');
    write('term.txt', 'twelve');
    expect(await made()).toBe(again);
    expect(page('uses')).toContain('The price is twelve.');
    expect(await made()).toBe(0);
  },
  60_000,
);
