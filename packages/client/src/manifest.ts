/**
 * The lazily loaded route manifest (index → shard) and the page chunk cache. Nothing
 * here is fetched during the first load: the first lookup (a prefetch or a click)
 * loads the index, then only the shard that holds the path.
 */
import {
  applySidebarMarks,
  findRedirect,
  shardOf,
  SIDEBAR_ITEMS,
  type PageChunk,
  type RouteManifestIndex,
  type RouteManifestShard,
} from '@docgen/shared';
import { prefixOf } from './util.js';

export type Resolved = { redirect: string } | { chunk: string; notFound?: boolean };

/** The manifest could not be read: the router falls back to a full page load. */
export class ManifestError extends Error {}

/** A page chunk could not be loaded: the router shows 'Page Error' with 'Retry'. */
export class ChunkError extends Error {}

let indexUrl = '';
let prefixes: readonly string[] = [''];
let index: Promise<RouteManifestIndex> | undefined;
const shards = new Map<number, Promise<RouteManifestShard>>();
const chunks = new Map<string, Promise<PageChunk>>();
/** Shared sidebar files (`PageChunk.sidebar`), named by their content: kept across rebuilds. */
const sidebars = new Map<string, Promise<string>>();

export function configure(manifestUrl: string, localePrefixes: readonly string[]): void {
  indexUrl = new URL(manifestUrl, location.href).href;
  prefixes = localePrefixes;
}

async function json<T>(url: string, Err: typeof ManifestError): Promise<T> {
  try {
    const res = await fetch(url);
    if (res.ok) return (await res.json()) as T;
  } catch {
    /* network error or invalid JSON */
  }
  throw new Err(url);
}

/** Memoizes a promise under a key, forgetting it when it rejects (so a later call retries). */
function once<K, T>(map: Map<K, Promise<T>>, key: K, make: () => Promise<T>): Promise<T> {
  let p = map.get(key);
  if (!p) {
    p = make();
    map.set(key, p);
    p.catch(() => map.get(key) === p && map.delete(key));
  }
  return p;
}

function loadIndex(): Promise<RouteManifestIndex> {
  if (!index) {
    index = json<RouteManifestIndex>(indexUrl, ManifestError).then((data) => {
      if (data?.v !== 1 || !Array.isArray(data.shards) || !data.shards.length || typeof data.notFound !== 'object') {
        throw new ManifestError(indexUrl);
      }
      return data;
    });
    index.catch(() => (index = undefined));
  }
  return index;
}

function loadShard(data: RouteManifestIndex, n: number): Promise<RouteManifestShard> {
  return once(shards, n, () =>
    json<RouteManifestShard>(new URL(data.shards[n]!, indexUrl).href, ManifestError).then((s) => {
      if (!s || typeof s !== 'object') throw new ManifestError(data.shards[n]);
      return s;
    }),
  );
}

/**
 * What a canonical path shows: a redirect target, its page chunk URL, or the
 * not-found chunk of its locale. Throws {@link ManifestError} when the manifest is unreadable.
 */
export async function resolve(path: string): Promise<Resolved> {
  const data = await loadIndex();
  const redirect = findRedirect(data.redirects || [], path);
  if (redirect !== undefined) return { redirect };
  // Exact key first; case-insensitive sites key their shards by the lower-cased path.
  for (const key of new Set([path, path.toLowerCase()])) {
    const n = shardOf(key, data.shards.length);
    const shard = await loadShard(data, n);
    // biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is ES2022; the runtime targets ES2020 browsers
    const url = Object.prototype.hasOwnProperty.call(shard, key) ? shard[key] : undefined;
    if (typeof url === 'string') return { chunk: new URL(url, new URL(data.shards[n]!, indexUrl)).href };
  }
  const notFound = data.notFound[prefixOf(path, prefixes)] ?? data.notFound[''];
  if (typeof notFound !== 'string') throw new ManifestError(path);
  return { chunk: new URL(notFound, indexUrl).href, notFound: true };
}

/** Loads a page chunk once (shared by prefetch and navigation), its sidebar put back. Throws {@link ChunkError}. */
export function loadChunk(url: string): Promise<PageChunk> {
  return once(chunks, url, () => json<PageChunk>(url, ChunkError).then((chunk) => withSidebar(chunk, url)));
}

/** A chunk that points to its sidebar's shared file gets the items back, marked for its page. */
async function withSidebar(chunk: PageChunk, chunkUrl: string): Promise<PageChunk> {
  const shared = chunk.sidebar;
  if (!shared || typeof chunk.layout !== 'string') return chunk;
  const at = chunk.layout.indexOf(SIDEBAR_ITEMS);
  // Nowhere to put it back: the chunk is shown as it is (a broken one shows the crash screen).
  if (at === -1 || !Array.isArray(shared.marks)) return chunk;
  const src = new URL(shared.src, chunkUrl).href;
  const items = await once(sidebars, src, async () => {
    try {
      const res = await fetch(src);
      if (res.ok) return await res.text();
    } catch {
      /* network error */
    }
    throw new ChunkError(src);
  });
  const { sidebar: _shared, ...rest } = chunk;
  return {
    ...rest,
    layout:
      chunk.layout.slice(0, at) +
      applySidebarMarks(items, shared.marks) +
      chunk.layout.slice(at + SIDEBAR_ITEMS.length),
  };
}

/** Forgets the manifest and every chunk: the site was rebuilt under the page (dev server). */
export function forgetAll(): void {
  index = undefined;
  shards.clear();
  chunks.clear();
}

/** Takes a chunk the caller already has (the dev server sends an edited page's with its update event). */
export function primeChunk(url: string, chunk: PageChunk): void {
  chunks.delete(url);
  void once(chunks, url, () => withSidebar(chunk, url)).catch(() => {});
}

/** Drops a cached chunk so that the next load fetches it again (Retry, Try again). */
export function forgetChunk(url: string): void {
  chunks.delete(url);
}
