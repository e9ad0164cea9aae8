import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSite } from '../src/dev-site.js';

/** The dev server's incremental build: what a change renders again, and what it keeps. */
const REPO = path.resolve(__dirname, '../../..');
let siteDir: string;
let site: DevSite;
const hookRuns: { errors: { name: string; message: string }[] }[] = [];

const files: Record<string, string> = {
  'package.json': '{"name":"dev-site-fixture","private":true,"type":"module"}',
  'docgen.config.ts': `import { defineConfig } from '@docgen/core';
import fs from 'node:fs';
import path from 'node:path';
// A write hook that reads a page back from the output (as the search index does).
const echo = {
  name: 'echo',
  async write({ outputFile, emitFile }) {
    const file = outputFile('docs/b/index.html');
    const html = file ? fs.readFileSync(file, 'utf8') : '';
    if (html.includes('HOOK-FAIL')) throw new Error('echo cannot read this page');
    await emitFile('echo.txt', />(Texte B[^<]*)</.exec(html)?.[1] ?? '');
  },
};
export default defineConfig({ title: 'Dev fixture', url: 'https://x.example', i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] }, docs: { sidebarPath: false, homeDocId: 'a' }, plugins: [echo] });
`,
  'docs/a.md': '---\ntitle: A\nsidebar_position: 1\n---\n\nTexte A. Voir [B](./b.md) et [C](./c.md#section-c).\n',
  'docs/b.md': '---\ntitle: B\nsidebar_position: 2\n---\n\nTexte B.\n',
  'docs/c.md': '---\ntitle: C\nsidebar_position: 3\n---\n\nTexte C.\n\n## Section C\n',
};
const write = (rel: string, text: string) => fs.writeFileSync(path.join(siteDir, rel), text);
const served = (rel: string) => fs.readFileSync(path.join(site.root, rel), 'utf8');

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-devsite-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    write(rel, text);
  }
  fs.symlinkSync(path.join(REPO, 'content', 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  site = new DevSite({ siteDir, writeHooksDelayMs: 50, onWriteHooks: (r) => hookRuns.push(r) });
  const first = await site.start();
  expect(first.errors).toEqual([]);
  expect(first.committed).toBe(true);
}, 120_000);

