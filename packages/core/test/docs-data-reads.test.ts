/**
 * An MDX page depends on Docusaurus' docs data only when a component of it reads the data, and
 * then on the parts it read (issue 24): a doc added on a warm build makes again the pages that
 * list its version's docs or show its category, not the MDX pages that read none of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Build } from '../src/index.js';
import { put, useWorkspaceModules } from './support/site.js';

let dir: string;
const write = (rel: string, text: string) => put(dir, rel, text);
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docs-reads-'));
  useWorkspaceModules(dir);
  write('docgen.config.mjs', "export default { title: 'Reads', url: 'https://reads.example' };\n");
  // Reads nothing of the docs data: a component of its own and an expression.
  write(
    'docs/plain.mdx',
    "---\ntitle: Plain\n---\nimport Hello from '@site/src/components/Hello';\n\n<Hello /> {1 + 1}\n",
  );
  write('src/components/Hello.tsx', 'export default function Hello() {\n  return <b>hello</b>;\n}\n');
  // Lists the docs of its version (`useDocsVersion().docs`).
  write('docs/list.mdx', "---\ntitle: List\n---\nimport Titles from '@site/src/components/Titles';\n\n<Titles />\n");
  write(
    'src/components/Titles.tsx',
    [
      "import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';",
      '',
      'export default function Titles() {',
      '  const { docs } = useDocsVersion();',
      '  return <ul className="titles">{Object.values(docs).map((d) => <li key={d.id}>{d.title}</li>)}</ul>;',
      '}',
      '',
    ].join('\n'),
  );
  // Reads the versions' labels only (`useDocsData()`), not their docs.
  write(
    'docs/labels.mdx',
    "---\ntitle: Labels\n---\nimport Labels from '@site/src/components/Labels';\n\n<Labels />\n",
  );
  write(
    'src/components/Labels.tsx',
    [
      "import { useDocsData } from '@docusaurus/plugin-content-docs/client';",
      '',
      'export default function Labels() {',
      '  return <p className="labels">{useDocsData().versions.map((v) => v.label).join(",")}</p>;',
      '}',
      '',
    ].join('\n'),
  );
  // A category's cards (`<DocCardList>`, `useCurrentSidebarCategory`).
  write(
    'docs/cat/index.mdx',
    "---\ntitle: Cat\n---\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
  );
  write('docs/cat/one.md', '---\ntitle: One\n---\nThe first.\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function made(): Promise<number> {
  const pending = await new Build({ siteDir: dir }).run();
  await pending.commit();
  expect(pending.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return pending.result.markdownMade;
}
const page = (doc: string) => fs.readFileSync(path.join(dir, 'build', 'docs', doc, 'index.html'), 'utf8');

it('a doc added makes again the pages that read what it changed, not the others', async () => {
  expect(await made()).toBe(5);
  expect(page('list')).not.toContain('<li>Two</li>');
  write('docs/cat/two.md', '---\ntitle: Two\n---\nThe second.\n');
  // The new doc, the list of the version's docs and the category's cards; not plain nor labels.
  expect(await made()).toBe(3);
  expect(page('list')).toMatch(/<ul class="titles">.*<li>Two<\/li>/);
  expect(page('cat')).toMatch(/href="\/docs\/cat\/two"/);
  expect(page('plain')).toContain('<b>hello</b>');
  expect(page('labels')).toContain('<p class="labels">Next</p>');
  // Nothing changed: nothing made again, the pages reading the docs data included.
  expect(await made()).toBe(0);
  // A title changed: the list shows it; the category's cards too.
  write('docs/cat/two.md', '---\ntitle: Second\n---\nThe second.\n');
  expect(await made()).toBe(3);
  expect(page('list')).toContain('<li>Second</li>');
  expect(page('cat')).toContain('Second');
  expect(await made()).toBe(0);
}, 120_000);
