import path from 'node:path';
import { type IslandDataRef, type IslandPage, type IslandPageRef, SHARED_PAGE_KEYS } from '@docgen/shared/islands';
import { shortHash } from '../util/hash.js';
import { writeOnce } from '../util/write-once.js';

/**
 * Bytes of JSON above which a part of an island's page data goes to a file of its own: below it
 * a fetch costs more than the bytes saved. dagger's API model (370 KB of global data) was copied
 * into every island that read it, escaped as an HTML attribute, on each of its pages.
 */
export const SHARED_DATA_ABOVE = 4096;

/**
 * The island's page data with each large site-wide part (`SHARED_PAGE_KEYS`) replaced by a
 * reference to a content-hashed JSON file beside the island's chunk (`chunks` gets it, so the
 * page's media copies it): pages reading the same data share one file the browser caches.
 */
export function sharePageData(
  page: IslandPage,
  chunk: { url: string; out: string; file: string },
  chunks: Map<string, string>,
): IslandPage {
  let out: IslandPage | undefined;
  for (const key of SHARED_PAGE_KEYS) {
    const value = page[key];
    if (value === undefined || value === null) continue;
    const json = JSON.stringify(value);
    if (json.length <= SHARED_DATA_ABOVE) continue;
    const name = `data-${shortHash(json, 12)}.json`;
    const file = path.join(path.dirname(chunk.file), name);
    writeOnce(file, json);
    chunks.set(`${path.posix.dirname(chunk.out)}/${name}`, file);
    const ref: IslandDataRef = { $dg: 'data', url: `${chunk.url.slice(0, chunk.url.lastIndexOf('/'))}/${name}` };
    out ??= { ...page };
    (out as unknown as Record<string, unknown>)[key] = ref;
  }
  return out ?? page;
}

/**
 * The island's page object, or a reference to the same one an earlier island of the render
 * carries (`carries`: the key its root gets): on a page where every fence is an island, each
 * repeated the same object. `pages` is the render's (JSON → key).
 */
export function sharedPage(
  pages: Map<string, string> | undefined,
  page: IslandPage,
): { page: IslandPage | IslandPageRef; carries?: string } {
  if (!pages) return { page };
  const json = JSON.stringify(page);
  const key = pages.get(json);
  if (key !== undefined) return { page: { $dg: 'page', key } };
  const own = shortHash(json, 12);
  pages.set(json, own);
  return { page, carries: own };
}
