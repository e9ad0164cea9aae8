/**
 * The write stage of `search()` (see plugin.ts), loaded when it runs: reads the rendered pages,
 * builds the indexes and emits their files and the engine chunk.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFingerprint, type PluginCache, type RouteRecord, type WriteHookArgs } from '@docgen/config';
import type { SearchManifest } from '@docgen/shared';
import { basePath, withBase } from '@docgen/shared/base-url';
import { buildIndex, linkIndex } from './build-index.js';
import {
  collectCorpora,
  indexKey,
  olderVersionDoc,
  type Corpus,
  type ExtractStore,
  type ScannedPage,
} from './corpus.js';
import { ENGINE_FILE, engineBuildOptions } from './engine-bundle.js';
import type { ExtractedPage } from './extract.js';
import { contentHash as hash } from './hash.js';
import { SEARCH_CONFIG_URL, type SearchMemo, type SearchOutput } from './memo.js';

type IndexEntry = SearchMemo['indexes'] extends Map<string, infer E> ? E : never;

const safe = (key: string): string => key.replace(/[^A-Za-z0-9_.-]+/g, '-');

let engineBundle: Promise<{ code: Uint8Array; source: string }> | undefined;

/**
 * The engine chunk, bundled once per process (minified ESM, no dependencies left), or read from
 * the file docgen's build bundled beside the compiled code (`engine-bundle.ts`): the same bytes.
 */
export function bundleEngine(): Promise<{ code: Uint8Array; source: string }> {
  engineBundle ??= (async () => {
    const js = fileURLToPath(new URL('./browser.js', import.meta.url));
    const entry = fs.existsSync(js) ? js : fileURLToPath(new URL('./browser.ts', import.meta.url));
    const prebundled = fileURLToPath(new URL(`./${ENGINE_FILE}`, import.meta.url));
    if (entry === js && fs.existsSync(prebundled)) return { code: fs.readFileSync(prebundled), source: entry };
    // Through `require`, not `import`: esbuild is CommonJS, and Node's ES loader first scans its
    // 97 KB main file for named exports (about 28 ms of CPU against 7 ms on a cold build).
    const { build } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    const result = await build(engineBuildOptions(entry));
    const code = result.outputFiles[0]!.contents;
    return { code, source: entry };
  })();
  engineBundle.catch(() => (engineBundle = undefined));
  return engineBundle;
}

/** The engine chunk: from the store when this code bundled it before (esbuild takes a few hundred milliseconds). */
async function storedEngine(cache: PluginCache | undefined, version: string): Promise<{ code: Uint8Array }> {
  const stored = cache?.get<{ version: string; code: string }>('engine');
  if (stored?.version === version) return { code: Buffer.from(stored.code, 'base64') };
  const engine = await bundleEngine();
  cache?.set('engine', { version, code: Buffer.from(engine.code).toString('base64') });
  return engine;
}

let ownCode: string | undefined;
/**
 * This package's compiled code and its dependencies' versions (MiniSearch is bundled into the
 * engine): part of every stored key, so a new version of either splits, indexes and bundles again.
 */
function codeVersion(): string {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  return (ownCode ??= codeFingerprint(dir, path.dirname(dir)));
}

