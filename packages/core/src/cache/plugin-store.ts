import type { ContentCache } from './content-cache.js';
import { sha256 } from '../util/hash.js';
import { cacheOff, type PluginCache } from '@docgen/config';

/** A plugin's store, kept in the build cache under a namespace of its own (see `PluginCache`). */
export interface PluginStore extends PluginCache {
  /** Writes what changed (the thread that owns the cache: the main thread of a build). */
  save(): void;
  /** With the cache off, what the main thread's plugin set, by hashed key (for the workers). */
  entries?(): Record<string, unknown>;
}

/** What a build's main thread kept in its plugins' stores with the cache off, by plugin name (see `PluginStores.handover`). */
export type HandedStores = Record<string, Record<string, unknown>>;

/**
 * The store of plugin `name` in `cache`: entries by the sha256 of the plugin's key, in 16 shard
 * files (`CacheShards`). `readOnly` (a worker thread) reads what the main thread saved and keeps
 * nothing it is given. With the cache off, the main thread's store keeps nothing it reads back,
 * but notes what it is given for the build's workers (unless `note` is false), whose stores read it (`handed`).
 */
export function pluginStore(
  cache: ContentCache,
  name: string,
  readOnly = false,
  handed?: HandedStores,
  note = true,
): PluginStore {
  if (cacheOff('plugin-stores')) return { get: () => undefined, set: () => undefined, save: () => undefined };
  if (!cache.enabled) {
    if (readOnly) {
      const given = handed?.[name] ?? {};
      return { get: <T>(key: string) => given[sha256(key)] as T | undefined, set: () => {}, save: () => {} };
    }
    if (!note) return { get: () => undefined, set: () => undefined, save: () => undefined };
    const given: Record<string, unknown> = {};
    return {
      get: () => undefined,
      set: (key, value) => (given[sha256(key)] = value),
      save: () => {},
      entries: () => given,
    };
  }
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
    private readonly handed?: HandedStores,
    /** With the cache off, whether the main thread notes what plugins set: not for a dev server, which starts no worker and whose stores live as long as it does. */
    private readonly note = true,
  ) {}

  of(plugin: { name: string }): PluginStore {
    let store = this.stores.get(plugin.name);
    if (!store)
      this.stores.set(
        plugin.name,
        (store = pluginStore(this.cache, plugin.name, this.readOnly, this.handed, this.note)),
      );
    return store;
  }

  /**
   * With the cache off, what the plugins kept so far, for the workers (with it on, they read the
   * saved shards): a worker then reads an OpenAPI document's stored form instead of parsing the
   * document again (Asana's: 1.3 s).
   */
  handover(): HandedStores | undefined {
    if (this.cache.enabled || this.readOnly) return undefined;
    const out: HandedStores = {};
    for (const [name, store] of this.stores) {
      const entries = store.entries?.();
      if (entries && Object.keys(entries).length > 0) out[name] = entries;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
}
