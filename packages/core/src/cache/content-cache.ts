import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { sha256 } from '../util/hash.js';
import { readJsonFile, writeJsonFile } from '../util/json-file.js';
import { CACHE_NAMES, type CacheName, cacheOff, codeFingerprint } from '@docgen/config';
import { DOCGEN_VERSION } from '../util/version.js';
import { codeRoot } from '../util/package-root.js';
import { CacheShards, dayOf } from './shards.js';

/**
 * A persistent, content-addressed cache (`<site>/.docgen/cache/<namespace>/a/abcdef….json`).
 * A key is the hash of everything a result depends on, so an entry is never invalidated: a
 * changed input simply asks for another key. Old entries are pruned by `prune()`.
 */
export class ContentCache {
  private readonly used = new Set<string>();
  hits = 0;
  misses = 0;

  constructor(
    readonly dir: string,
    readonly enabled = true,
  ) {}

  /**
   * The cache of a site for this build of docgen: a new docgen version, or (while developing
   * docgen itself) any change to the core's compiled code, starts a new cache folder.
   */
  static forSite(siteDir: string, enabled = true): ContentCache {
    // A cache turned off reads and writes no file, so its folder needs no name: the core's code
    // is not hashed (63-80 ms of CPU in a fresh process, each thread of a `--no-cache` build).
    const name = enabled ? `${DOCGEN_VERSION}-${coreFingerprint()}` : `${DOCGEN_VERSION}-off`;
    return new ContentCache(path.join(siteDir, '.docgen', 'cache', name), enabled);
  }

  /**
   * Marks this cache folder used today, and removes the site's cache folders of other docgen
   * builds (another version, other dependencies) that no build used for `days` days: each
   * upgrade starts a new folder, and the old one would otherwise stay forever. Once a day at most
   * (the mark's date), by the main thread of a build.
   */
  pruneOtherVersions(days = 30, now = Date.now()): void {
    if (!this.enabled) return;
    const mark = path.join(this.dir, 'used');
    const day = dayOf(now);
    const markedDay = (file: string): number | undefined => {
      try {
        return dayOf(fs.statSync(file).mtimeMs);
      } catch {
        return undefined;
      }
    };
    if (markedDay(mark) === day) return;
    fs.mkdirSync(this.dir, { recursive: true });
    fs.writeFileSync(mark, '');
    fs.utimesSync(mark, now / 1000, now / 1000);
    const root = path.dirname(this.dir);
    for (const name of fs.readdirSync(root)) {
      const other = path.join(root, name);
      if (other === this.dir) continue;
      // A folder without a mark (made before marks existed) counts from its own last change.
      const last = markedDay(path.join(other, 'used')) ?? markedDay(other);
      if (last !== undefined && day - last > days) fs.rmSync(other, { recursive: true, force: true });
    }
  }

  /** The key of a list of inputs (strings are hashed as they are; objects as JSON). */
  static key(...parts: unknown[]): string {
    return sha256(parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join('\u0000'));
  }

  private file(namespace: string, key: string): string {
    // 16 shard folders per namespace: creating a folder costs more than a big one's lookups.
    return path.join(this.dir, namespace, key.slice(0, 1), `${key}.json`);
  }

  /** An entry, counted as a hit or a miss; one `usable` refuses (e.g. a file it names changed) counts as a miss. */
  get<T>(namespace: string, key: string, usable?: (value: T) => boolean): T | undefined {
    let value = this.read<T>(namespace, key);
    if (value !== undefined && usable && !usable(value)) value = undefined;
    if (this.enabled) {
      if (value === undefined) this.misses++;
      else this.hits++;
    }
    return value;
  }

