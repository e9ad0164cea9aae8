import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/index.js';

// The dev server builds again in the same process: a component the site's MDX component map no
// longer imports must leave the pages with it (its stylesheet, its island), not stay remembered.

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-map-edit-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
fs.symlinkSync(path.resolve(__dirname, '../../../content/node_modules'), path.join(site, 'node_modules'), 'dir');
write('docgen.config.ts', `export default { title: 'Map', docs: { sidebarPath: false } };\n`);
write('docs/intro.mdx', '# Intro\n\nSee <Note>this</Note>.\n');
write(
  'src/components/Note.tsx',
  `import './note.css';\nexport default function Note(props: { children: unknown }) { return <em className="note">{props.children as string}</em>; }\n`,
);
write('src/components/note.css', '.note { color: rebeccapurple; }\n');
write(
  'src/components/Plain.tsx',
  `export default function Plain(props: { children: unknown }) { return <span className="plain">{props.children as string}</span>; }\n`,
);
const map = (component: string) =>
  write(
    'src/theme/MDXComponents.tsx',
    `import MDXComponents from '@theme-original/MDXComponents';\nimport Note from '@site/src/components/${component}';\nexport default { ...MDXComponents, Note };\n`,
  );

const page = (out: string) => fs.readFileSync(path.join(site, out, 'docs/intro/index.html'), 'utf8');
const stylesheets = (out: string) =>
  [...page(out).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);

describe("a site's MDX component map edited between two builds of one process", () => {
  it('gives the pages only what it imports now', async () => {
    map('Note');
    await build({ siteDir: site, outDir: path.join(site, 'first'), workers: false, strict: true });
    expect(page('first')).toContain('<em class="note">this</em>');
    const withNote = stylesheets('first');

    map('Plain');
    await build({ siteDir: site, outDir: path.join(site, 'second'), workers: false, strict: true });
    expect(page('second')).toContain('<span class="plain">this</span>');
    const withPlain = stylesheets('second');
    // Note's stylesheet went with it: one stylesheet fewer, and none of those left has its rule.
    expect(withPlain.length).toBe(withNote.length - 1);
    for (const href of withPlain)
      expect(fs.readFileSync(path.join(site, 'second', href), 'utf8')).not.toContain('rebeccapurple');
  }, 120_000);
});
