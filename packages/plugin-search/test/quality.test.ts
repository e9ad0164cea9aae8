/**
 * The query table (test/queries.json) against the index built from the real Lintas build:
 * for every query of every locale, the expected page is among the first 3 pages of the results.
 * Runs the engine the browser runs (index head, term shards and page texts read from the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SearchManifest } from '@docgen/shared';
import { lintasBuild } from '../../../e2e/support/lintas-build.js';
import { loadEngine, type Engine } from '../src/engine.js';

const table = JSON.parse(fs.readFileSync(new URL('./queries.json', import.meta.url), 'utf8')) as Record<
  string,
  [string, string][]
>;
const locales = Object.keys(table).filter((k) => !k.startsWith('$'));

let out = '';
const engines = new Map<string, Engine>();

beforeAll(async () => {
  out = await lintasBuild();
  const manifest = JSON.parse(fs.readFileSync(path.join(out, '_docgen/search.json'), 'utf8')) as SearchManifest;
  const fetchJson = async <T>(url: string): Promise<T> =>
    JSON.parse(await fs.promises.readFile(path.join(out, url), 'utf8')) as T;
  for (const locale of locales) engines.set(locale, await loadEngine(manifest.indexes[locale]!, fetchJson));
}, 600_000);

/** Doc id of a result href (`/en/docs/api/orders/delete#x` → `api/orders/delete`). */
const docId = (href: string): string =>
  href
    .split('#')[0]!
    .replace(/^\/(en|id)(?=\/)/, '')
    .replace(/^\/docs\//, '')
    .replace(/^\//, '');

test('the table has at least 20 queries per locale', () => {
  expect(locales).toEqual(expect.arrayContaining(['fr', 'en', 'id']));
  for (const l of locales) expect(table[l]!.length).toBeGreaterThanOrEqual(20);
});

describe.each(locales)('%s', (locale) => {
  test.each(table[locale]!)('"%s" → %s in the top 3', async (query, expected) => {
    const hits = await engines.get(locale)!.search(query);
    const pages = [...new Set(hits.map((h) => docId(h.href)))].slice(0, 3);
    expect(pages).toContain(expected);
    // Only pages of the locale.
    for (const h of hits)
      expect(locale === 'fr' ? !/^\/(en|id)\//.test(h.href) : h.href.startsWith(`/${locale}/`)).toBe(true);
  });
});
