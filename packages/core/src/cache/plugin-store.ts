import type { ContentCache } from './content-cache.js';
import { sha256 } from '../util/hash.js';
import { cacheOff, type PluginCache } from '@docgen/config';

/** A plugin's store, kept in the build cache under a namespace of its own (see `PluginCache`). */
export interface PluginStore extends PluginCache {
  /** Writes what changed (the thread that owns the cache: the main thread of a build). */
  save(): void;
}

/**
 * The store of plugin `name` in `cache`: entries by the sha256 of the plugin's key, in 16 shard
 * files (`CacheShards`). `readOnly` (a worker thread) reads what the main thread saved and keeps
 * nothing it is given.
 */
export function pluginStore(cache: ContentCache, name: string, readOnly = false): PluginStore {
  if (cacheOff('plugin-stores')) return { get: () => undefined, set: () => undefined, save: () => undefined };
  const shards = cache.shards<unknown>(`plugin-${sha256(name).slice(0, 12)}`);
  return {
    get: <T>(key: string) => shards.get(sha256(key)) as T | undefined,
    set: (key, value) => {
      if (!readOnly) shards.set(sha256(key), value);
    },
    save: () => {
      if (!readOnly) shards.save();
    },
  };
}

/** The stores of a build's plugins, one per plugin name, made on first use. */
export class PluginStores {
  private readonly stores = new Map<string, PluginStore>();

  constructor(
    private readonly cache: ContentCache,
    private readonly readOnly = false,
  ) {}

  of(plugin: { name: string }): PluginStore {
    let store = this.stores.get(plugin.name);
    if (!store) this.stores.set(plugin.name, (store = pluginStore(this.cache, plugin.name, this.readOnly)));
    return store;
  }
}
