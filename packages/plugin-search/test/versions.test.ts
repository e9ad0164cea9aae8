/** Indexes of docs versions: texts shared across versions, `versions: 'latest'`. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { RouteRecord } from '@docgen/core';
import { Engine } from '../src/engine.js';
import type { IndexHead } from '../src/index-format.js';
import { search } from '../src/plugin.js';
import { writeSearch } from '../src/write.js';
import { page } from './html-page.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** An output folder with the latest version of two docs, 0.9 and 0.8 (doc `a` the same in all three, `b` changed in 0.9). */
function site(locales = ['en']): { outputFile: (rel: string) => string | undefined; routes: RouteRecord[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dg-search-shared-'));
  dirs.push(dir);
  const write = (rel: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), html);
  };
  const same = page('<p>Cancel an order before pickup.</p>');
  const routes: RouteRecord[] = [];
  for (const locale of locales)
    for (const [prefix, version] of [
      ['/docs', '1.0'],
      ['/docs/0.9', '0.9'],
      ['/docs/0.8', '0.8'],
    ] as const) {
      for (const id of ['a', 'b']) {
        const p = `${locale === 'en' ? '' : `/${locale}`}${prefix}/${id}`;
        const body = id === 'a' ? same : page(`<p>Refund rules of ${version === '1.0' ? 'today' : 'old times'}.</p>`);
        write(`${p.slice(1)}/index.html`, body);
        routes.push({
          path: p,
          locale,
          kind: 'doc',
          version,
          id,
          untranslated: false,
          outputFile: `${p.slice(1)}/index.html`,
          unlisted: version !== '1.0',
          source: { frontMatter: {} },
        } as unknown as RouteRecord);
      }
    }
  return { outputFile: (rel) => (fs.existsSync(path.join(dir, rel)) ? path.join(dir, rel) : undefined), routes };
}

async function build(versions?: 'all' | 'latest', locales?: string[]) {
  const { outputFile, routes } = site(locales);
  const emitted = new Map<string, string | Uint8Array>();
  const result = await writeSearch(
    { manifest: { routes } as never, outputFile, emitFile: async (rel, data) => void emitted.set(rel, data) },
    undefined,
    undefined,
    versions,
  );
  const json = <T>(url: string): T => JSON.parse(String(emitted.get(url.slice(1)))) as T;
  return { emitted, result, head: (key: string) => json<IndexHead>(result.manifest.indexes[key]!), json };
}

describe('older docs versions', () => {
  test('a page whose texts an earlier index wrote points at that file, and is still found with its excerpt', async () => {
    const { emitted, result, head, json } = await build();
    expect(Object.keys(result.manifest.indexes).sort()).toEqual(['en', 'en@default@0.8', 'en@default@0.9']);
    const latest = head('en');
    const old = head('en@default@0.9');
    const older = head('en@default@0.8');
    // Doc a: one file for the three versions, the latest's; doc b of 0.8 is 0.9's.
    expect(old.x[0]).toBe(latest.x[0]);
    expect(older.x[0]).toBe(latest.x[0]);
    expect(old.x[1]).not.toBe(latest.x[1]);
    expect(older.x[1]).toBe(old.x[1]);
    expect(old.x[1]).toMatch(/^\/assets\/search\/en-default-0\.8\/p1\./);
    const texts = [...emitted.keys()].filter((k) => /\/p\d+\.[0-9a-f]+\.json$/.test(k));
    expect(texts.length).toBe(3);
    expect(result.sizes['en@default@0.9']!.texts).toBe(0);
    // The engine of 0.9 finds its own page, with the excerpt read from the shared file.
    const engine = new Engine(old, async <T>(url: string) => json<T>(url));
    const hits = await engine.search('pickup');
    expect(hits[0]).toMatchObject({ href: '/docs/0.9/a' });
    expect(JSON.stringify(hits[0]!.excerpt)).toContain('pickup');
  });
  test("an older version's page no locale translates points at the texts another locale wrote", async () => {
    const { result, head } = await build('all', ['en', 'fr']);
    expect(head('fr@default@0.9').x).toEqual(head('en@default@0.9').x);
    expect(result.sizes['fr@default@0.9']!.texts).toBe(0);
    // The locale's own index keeps files of its own (as without versions).
    expect(head('fr').x[0]).toMatch(/^\/assets\/search\/fr\/p0\./);
  });
  test("versions: 'latest' indexes each section's latest version only", async () => {
    const { result, head } = await build('latest');
    expect(Object.keys(result.manifest.indexes)).toEqual(['en']);
    expect(head('en').p.map(([, p]) => p)).toEqual(['/docs/a', '/docs/b']);
    expect(search({ versions: 'latest' }).cacheKey!()).not.toBe(search().cacheKey!());
  });
});
