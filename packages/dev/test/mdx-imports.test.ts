import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSite } from '../src/dev-site.js';

/**
 * The dev server and the files MDX pages import (issue 22): an edited component, stylesheet,
 * partial or shared file outside the site makes again the pages importing it, and only those.
 */
const REPO = path.resolve(__dirname, '../../..');
let root: string;
let siteDir: string;
let site: DevSite;

const files: Record<string, string> = {
  'site/package.json': '{"name":"mdx-imports-fixture","private":true,"type":"module"}',
  'site/docgen.config.mjs':
    "export default { title: 'Imports', url: 'https://x.example', i18n: { defaultLocale: 'en', locales: ['en'] }, docs: { sidebarPath: false, homeDocId: 'plain' } };\n",
  'site/src/components/Label.tsx':
    "import styles from './Label.module.css';\nexport default function Label() {\n  return <span className={styles.label}>label one</span>;\n}\n",
  'site/src/components/Label.module.css': '.label { color: red; }\n',
  'site/src/components/Other.tsx':
    "import Shared from '../../../shared/Shared';\nexport default function Other() {\n  return <p>other <Shared /></p>;\n}\n",
  'shared/Shared.tsx': 'export default function Shared() {\n  return <b>shared one</b>;\n}\n',
  'site/docs/_part.mdx': 'Partial one.\n',
  'site/docs/a.mdx': "---\ntitle: A\n---\nimport Label from '@site/src/components/Label';\n\n<Label />\n",
  'site/docs/b.mdx': "---\ntitle: B\n---\nimport Other from '@site/src/components/Other';\n\n<Other />\n",
  'site/docs/c.mdx': "---\ntitle: C\n---\nimport Part from './_part.mdx';\n\n<Part />\n",
  'site/docs/plain.md': '---\ntitle: Plain\n---\n\nPlain text.\n',
};
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const served = (rel: string) => fs.readFileSync(path.join(site.root, rel), 'utf8');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-mdx-imports-'));
  for (const [rel, text] of Object.entries(files)) write(rel, text);
  siteDir = path.join(root, 'site');
  fs.symlinkSync(path.join(REPO, 'content', 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  site = new DevSite({ siteDir, writeHooksDelayMs: 50 });
  const first = await site.start();
  expect(first.errors).toEqual([]);
}, 120_000);

afterAll(async () => {
  await site?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('DevSite and the files MDX pages import', () => {
  it('an edited component makes again the page importing it, alone', async () => {
    write('site/src/components/Label.tsx', files['site/src/components/Label.tsx']!.replace('label one', 'label two'));
    const r = await site.update([path.join(siteDir, 'src/components/Label.tsx')]);
    expect(r.committed).toBe(true);
    expect(r.kind).toBe('content');
    expect(r.stats.markdown).toBe(1);
    expect(r.changedPaths).toEqual(['/docs/a']);
    expect(served('docs/a/index.html')).toContain('label two');
  });

  it("an edited CSS module changes the page's stylesheet, alone", async () => {
    const before = /href="(\/assets\/css\/islands\/Label-[0-9a-f]+\.css)"/.exec(served('docs/a/index.html'))?.[1];
    write('site/src/components/Label.module.css', '.label { color: green; }\n');
    const r = await site.update([path.join(siteDir, 'src/components/Label.module.css')]);
    expect(r.changedPaths).toEqual(['/docs/a']);
    const after = /href="(\/assets\/css\/islands\/Label-[0-9a-f]+\.css)"/.exec(served('docs/a/index.html'))?.[1];
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(served(after!.slice(1))).toMatch(/\.Label_[0-9a-f]{6}_label\{color:green\}/);
  });

  it('an edited partial makes again the page importing it, alone', async () => {
    write('site/docs/_part.mdx', 'Partial two.\n');
    const r = await site.update([path.join(siteDir, 'docs/_part.mdx')]);
    expect(r.kind).toBe('content');
    expect(r.changedPaths).toEqual(['/docs/c']);
    expect(served('docs/c/index.html')).toContain('Partial two.');
  });

  it('a file outside the site that a component imports is watched, and its edit makes the page again', async () => {
    const shared = path.join(root, 'shared/Shared.tsx');
    expect(site.watchTargets().paths).toContain(shared);
    // What the build read of the site, so that one removed before the watcher's first scan is seen.
    expect(site.watchTargets().read).toEqual(
      expect.arrayContaining(['a.mdx', 'plain.md'].map((f) => path.join(siteDir, 'docs', f))),
    );
    write('shared/Shared.tsx', files['shared/Shared.tsx']!.replace('shared one', 'shared two'));
    const r = await site.update([shared]);
    expect(r.changedPaths).toEqual(['/docs/b']);
    expect(served('docs/b/index.html')).toContain('shared two');
  });

  it('a page whose import did not resolve is made again once the file exists', async () => {
    write('site/docs/d.mdx', "---\ntitle: D\n---\nimport Late from '@site/src/components/Late';\n\n<Late />\n");
    const failed = await site.update([path.join(siteDir, 'docs/d.mdx')]);
    expect(failed.errors.map((e) => `${e.name} ${e.file}`)).toEqual(['UnresolvedImport docs/d.mdx']);
    write('site/src/components/Late.tsx', 'export default function Late() {\n  return <i>late</i>;\n}\n');
    const r = await site.update([path.join(siteDir, 'src/components/Late.tsx')]);
    expect(r.errors).toEqual([]);
    expect(served('docs/d/index.html')).toContain('<i>late</i>');
  });
});
