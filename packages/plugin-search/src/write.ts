/**
 * The write stage of `search()` (see plugin.ts), loaded when it runs: reads the rendered pages,
 * builds the indexes and emits their files and the engine chunk.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WriteHookArgs } from '@docgen/core/config';
import type { SearchManifest } from '@docgen/shared';
import { buildIndex, linkIndex } from './build-index.js';
import { collectCorpora, indexKey, type Corpus } from './corpus.js';
import { contentHash as hash } from './hash.js';
import { SEARCH_CONFIG_URL, type SearchMemo, type SearchOutput } from './plugin.js';

const safe = (key: string): string => key.replace(/[^A-Za-z0-9_.-]+/g, '-');

let engineBundle: Promise<{ code: Uint8Array; source: string }> | undefined;

/** The engine chunk, bundled once per process (minified ESM, no dependencies left). */
export function bundleEngine(): Promise<{ code: Uint8Array; source: string }> {
  engineBundle ??= (async () => {
    const js = fileURLToPath(new URL('./browser.js', import.meta.url));
    const entry = fs.existsSync(js) ? js : fileURLToPath(new URL('./browser.ts', import.meta.url));
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      target: 'es2020',
      minify: true,
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
      platform: 'browser',
    });
    const code = result.outputFiles[0]!.contents;
    return { code, source: entry };
  })();
  engineBundle.catch(() => (engineBundle = undefined));
  return engineBundle;
}

/**
 * What one plugin instance keeps between runs of its write stage (the dev server runs it after
 * every edit): split pages, and each index's files by a hash of its corpus, so an edit costs
 * reading the pages back and indexing its own locale again.
 */
/** The write stage of the plugin (exported for tests). */
export async function writeSearch(
  { manifest, outputFile, emitFile }: Pick<WriteHookArgs, 'manifest' | 'outputFile' | 'emitFile'>,
  exclude: (p: string) => boolean = () => false,
  memo?: SearchMemo,
): Promise<SearchOutput> {
  const corpora = await collectCorpora(outputFile, manifest.routes, exclude, memo?.pages);
  const engine = await bundleEngine();
  const engineUrl = `/assets/search/engine.${hash(engine.code)}.js`;
  // Every name below is content-hashed: a file already in the output holds these very bytes.
  const emit = async (url: string, data: string | Uint8Array) => {
    if (memo && outputFile(url.slice(1))) return;
    await emitFile(url.slice(1), data);
  };
  await emit(engineUrl, engine.code);
  const indexes: Record<string, string> = {};
  const sizes: SearchOutput['sizes'] = {};
  for (const corpus of corpora) {
    const key = indexKey(corpus.locale, corpus.version);
    const corpusHash = hash(JSON.stringify(corpus), 40);
    let entry = memo?.indexes.get(key);
    if (!entry || entry.corpusHash !== corpusHash) {
      entry = { corpusHash, ...indexFiles(key, corpus) };
      memo?.indexes.set(key, entry);
    }
    for (const [url, data] of entry.files) await emit(url, data);
    indexes[key] = entry.headUrl;
    sizes[key] = entry.size;
  }
  const searchManifest: SearchManifest = { v: 1, engine: engineUrl, indexes };
  await emitFile(SEARCH_CONFIG_URL.slice(1), JSON.stringify(searchManifest));
  return { manifest: searchManifest, sizes };
}

/** The files of one index (term shards, page texts, head), named by their content. */
function indexFiles(key: string, corpus: Corpus): { files: [string, string][]; headUrl: string; size: SearchOutput['sizes'][string] } {
  const dir = `/assets/search/${safe(key)}`;
  const built = buildIndex(corpus);
  const files: [string, string][] = [];
  const shardUrls: Record<string, string> = {};
  let shardBytes = 0;
  for (const [k, shard] of built.shards) {
    const json = JSON.stringify(shard);
    const url = `${dir}/${k}.${hash(json, 8)}.json`;
    files.push([url, json]);
    shardUrls[k] = url;
    shardBytes += Buffer.byteLength(json);
  }
  const textUrls: string[] = [];
  let textBytes = 0;
  for (let i = 0; i < built.texts.length; i++) {
    const json = JSON.stringify(built.texts[i]);
    const url = `${dir}/p${i}.${hash(json, 8)}.json`;
    files.push([url, json]);
    textUrls.push(url);
    textBytes += Buffer.byteLength(json);
  }
  const head = JSON.stringify(linkIndex(built, shardUrls, textUrls));
  const headUrl = `/assets/search/${safe(key)}.${hash(head)}.json`;
  files.push([headUrl, head]);
  return { files, headUrl, size: { head: Buffer.byteLength(head), shards: shardBytes, texts: textBytes, sections: built.head.f.length / 3, pages: built.head.p.length } };
}
