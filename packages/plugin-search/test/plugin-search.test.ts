/** The pieces of @docgen/plugin-search: index files, engine, plugin (analyzer and page reading: analyzer-extract.test.ts). */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, describe, expect, test } from 'vitest';
import type { RouteRecord } from '@docgen/core';
import { buildIndex, linkIndex } from '../src/build-index.js';
import { decodeShard, indexOptions, plainIndex } from '../src/index-format.js';
import { Engine, excerpt } from '../src/engine.js';
import { createSearchMemo } from '../src/memo.js';
import { search } from '../src/plugin.js';
import { writeSearch } from '../src/write.js';
import { page } from './html-page.js';

/** Writes files of an output folder, making their folders. */
const writeIn =
  (dir: string) =>
  (rel: string, html: string): void => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), html);
  };

/** The write hook's `outputFile` for an output all in one folder. */
const inFolder =
  (dir: string) =>
  (rel: string): string | undefined =>
    fs.existsSync(path.join(dir, rel)) ? path.join(dir, rel) : undefined;
import type { Corpus } from '../src/corpus.js';

const corpus: Corpus = {
  locale: 'en',
  version: 'current',
  pages: [
    {
      path: '/en/docs/a',
      id: 'a',
      title: 'Cancel an order',
      description: '',
      keywords: ['cancel'],
      sections: [
        {
          heading: 'Cancel an order',
          anchor: '',
          level: 1,
          text: 'This call cancels an order and frees the courier.',
          code: 'order_id',
        },
        {
          heading: 'When can an order be cancelled?',
          anchor: 'when',
          level: 2,
          text: 'Before the pickup only. After that, orders cannot be cancelled.',
          code: '',
        },
      ],
    },
    {
      path: '/en/docs/b',
      id: 'b',
      title: 'Webhooks',
      description: 'Events sent to your server.',
      keywords: [],
      sections: [
        { heading: 'Webhooks', anchor: '', level: 1, text: 'Lintas posts events to your URL.', code: '' },
        {
          heading: 'Verify signatures',
          anchor: 'verify',
          level: 2,
          text: 'Each delivery carries a signature header.',
          code: 'Lintas-Signature',
        },
      ],
    },
  ],
};

describe('index files', () => {
  test('the shards and the head rebuild exactly the MiniSearch index', () => {
    const built = buildIndex(corpus);
    const entries = [...built.shards.values()].flatMap(decodeShard);
    const rebuilt = plainIndex(built.head, entries);
    const original = built.mini.toJSON();
    expect(rebuilt.documentCount).toBe(original.documentCount);
    expect(rebuilt.fieldLength).toEqual(original.fieldLength);
    expect(Object.fromEntries(rebuilt.index)).toEqual(Object.fromEntries(original.index));
    const loaded = MiniSearch.loadJS(rebuilt, indexOptions('en'));
    expect(loaded.search('cancel order').map((r) => r.id)).toEqual(built.mini.search('cancel order').map((r) => r.id));
    // Terms are grouped by first letter.
    for (const [key, shard] of built.shards) for (const t of shard.t.split(' ')) expect(t[0]).toBe(key);
  });
});

function engineOf(c: Corpus): { engine: Engine; fetched: string[] } {
  const built = buildIndex(c);
  const files = new Map<string, unknown>();
  const k: Record<string, string> = {};
  for (const [key, shard] of built.shards) files.set((k[key] = `/s/${key}.json`), shard);
  const x = built.texts.map((t, i) => {
    files.set(`/t/${i}.json`, t);
    return `/t/${i}.json`;
  });
  const fetched: string[] = [];
  const engine = new Engine(linkIndex(built, k, x), async <T>(url: string) => {
    fetched.push(url);
    return structuredClone(files.get(url)) as T;
  });
  return { engine, fetched };
}