afterAll(async () => {
  await site?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('DevSite', () => {
  it('a text edit renders that page alone (every locale using the file), in place', async () => {
    write('docs/b.md', '---\ntitle: B\nsidebar_position: 2\n---\n\nTexte B modifié.\n');
    const r = await site.update([path.join(siteDir, 'docs/b.md')]);
    expect(r.kind).toBe('content');
    expect(r.committed).toBe(true);
    expect(r.stats.markdown).toBe(2); // fr, and en which falls back to the fr file
    expect(r.changedPaths.sort()).toEqual(['/docs/b', '/en/docs/b']);
    expect(served('docs/b/index.html')).toContain('Texte B modifié.');
    // Each new chunk is named, and sent along (the same bytes as the file served).
    expect(Object.keys(r.chunks ?? {}).sort()).toEqual(['/docs/b', '/en/docs/b']);
    expect(r.chunkData?.['/docs/b']).toEqual(JSON.parse(served(r.chunks!['/docs/b']!.slice(1))));
    // With a patch from the version served before: the paragraph, not the page.
    for (const p of ['/docs/b', '/en/docs/b']) {
      const patch = r.patches?.[p];
      expect(patch?.html, p).toContain('Texte B modifié.');
      expect(patch!.html.length).toBeLessThan(100);
      expect(patch!.tags.at(-1)).toBe('p');
    }
  });

  it("after a text edit, plugins' write hooks run once the edit is served, and their errors are reported", async () => {
    await site.settled();
    expect(served('echo.txt')).toBe('Texte B modifié.');
    write('docs/b.md', '---\ntitle: B\nsidebar_position: 2\n---\n\nTexte B deux.\n');
    const before = hookRuns.length;
    const r = await site.update([path.join(siteDir, 'docs/b.md')]);
    expect(r.committed).toBe(true);
    await site.settled();
    expect(hookRuns.length).toBe(before + 1);
    expect(served('echo.txt')).toBe('Texte B deux.');
    // A burst of edits is one hook run, on the last version.
    for (const n of ['trois', 'quatre', 'cinq']) {
      write('docs/b.md', `---\ntitle: B\nsidebar_position: 2\n---\n\nTexte B ${n}.\n`);
      await site.update([path.join(siteDir, 'docs/b.md')]);
    }
    await site.settled();
    expect(hookRuns.length).toBe(before + 2);
    expect(served('echo.txt')).toBe('Texte B cinq.');
    write('docs/b.md', '---\ntitle: B\nsidebar_position: 2\n---\n\nTexte B modifié. HOOK-FAIL\n');
    await site.update([path.join(siteDir, 'docs/b.md')]);
    await site.settled();
    expect(hookRuns.at(-1)!.errors.map((e) => e.name)).toEqual(['PluginError']);
    expect(hookRuns.at(-1)!.errors[0]!.message).toContain('echo cannot read this page');
    write('docs/b.md', '---\ntitle: B\nsidebar_position: 2\n---\n\nTexte B modifié.\n');
    await site.update([path.join(siteDir, 'docs/b.md')]);
    await site.settled();
    expect(hookRuns.at(-1)!.errors).toEqual([]);
  });

  it('a page whose anchor others link to loses it: refused, the last good output stays', async () => {
    write('docs/c.md', '---\ntitle: C\nsidebar_position: 3\n---\n\nTexte C.\n\n## Autre titre\n');
    const r = await site.update([path.join(siteDir, 'docs/c.md')]);
    expect(r.committed).toBe(false);
    expect(r.errors.map((e) => e.name)).toContain('BrokenAnchor');
    expect(served('docs/c/index.html')).toContain('Section C');
    // Rebuilt again unfixed (another save, a second watcher event): still refused.
    const again = await site.update([path.join(siteDir, 'docs/c.md')]);
    expect(again.committed).toBe(false);
    expect(again.errors.map((e) => e.name)).toContain('BrokenAnchor');
    expect(served('docs/c/index.html')).toContain('Section C');
    write('docs/c.md', files['docs/c.md']!);
    const fixed = await site.update([path.join(siteDir, 'docs/c.md')]);
    expect(fixed.committed).toBe(true);
    expect(fixed.errors).toEqual([]);
  });

  it('adding a page re-renders the pages whose sidebar changed, keeps every markdown result', async () => {
    write('docs/d.md', '---\ntitle: D\nsidebar_position: 4\n---\n\nTexte D.\n');
    const r = await site.update([path.join(siteDir, 'docs/d.md')]);
    expect(r.kind).toBe('structure');
    expect(r.committed).toBe(true);
    expect(r.stats.markdown).toBe(2); // only the new page (fr and en)
    expect(r.changedPaths).toEqual(expect.arrayContaining(['/docs/a', '/docs/b', '/docs/c', '/docs/d', '/en/docs/d']));
    expect(served('docs/a/index.html')).toContain('href="/docs/d"');
  });

  it("editing a doc's first h1 (its title when its front matter has none) relabels the sidebars", async () => {
    write('docs/d.md', '---\nsidebar_position: 4\n---\n\n# Le titre de D\n\nTexte D.\n');
    const first = await site.update([path.join(siteDir, 'docs/d.md')]);
    expect(first.committed).toBe(true);
    expect(served('docs/a/index.html')).toContain('>Le titre de D<');
    // The front matter stays: only the h1 says the sidebar changed.
    write('docs/d.md', '---\nsidebar_position: 4\n---\n\n# Un autre titre\n\nTexte D.\n');
    const r = await site.update([path.join(siteDir, 'docs/d.md')]);
    expect(r.committed).toBe(true);
    expect(r.changedPaths).toEqual(expect.arrayContaining(['/docs/a', '/docs/b', '/docs/c', '/docs/d']));
    expect(served('docs/a/index.html')).toContain('>Un autre titre<');
    expect(served('docs/a/index.html')).not.toContain('Le titre de D');
  });

  it('renaming the target of a link re-renders the linking page only for its markdown', async () => {
    fs.renameSync(path.join(siteDir, 'docs/b.md'), path.join(siteDir, 'docs/b2.md'));
    const broken = await site.update([path.join(siteDir, 'docs/b.md'), path.join(siteDir, 'docs/b2.md')]);
    expect(broken.committed).toBe(false);
    expect(broken.errors.map((e) => e.name)).toContain('BrokenLink');
    write('docs/a.md', files['docs/a.md']!.replace('./b.md', './b2.md'));
    const r = await site.update([path.join(siteDir, 'docs/a.md')]);
    expect(r.committed).toBe(true);
    expect(fs.existsSync(path.join(site.root, 'docs/b/index.html'))).toBe(false);
    expect(served('docs/a/index.html')).toContain('href="/docs/b2"');
  });

  it('editing a package.json rebuilds everything: it says how the scripts below it compile', async () => {
    write('package.json', files['package.json']!.replace('"private":true', '"private":true,"description":"x"'));
    const r = await site.update([path.join(siteDir, 'package.json')]);
    expect(r.committed).toBe(true);
    expect(r.kind).toBe('full');
    expect(r.reloadAll).toBe(true);
  });

  it('ensure() after the first build returns at once; locale prefixes follow the config', async () => {
    await site.ensure('/docs/a');
    expect(site.localePrefixes()).toEqual(['', '/en']);
  });

  it('theme/ overrides: served from the first change, edited and removed without a restart', async () => {
    fs.mkdirSync(path.join(siteDir, 'theme'), { recursive: true });
    const footer = (text: string) =>
      `import Original from '@theme-original/Footer';\nexport default function Footer(props: any) {\n  return <><Original {...props} /><p className="site-note">${text}</p></>;\n}\n`;
    write('theme/Footer.tsx', footer('OVERRIDE-ONE'));
    const added = await site.update([path.join(siteDir, 'theme/Footer.tsx')]);
    expect(added.errors).toEqual([]);
    expect(added.committed).toBe(true);
    expect(added.reloadAll).toBe(true);
    // The override wraps the theme's own footer.
    expect(served('docs/a/index.html')).toContain('OVERRIDE-ONE');
    expect(served('docs/a/index.html')).toMatch(/<footer/);
    write('theme/Footer.tsx', footer('OVERRIDE-TWO'));
    await site.update([path.join(siteDir, 'theme/Footer.tsx')]);
    expect(served('en/docs/b2/index.html')).toContain('OVERRIDE-TWO');
    expect(served('docs/a/index.html')).not.toContain('OVERRIDE-ONE');
    // A syntax error: file, line and column of the override, and the last good output stays.
    write('theme/Footer.tsx', footer('OVERRIDE-BROKEN').replace('<Original {...props} />', '<Original {...props} '));
    const broken = await site.update([path.join(siteDir, 'theme/Footer.tsx')]);
    expect(broken.committed).toBe(false);
    const syntax = broken.errors.find((e) => e.name === 'ThemeOverrideError')!;
    expect(syntax).toMatchObject({ file: 'theme/Footer.tsx', line: 3 });
    expect(served('docs/a/index.html')).toContain('OVERRIDE-TWO');
    write('theme/Footer.tsx', footer('OVERRIDE-TWO'));
    expect((await site.update([path.join(siteDir, 'theme/Footer.tsx')])).committed).toBe(true);
    // A typo in the component name is a diagnostic with "did you mean", and the last good output stays.
    fs.renameSync(path.join(siteDir, 'theme/Footer.tsx'), path.join(siteDir, 'theme/Fotter.tsx'));
    const typo = await site.update([path.join(siteDir, 'theme/Footer.tsx'), path.join(siteDir, 'theme/Fotter.tsx')]);
    expect(typo.committed).toBe(false);
    expect(typo.errors.find((e) => e.name === 'UnknownThemeComponent')?.fix).toMatch(/Footer/);
    expect(served('docs/a/index.html')).toContain('OVERRIDE-TWO');
    fs.rmSync(path.join(siteDir, 'theme'), { recursive: true });
    const removed = await site.update([path.join(siteDir, 'theme/Fotter.tsx'), path.join(siteDir, 'theme')]);
    expect(removed.committed).toBe(true);
    expect(served('docs/a/index.html')).not.toContain('OVERRIDE-TWO');
  });

  it('an unknown code language is one warning over the pages, the ones a change did not render included', async () => {
    const block = '\n```kcl\na = 1\n```\n';
    write('docs/a.md', `${fs.readFileSync(path.join(siteDir, 'docs/a.md'), 'utf8')}${block}${block}`);
    write('docs/b.md', `---\ntitle: B\nsidebar_position: 2\n---\n\nTexte B.\n${block}`);
    const both = await site.update([path.join(siteDir, 'docs/a.md'), path.join(siteDir, 'docs/b.md')]);
    const counted = (r: typeof both) =>
      r.warnings.filter((w) => w.name === 'UnknownCodeLanguage').map((w) => [w.file, w.places?.length, w.message]);
    const expected = [
      ['docs/a.md', 3, 'Code block language "kcl" is unknown and shown without highlighting (in 3 blocks of 2 files).'],
    ];
    expect(counted(both)).toEqual(expected);
    write('docs/b.md', `---\ntitle: B\nsidebar_position: 2\n---\n\nTexte B, encore.\n${block}`);
    const one = await site.update([path.join(siteDir, 'docs/b.md')]);
    expect(one.kind).toBe('content');
    expect(counted(one)).toEqual(expected);
  });
});

describe('DevSite, a request the moment it starts', () => {
  it('ensure() called before the first build has begun waits for the page and for the route manifest', async () => {
    const fresh = new DevSite({ siteDir, outDir: path.join(siteDir, '.docgen', 'serve-first-request') });
    try {
      const first = fresh.start();
      // The server listens while the output folder is still being reset: nothing is served yet.
      await Promise.all([fresh.ensure('/docs/a'), fresh.ensure('/_docgen/routes.json')]);
      expect(fs.existsSync(path.join(fresh.root, 'docs/a/index.html'))).toBe(true);
      expect(fs.existsSync(path.join(fresh.root, '_docgen/routes.json'))).toBe(true);
      expect((await first).committed).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