  private read<T>(namespace: string, key: string): T | undefined {
    if (!this.enabled) return undefined;
    const file = this.file(namespace, key);
    this.used.add(file);
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  /**
   * A view of one namespace for parts of a result (e.g. highlighted code blocks): its lookups
   * are not counted in `hits`/`misses`, which count pages.
   */
  namespace<T>(namespace: string): { get(key: string): T | undefined; set(key: string, value: T): void } {
    if (switchedOff(namespace)) return { get: () => undefined, set: () => undefined };
    return { get: (key) => this.read<T>(namespace, key), set: (key, value) => this.set(namespace, key, value) };
  }

  set(namespace: string, key: string, value: unknown): void {
    if (!this.enabled) return;
    const file = this.file(namespace, key);
    this.used.add(file);
    this.mkdir(path.dirname(file));
    // Written to a temporary name then renamed: a killed build never leaves a torn entry. The
    // thread id keeps two workers of one process that compute the same entry apart.
    const tmp = `${file}.${process.pid}-${threadId}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(value));
    fs.renameSync(tmp, file);
  }

  /**
   * Large results (a page's HTML) stored once by content hash, as raw bytes: an entry names them
   * by hash and a rebuild reads them only when the output does not already hold that content.
   */
  getBlob(hash: string): Buffer | undefined {
    if (!this.enabled) return undefined;
    const file = this.blobFile(hash);
    this.used.add(file);
    try {
      const data = fs.readFileSync(file);
      // A linked blob (`linkBlob`) shares its bytes with an output file: one edited in place no longer matches its name.
      return sha256(data) === hash ? data : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * A small table kept whole in one file (`<cache>/<name>.json`), for results too small to be
   * worth a file each: read once, saved by `save()` with the entries this build used.
   */
  table<T>(name: string): CacheTable<T> {
    return new CacheTable<T>(path.join(this.dir, `${name}.json`), this.enabled && !switchedOff(name));
  }

  private readonly sharded = new Map<string, CacheShards<unknown>>();

  /**
   * A namespace whose entries are kept in shard files (`CacheShards`), one instance per name
   * for this cache: its lookups are counted with `count`, its changes written by `save()`.
   * With `memo`, a disabled cache (`--no-cache`) still keeps the entries in memory for the build:
   * for parts a build meets many times (a code block repeated in each locale).
   */
  shards<T>(name: string, digits: 1 | 2 = 1, memo = false): CacheShards<T> {
    let shards = this.sharded.get(name);
    if (!shards) {
      const on = !switchedOff(name);
      const dir = path.join(this.dir, name);
      shards = new CacheShards<unknown>(dir, on && (this.enabled || memo), digits, this.enabled);
      this.sharded.set(name, shards);
    }
    return shards as CacheShards<T>;
  }

  /** Counts a page's lookup in a sharded namespace as a hit or a miss (see `hits`, `misses`). */
  count(hit: boolean): void {
    if (!this.enabled) return;
    if (hit) this.hits++;
    else this.misses++;
  }

  /** Whether the blob of `hash` is in the cache (its content is checked when read). */
  hasBlob(hash: string): boolean {
    if (!this.enabled) return false;
    const file = this.blobFile(hash);
    this.used.add(file);
    return fs.existsSync(file);
  }

  /**
   * Makes a file just written to the output the blob of its content by a hard link (a cold build
   * would otherwise write each page twice); a copy where links are not possible.
   */
  linkBlob(hash: string, from: string): void {
    if (!this.enabled) return;
    const file = this.blobFile(hash);
    this.used.add(file);
    if (fs.existsSync(file)) return;
    this.mkdir(path.dirname(file));
    try {
      fs.linkSync(from, file);
    } catch {
      const tmp = `${file}.${process.pid}-${threadId}.tmp`;
      fs.copyFileSync(from, tmp);
      fs.renameSync(tmp, file);
    }
  }

  setBlob(hash: string, data: string | Uint8Array): void {
    if (!this.enabled) return;
    const file = this.blobFile(hash);
    this.used.add(file);
    if (fs.existsSync(file)) return;
    this.mkdir(path.dirname(file));
    const tmp = `${file}.${process.pid}-${threadId}.tmp`;
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
  }

  private readonly dirs = new Set<string>();
  /** Each shard folder is created once per build (a recursive mkdir per entry showed in profiles). */
  private mkdir(dir: string): void {
    if (this.dirs.has(dir)) return;
    fs.mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
  }

  private blobFile(hash: string): string {
    return path.join(this.dir, 'blob', hash.slice(0, 1), hash);
  }

  /** Removes entries of the namespaces not read or written by this build (keeps the cache from growing forever). */
  prune(namespaces: string[]): void {
    if (!this.enabled) return;
    for (const ns of namespaces) {
      const root = path.join(this.dir, ns);
      if (!fs.existsSync(root)) continue;
      for (const shard of fs.readdirSync(root)) {
        const shardDir = path.join(root, shard);
        for (const name of fs.readdirSync(shardDir)) {
          const file = path.join(shardDir, name);
          if (!this.used.has(file)) fs.rmSync(file, { force: true });
        }
      }
    }
  }
}

/** A namespace named in `DOCGEN_CACHE_OFF` (markdown, render, highlight…) reads and keeps nothing. */
function switchedOff(name: string): boolean {
  return (CACHE_NAMES as readonly string[]).includes(name) && cacheOff(name as CacheName);
}

let fingerprint: string | undefined;

/** Hash of the core's own code (the folder this module was loaded from, `dist` or `src`). */
function coreFingerprint(): string {
  const dist = codeRoot(fileURLToPath(import.meta.url));
  fingerprint ??= codeFingerprint(dist, path.dirname(dist));
  return fingerprint;
}

/** See `ContentCache.table`. */
export class CacheTable<T> {
  private entries: Record<string, T> | undefined;
  private readonly used = new Set<string>();
  private changed = false;

  constructor(
    readonly file: string,
    readonly enabled: boolean,
  ) {}

  get(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const value = this.all()[key];
    if (value !== undefined) this.used.add(key);
    return value;
  }

  set(key: string, value: T): void {
    if (!this.enabled) return;
    this.all()[key] = value;
    this.used.add(key);
    this.changed = true;
  }

  /** Writes the table (atomically) with only the entries read or written since it was opened. */
  save(): void {
    if (!this.enabled || !this.entries) return;
    const keys = Object.keys(this.entries);
    if (!this.changed && keys.length === this.used.size) return;
    const kept: Record<string, T> = {};
    for (const key of keys.sort()) if (this.used.has(key)) kept[key] = this.entries[key]!;
    writeJsonFile(this.file, kept);
  }

  private all(): Record<string, T> {
    this.entries ??= readJsonFile<Record<string, T>>(this.file) ?? {};
    return this.entries;
  }
}