describe('engine', () => {
  test('fetches only the shards of the query and the texts of the pages shown', async () => {
    const { engine, fetched } = engineOf(corpus);
    const hits = await engine.search('cancel order');
    expect(fetched.sort()).toEqual(['/s/c.json', '/s/o.json', '/t/0.json']);
    expect(
      hits
        .slice(0, 2)
        .map((h) => h.href)
        .sort(),
    ).toEqual(['/en/docs/a', '/en/docs/a#when']);
    expect(hits.find((h) => h.href === '/en/docs/a#when')).toMatchObject({
      title: 'Cancel an order',
      heading: 'When can an order be cancelled?',
    });
    const intro = hits.find((h) => h.href === '/en/docs/a')!;
    expect(intro.heading).toBeUndefined();
    expect(intro.excerpt.filter((p) => p.mark).map((p) => p.text)).toEqual(['cancels', 'order']);
  });
  test('prefixes, typos and words typed halfway', async () => {
    const { engine } = engineOf(corpus);
    expect((await engine.search('signat'))[0]?.href).toBe('/en/docs/b#verify');
    expect((await engine.search('webhok'))[0]?.title).toBe('Webhooks');
    expect((await engine.search('cancle'))[0]?.title).toBe('Cancel an order');
    expect(await engine.search('kwyjibo')).toEqual([]);
    expect(await engine.search('the')).toEqual([]);
  });
  test('excerpts: a window around the matched words, cut at words', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(12)}The courier cancels the order here. ${'Tail words go on. '.repeat(10)}`;
    const parts = excerpt(text, new Set(['cancel', 'order']), 'en');
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['cancels', 'order']);
    expect(joined.length).toBeLessThan(200);
    expect(excerpt('', new Set(['x']), 'en')).toEqual([]);
  });
});

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
/** A scratch site folder removed after the file's tests, so runs leave nothing in the temp folder. */
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** writeSearch over `routes` whose pages are in `dir`: the files it emits, its result, and search.json parsed. */
async function emitSearch(routes: RouteRecord[], dir: string) {
  const emitted = new Map<string, string | Uint8Array>();
  const result = await writeSearch({
    manifest: { routes } as never,
    outputFile: inFolder(dir),
    emitFile: async (rel, data) => void emitted.set(rel, data),
  });
  return { emitted, result, manifest: JSON.parse(String(emitted.get('_docgen/search.json'))) };
}

describe('plugin', () => {
  test('declares search for the theme and has a cache key', () => {
    const plugin = search();
    expect(plugin.name).toBe('@docgen/plugin-search');
    expect(plugin.search.configUrl).toBe('/_docgen/search.json');
    expect(plugin.cacheKey!()).toBe(search().cacheKey!());
    expect(plugin.cacheKey!()).not.toBe(search({ exclude: ['/docs/x'] }).cacheKey!());
  });
  test('writes hashed index files per locale and a search.json; skips unlisted pages and aliases', async () => {
    const dir = tempDir('dg-search-');
    const write = writeIn(dir);
    write('docs/a/index.html', page('<p>Bonjour commande.</p>'));
    write('en/docs/a/index.html', page('<p>Hello order.</p>').replace('Annuler une commande', 'Cancel an order'));
    write('docs/secret/index.html', page('<p>Secret.</p>'));
    const route = (p: string, locale: string, extra: Partial<RouteRecord> = {}): RouteRecord =>
      ({
        path: p,
        locale,
        kind: 'doc',
        version: 'current',
        id: p.split('/').pop(),
        untranslated: false,
        outputFile: `${p.slice(1)}/index.html`,
        unlisted: false,
        ...extra,
      }) as RouteRecord;
    const routes = [
      route('/docs/a', 'fr'),
      route('/en/docs/a', 'en'),
      route('/docs/secret', 'fr', { unlisted: true }),
      route('/docs', 'fr', { canonicalPath: '/docs/a', outputFile: 'docs/a/index.html' }),
    ];
    const { emitted, result, manifest } = await emitSearch(routes, dir);
    expect(Object.keys(manifest.indexes).sort()).toEqual(['en', 'fr']);
    expect(manifest.engine).toMatch(/^\/assets\/search\/engine\.[0-9a-f]{10}\.js$/);
    expect(manifest.indexes.fr).toMatch(/^\/assets\/search\/fr\.[0-9a-f]{10}\.json$/);
    expect(result.sizes.fr!.pages).toBe(1);
    for (const rel of emitted.keys())
      if (rel !== '_docgen/search.json') expect(rel.startsWith('assets/search/')).toBe(true);
    const engineCode = String(Buffer.from(emitted.get(manifest.engine.slice(1)) as Uint8Array));
    expect(engineCode).toMatch(/export\s*\{/);
    expect(engineCode).not.toMatch(/require\(|from\s*["']node:/);
  });
  test('each older docs version has an index of its own; the locale index keeps the latest ones', async () => {
    const dir = tempDir('dg-search-versions-');
    const write = writeIn(dir);
    write('docs/a/index.html', page('<p>Latest order.</p>'));
    write('docs/0.9/a/index.html', page('<p>Old order.</p>'));
    write('docs/0.9/hidden/index.html', page('<p>Hidden order.</p>'));
    write('community/1.0/a/index.html', page('<p>Community order.</p>'));
    const doc = (p: string, version: string, extra: Partial<RouteRecord> = {}): RouteRecord =>
      ({
        path: p,
        locale: 'en',
        kind: 'doc',
        version,
        id: 'a',
        untranslated: false,
        outputFile: `${p.slice(1)}/index.html`,
        unlisted: false,
        source: { frontMatter: {} },
        ...extra,
      }) as RouteRecord;
    const routes = [
      doc('/docs/a', '1.0'),
      // Older versions are unlisted by the build (sitemap), not by their front matter.
      doc('/docs/0.9/a', '0.9', { unlisted: true }),
      doc('/docs/0.9/hidden', '0.9', { unlisted: true, source: { frontMatter: { unlisted: true } } as never }),
      doc('/community/1.0/a', 'community@1.0', { unlisted: true }),
    ];
    const { emitted, result, manifest } = await emitSearch(routes, dir);
    expect(Object.keys(manifest.indexes).sort()).toEqual(['en', 'en@community@1.0', 'en@default@0.9']);
    expect(manifest.indexes['en@default@0.9']).toMatch(/^\/assets\/search\/en-default-0\.9\.[0-9a-f]{10}\.json$/);
    expect([result.sizes.en!.pages, result.sizes['en@default@0.9']!.pages]).toEqual([1, 1]);
    const head = (key: string) => String(emitted.get(manifest.indexes[key].slice(1)));
    expect(head('en')).toContain('"/docs/a"');
    expect(head('en')).not.toContain('/0.9/');
    expect(head('en@default@0.9')).toContain('"/docs/0.9/a"');
    expect(head('en@default@0.9')).not.toContain('hidden');
    expect(head('en@community@1.0')).toContain('"/community/1.0/a"');
  });
  test('a memo (the dev server reruns the stage after each edit) re-indexes the changed locale only, and writes the same files as a fresh run', async () => {
    const dir = tempDir('dg-search-memo-');
    const write = writeIn(dir);
    write('docs/a/index.html', page('<p>Bonjour commande.</p>'));
    write('en/docs/a/index.html', page('<p>Hello order.</p>').replace('Annuler une commande', 'Cancel an order'));
    const route = (p: string, locale: string): RouteRecord =>
      ({
        path: p,
        locale,
        kind: 'doc',
        version: 'current',
        id: 'a',
        untranslated: false,
        outputFile: `${p.slice(1)}/index.html`,
        unlisted: false,
      }) as RouteRecord;
    const manifest = { routes: [route('/docs/a', 'fr'), route('/en/docs/a', 'en')] } as never;
    const memo = createSearchMemo();
    // Emitted files land in the folder, as the build's emitFile does.
    const run = async (m?: typeof memo) => {
      const emitted = new Map<string, string>();
      const result = await writeSearch(
        {
          manifest,
          outputFile: inFolder(dir),
          emitFile: async (rel, data) => {
            emitted.set(rel, typeof data === 'string' ? data : Buffer.from(data).toString('latin1'));
            fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
            fs.writeFileSync(path.join(dir, rel), data);
          },
        },
        () => false,
        m,
      );
      return { emitted, result };
    };
    const first = await run(memo);
    expect([...first.emitted.keys()].some((k) => k.startsWith('assets/search/en'))).toBe(true);
    // Nothing changed: only the small manifest is written again.
    const again = await run(memo);
    expect([...again.emitted.keys()]).toEqual(['_docgen/search.json']);
    expect(again.result.manifest).toEqual(first.result.manifest);
    // One French page changed: French files only, and the manifest a fresh run would write.
    write('docs/a/index.html', page('<p>Bonjour étiquette.</p>'));
    const edited = await run(memo);
    const written = [...edited.emitted.keys()].filter((k) => k !== '_docgen/search.json');
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((k) => k.startsWith('assets/search/fr'))).toBe(true);
    const fresh = await run();
    expect(edited.result.manifest).toEqual(fresh.result.manifest);
    expect(edited.result.manifest.indexes.fr).not.toBe(first.result.manifest.indexes.fr);
  });
  test('a store kept across builds (the PluginCache): a new build splits only the changed page and indexes only its locale, and writes what a run without it writes', async () => {
    const dir = tempDir('dg-search-store-');
    const write = writeIn(dir);
    write('docs/a/index.html', page('<p>Bonjour commande.</p>'));
    write('docs/b/index.html', page('<p>Bonjour colis.</p>'));
    write('en/docs/a/index.html', page('<p>Hello order.</p>').replace('Annuler une commande', 'Cancel an order'));
    const route = (p: string, locale: string): RouteRecord =>
      ({
        path: p,
        locale,
        kind: 'doc',
        version: 'current',
        id: p.split('/').pop(),
        untranslated: false,
        outputFile: `${p.slice(1)}/index.html`,
        unlisted: false,
      }) as RouteRecord;
    const manifest = { routes: [route('/docs/a', 'fr'), route('/docs/b', 'fr'), route('/en/docs/a', 'en')] } as never;
    const stored = new Map<string, unknown>();
    const sets: string[] = [];
    // What docgen gives the hook: the store survives, each build is a new process (no memo).
    const cache = {
      get: <T>(k: string) => stored.get(k) as T | undefined,
      set: (k: string, v: unknown) => {
        stored.set(k, JSON.parse(JSON.stringify(v)));
        sets.push(k.split('\0').slice(0, 2).join(' '));
      },
    };
    const outputHash = (rel: string) =>
      fs.existsSync(path.join(dir, rel))
        ? createHash('sha256')
            .update(fs.readFileSync(path.join(dir, rel)))
            .digest('hex')
        : undefined;
    const run = async (withStore: boolean) => {
      const emitted = new Map<string, string>();
      const result = await writeSearch({
        manifest,
        outputFile: inFolder(dir),
        ...(withStore ? { cache, outputHash } : {}),
        emitFile: async (rel, data) =>
          void emitted.set(rel, typeof data === 'string' ? data : Buffer.from(data).toString('latin1')),
      });
      return { emitted, result };
    };
    await run(true);
    expect(sets.sort()).toEqual([
      'engine',
      'index en',
      'index fr',
      'page docs/a/index.html',
      'page docs/b/index.html',
      'page en/docs/a/index.html',
    ]);
    sets.length = 0;
    write('docs/b/index.html', page('<p>Bonjour étiquette.</p>'));
    const second = await run(true);
    expect(sets.sort()).toEqual(['index fr', 'page docs/b/index.html']);
    const fresh = await run(false);
    expect(second.result.manifest).toEqual(fresh.result.manifest);
    expect([...second.emitted]).toEqual([...fresh.emitted]);
  });
});
