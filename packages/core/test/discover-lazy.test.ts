import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load.js';
import { discover } from '../src/discover/discover.js';
import { createContext } from '../src/site/context.js';

/** A production build keeps no page text in memory: discover notes where the body starts and reads it again when asked. */
let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-lazy-'));
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(site, 'docgen.config.mjs'), "export default { title: 'Lazy' };\n");
  fs.writeFileSync(
    path.join(site, 'docs', 'intro.md'),
    '---\ntitle: Intro\n---\nIntro body, café.\n\n```js\nconst a = 1;\n```\n\n~~~Python\nx = 1\n~~~\n\n```\nplain\n```\n',
  );
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

async function discoverSite(lazyBodies: boolean) {
  const loaded = await loadConfig(site);
  const ctx = createContext(site, loaded.config, {}, loaded.file, loaded.dependencies, loaded.zeroConfig);
  const found = await discover(ctx, { lazyBodies });
  return found.sources.find((s) => s.relFile === 'docs/intro.md')!;
}

describe('bodies read when asked', () => {
  it('give the same text as a kept body, and the fences discover noted', async () => {
    const kept = await discoverSite(false);
    const lazy = await discoverSite(true);
    expect(Object.getOwnPropertyDescriptor(lazy, 'body')!.get).toBeTypeOf('function');
    expect(lazy.body).toBe(kept.body);
    expect(lazy.body.startsWith('Intro body, café.')).toBe(true);
    // A fence without a language is noted as '': it is highlighted too (as text).
    expect(lazy.fences).toEqual(['js', 'python', '']);
    expect(kept.fences).toBeUndefined();
  });

  it('a file changed since discover is a diagnostic, not the new text', async () => {
    const lazy = await discoverSite(true);
    fs.appendFileSync(path.join(site, 'docs', 'intro.md'), 'Added later.\n');
    expect(() => lazy.body).toThrow(/docs\/intro\.md changed/);
  });

  it('a body assigned (a plugin rewriting a page) keeps the value given', async () => {
    const lazy = await discoverSite(true);
    lazy.body = 'Rewritten.';
    expect(lazy.body).toBe('Rewritten.');
  });
});
