import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load.js';
import { discover, type KnownFrontMatter } from '../src/discover/discover.js';
import { createContext } from '../src/site/context.js';

/**
 * A warm build reads every source again: the line scans of a file whose text an earlier build
 * saw (title, excerpt, MDX signal, fences) come from the front matter memo, not made again.
 */
let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-scans-'));
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'docs', 'intro.md'),
    '---\nsidebar_position: 1\n---\n# Intro\n\nFirst line.\n\n```js\nx\n```\n',
  );
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

class Memo {
  readonly entries = new Map<string, KnownFrontMatter>();
  sets = 0;
  get(key: string) {
    return this.entries.get(key);
  }
  set(key: string, value: KnownFrontMatter) {
    this.sets++;
    this.entries.set(key, value);
  }
}

async function intro(memo: Memo, config = "export default { title: 'Scans' };\n") {
  fs.writeFileSync(path.join(site, 'docgen.config.mjs'), config);
  const loaded = await loadConfig(site);
  const ctx = createContext(site, loaded.config, {}, loaded.file, loaded.dependencies, loaded.zeroConfig);
  const found = await discover(ctx, { memo, lazyBodies: true });
  return found.sources.find((s) => s.relFile === 'docs/intro.md')!;
}

describe('body scans kept with the front matter', () => {
  it('are made once per text and read back on the next build', async () => {
    const memo = new Memo();
    const first = await intro(memo);
    expect(first).toMatchObject({ contentTitle: 'Intro', excerpt: 'First line.', writtenInMdx: false });
    expect(first.fences).toEqual(['js']);
    const [entry] = [...memo.entries.values()];
    expect(entry!.scans).toEqual({ title: 'Intro', excerpt: 'First line.', mdx: false, fences: ['js'] });
    // What the next build finds is what the memo holds: marked, to tell it from a new scan.
    entry!.scans = { title: 'Kept', excerpt: 'Kept line.', mdx: true, fences: ['kept'] };
    const sets = memo.sets;
    const second = await intro(memo);
    expect(second).toMatchObject({ contentTitle: 'Kept', excerpt: 'Kept line.', writtenInMdx: true });
    expect(second.fences).toEqual(['kept']);
    expect(memo.sets).toBe(sets);
  });

  it('an entry of an earlier build without them gets them', async () => {
    const memo = new Memo();
    await intro(memo);
    const [entry] = [...memo.entries.values()];
    delete entry!.scans;
    const again = await intro(memo);
    expect(again.contentTitle).toBe('Intro');
    expect(entry!.scans?.fences).toEqual(['js']);
  });

  it('a preprocessed body is scanned on every build', async () => {
    const memo = new Memo();
    const config = `export default { title: 'Scans', plugins: [{ name: 'pre', docusaurus: { plugins: [], markdown: { preprocessor: ({ fileContent }) => fileContent.replace('# Intro', '# Made') } } }] };\n`;
    expect((await intro(memo, config)).contentTitle).toBe('Made');
    for (const entry of memo.entries.values()) entry.scans = { title: 'Kept', mdx: false, fences: [] };
    expect((await intro(memo, config)).contentTitle).toBe('Made');
  });
});
