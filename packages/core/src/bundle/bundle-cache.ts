import fs from 'node:fs';
import type { Diagnostic } from '@docgen/diagnostics';
import { cacheOff } from '@docgen/config';
import { ContentCache } from '../cache/content-cache.js';
import { sha256 } from '../util/hash.js';
import { esbuildVersion } from '../util/esbuild.js';
import type { ClientBundle, EmittedAsset } from './bundle-types.js';
import { clientDir } from './client-dir.js';
import { readShared, sharable, writeShared } from './shared-bundles.js';

/** A bundle in the cache: the files it was made of (with content hashes) and its assets as blobs. */
interface CachedBundle {
  v: 1;
  inputs: [file: string, hash: string][];
  bundle: Omit<ClientBundle, 'assets'> & { assets: (Omit<EmittedAsset, 'bytes'> & { hash: string })[] };
  diagnostics: Diagnostic[];
}

/**
 * esbuild costs 0.2–0.3 s (and a process) per build even when nothing changed: the last bundle is
 * kept under a key of what was asked (`asked`: entries, stylesheets; esbuild's version) and reused while
 * every file it was made of (client and shared sources, theme islands and CSS, React) has the
 * same content.
 */
export async function cachedBundle(
  cache: ContentCache,
  asked: readonly (string | readonly string[])[],
  diagnostics: Diagnostic[],
  make: (found: Diagnostic[]) => Promise<ClientBundle>,
  /** The site's folder: a bundle made of none of its files is also shared with other sites (`shared-bundles.ts`). */
  siteDir?: string,
): Promise<ClientBundle> {
  const key = ContentCache.key('bundle', esbuildVersion(), clientDir(), ...asked);
  // Not counted with the pages' hits and misses.
  const store = cache.namespace<CachedBundle>('bundle');
  const hit = store.get(key);
  if (hit?.v === 1 && hit.inputs.every(([file, hash]) => contentHash(file) === hash)) {
    const assets: EmittedAsset[] = [];
    for (const a of hit.bundle.assets) {
      const bytes = cache.getBlob(a.hash);
      if (!bytes) break;
      const { hash: _hash, ...rest } = a;
      assets.push({ ...rest, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    }
    if (assets.length === hit.bundle.assets.length) {
      diagnostics.push(...hit.diagnostics);
      return { ...hit.bundle, assets };
    }
  }
  const shareable = siteDir !== undefined && cache.enabled && !cacheOff('bundle');
  const shared = shareable ? readShared<CachedBundle>(key) : undefined;
  if (shared?.value.v === 1 && shared.value.inputs.every(([file, hash]) => contentHash(file) === hash)) {
    const { bundle, diagnostics: found } = shared.value;
    const assets = bundle.assets.map(({ hash: _hash, ...rest }, i) => {
      const bytes = shared.blobs[i]!;
      return { ...rest, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    });
    diagnostics.push(...found);
    return { ...bundle, assets };
  }
  const found: Diagnostic[] = [];
  const bundle = await make(found);
  diagnostics.push(...found);
  // A bundle that failed (the runtime missing while docgen's own build rewrote it) is made of no
  // files: kept, it would be reused by every later build with the same error.
  if (found.some((d) => d.severity === 'error')) return bundle;
  const assets = bundle.assets.map(({ bytes, ...rest }) => {
    const hash = sha256(bytes);
    cache.setBlob(hash, bytes);
    return { ...rest, hash };
  });
  const entry = {
    v: 1,
    inputs: bundle.dependencies.map((f) => [f, contentHash(f)]),
    bundle: { ...bundle, assets },
    diagnostics: found,
  } satisfies CachedBundle;
  store.set(key, entry);
  if (shareable && sharable(siteDir, bundle.dependencies))
    writeShared(
      key,
      entry,
      bundle.assets.map((a) => a.bytes),
    );
  return bundle;
}

function contentHash(file: string): string {
  try {
    return sha256(fs.readFileSync(file));
  } catch {
    return 'missing';
  }
}