/** The write stage of the plugin (exported for tests). */
export async function writeSearch(
  {
    ctx,
    manifest,
    outputFile,
    outputHash,
    emitFile,
    cache,
    pageScan,
  }: Pick<WriteHookArgs, 'manifest' | 'outputFile' | 'emitFile'> &
    Partial<Pick<WriteHookArgs, 'outputHash' | 'cache' | 'ctx' | 'pageScan'>>,
  exclude: (p: string) => boolean = () => false,
  memo?: SearchMemo,
  versions: 'all' | 'latest' = 'all',
): Promise<SearchOutput> {
  // Kept across builds (docgen's build cache): pages split, index files and the engine chunk,
  // each by a hash of its input and of this package's code. A rebuild after one edit splits one
  // page and indexes its locale; the others come back as they were.
  // One entry per page and per index, replaced when its input changes (its hash is in the
  // value): the store stays the size of the site however many edits it sees.
  const version = cache ? codeVersion() : '';
  const extracts: ExtractStore | undefined = cache && {
    get: (file, htmlHash) => {
      const stored = cache.get<{ hash: string; page: ExtractedPage | null }>(`page\0${file}`);
      return stored?.hash === `${version}\0${htmlHash}` ? stored.page : undefined;
    },
    set: (file, htmlHash, page) => cache.set(`page\0${file}`, { hash: `${version}\0${htmlHash}`, page }),
  };
  const left = (p: string, route: RouteRecord): boolean =>
    exclude(p) || (versions === 'latest' && olderVersionDoc(route));
  const corpora = await collectCorpora(outputFile, manifest.routes, left, {
    ...(memo ? { memo: memo.pages } : {}),
    ...(extracts ? { store: extracts } : {}),
    ...(outputHash ? { outputHash } : {}),
    ...(pageScan ? { scanned: (rel: string) => pageScan(rel) as ScannedPage | undefined } : {}),
  });
  // The browser fetches every file, and goes to every page, below the site's base URL.
  const base = ctx ? basePath(ctx.config.baseUrl) : '';
  if (base) for (const corpus of corpora) for (const page of corpus.pages) page.path = withBase(page.path, base);
  const engine = await storedEngine(cache, version);
  const engineUrl = `/assets/search/engine.${hash(engine.code)}.js`;
  // Every name below is content-hashed: a file already in the output holds these very bytes.
  const emit = async (url: string, data: string | Uint8Array) => {
    if (memo && outputFile(url.slice(1))) return;
    await emitFile(url.slice(1), data);
  };
  await emit(engineUrl, engine.code);
  const indexes: Record<string, string> = {};
  const sizes: SearchOutput['sizes'] = {};
  // Page texts already written, by any index: an older version's page whose texts match one of
  // them (most pages of a version are the same in the next) points at that file, not a copy.
  // A page no locale translates has the same texts in every locale.
  const written = new Map<string, string>();
  for (const corpus of corpora) {
    const key = indexKey(corpus.locale, corpus.version);
    const corpusHash = hash(JSON.stringify(corpus), 40);
    let entry = memo?.indexes.get(key);
    if (!entry || entry.corpusHash !== corpusHash) {
      const storeKey = `index\0${key}`;
      const stored = cache?.get<IndexEntry & { version: string }>(storeKey);
      if (stored?.version === version && stored.corpusHash === corpusHash) entry = stored;
      else {
        entry = { corpusHash, ...indexFiles(key, corpus, base) };
        cache?.set(storeKey, { ...entry, version });
      }
      memo?.indexes.set(key, entry);
    }
    const { files, headUrl, headBytes, textBytes } = shareTexts(
      key,
      entry,
      corpus.version !== 'current',
      written,
      base,
    );
    for (const [url, data] of files) await emit(url, data);
    indexes[key] = headUrl;
    sizes[key] = { ...entry.size, head: headBytes, texts: textBytes };
  }
  const searchManifest: SearchManifest = { v: 1, engine: withBase(engineUrl, base), indexes };
  await emitFile(SEARCH_CONFIG_URL.slice(1), JSON.stringify(searchManifest));
  return { manifest: searchManifest, sizes };
}

/**
 * The files of one index: its term shards and page texts, named by their content, and its head
 * without its URLs (filled by {@link shareTexts}).
 */
function indexFiles(key: string, corpus: Corpus, base: string): Omit<IndexEntry, 'corpusHash'> {
  const dir = `/assets/search/${safe(key)}`;
  const built = buildIndex(corpus);
  const shards: [string, string][] = [];
  const shardUrls: Record<string, string> = {};
  let shardBytes = 0;
  for (const [k, shard] of built.shards) {
    const json = JSON.stringify(shard);
    const url = `${dir}/${k}.${hash(json, 8)}.json`;
    shards.push([url, json]);
    shardUrls[k] = withBase(url, base);
    shardBytes += Buffer.byteLength(json);
  }
  const texts: [string, string][] = [];
  let textBytes = 0;
  for (let i = 0; i < built.texts.length; i++) {
    const json = JSON.stringify(built.texts[i]);
    texts.push([`${dir}/p${i}.${hash(json, 8)}.json`, json]);
    textBytes += Buffer.byteLength(json);
  }
  return {
    shards,
    texts,
    head: linkIndex(built, shardUrls, []),
    size: {
      head: 0,
      shards: shardBytes,
      texts: textBytes,
      sections: built.head.f.length / 3,
      pages: built.head.p.length,
    },
  };
}

/**
 * The files an index writes, and its head's URL. With `share` (an older version's index), a page
 * whose texts are a file already written by any index (`written`: texts → URL, in key order, so
 * the same in every build) points at that file; every file written is added to `written`.
 */
function shareTexts(
  key: string,
  entry: IndexEntry,
  share: boolean,
  written: Map<string, string>,
  base: string,
): { files: [string, string][]; headUrl: string; headBytes: number; textBytes: number } {
  const files: [string, string][] = [...entry.shards];
  const textUrls: string[] = [];
  let textBytes = 0;
  for (const [url, json] of entry.texts) {
    const known = share ? written.get(json) : undefined;
    if (known) textUrls.push(known);
    else {
      files.push([url, json]);
      textUrls.push(withBase(url, base));
      if (!written.has(json)) written.set(json, withBase(url, base));
      textBytes += Buffer.byteLength(json);
    }
  }
  const head = JSON.stringify({ ...entry.head, x: textUrls });
  const headUrl = `/assets/search/${safe(key)}.${hash(head)}.json`;
  files.push([headUrl, head]);
  return { files, headUrl: withBase(headUrl, base), headBytes: Buffer.byteLength(head), textBytes };
}
