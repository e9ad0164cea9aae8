import path from 'node:path';
import { readJsonFile, writeJsonFile } from '../util/json-file.js';

/** An entry and the day (days since 1970) a build last used it. */
type Stored<T> = [day: number, value: T];

interface Shard<T> {
  entries: Record<string, Stored<T>>;
  changed: boolean;
}

/** Entries unused for this many days are dropped when their shard is next written. */
export const SHARD_ENTRY_DAYS = 30;

/** Days since 1970 of a time in milliseconds: the unit of a cache entry's last use. */
export const dayOf = (ms: number): number => Math.floor(ms / 86_400_000);

const today = () => dayOf(Date.now());

/**
 * The entries of one cache namespace kept in a few files (`<cache>/<name>/<first hex digits of
 * the key>.json`) instead of a file each. Creating a small file costs about a millisecond on
 * our CI's disk: a cold build of 1,500 pages created 3,000 entry files and more for its code
 * blocks, and a rebuild read them one by one. A shard is read the first time one of its keys is
 * asked for and written back whole (to a temporary name, then renamed) by `save()` when it
 * changed. Keys are hashes of every input, so an entry is never stale; one that no build used
 * for `SHARD_ENTRY_DAYS` days is dropped when its shard is written (a build of one locale keeps
 * the others' entries).
 *
 * One thread writes a namespace: workers hand their new entries to the main thread.
 */
export class CacheShards<T> {
  private readonly shards = new Map<string, Shard<T>>();
  private readonly day = today();
  /** The key each subject (a page) used last, and how many subjects use each key. */
  private readonly keyOf = new Map<string, string>();
  private readonly users = new Map<string, number>();

  constructor(
    readonly dir: string,
    readonly enabled: boolean,
    /** Hex digits of the key naming its shard: 1 (16 shards, for namespaces every build reads whole) or 2 (256, for ones read a little at a time). */
    private readonly digits: 1 | 2 = 1,
    /** Whether shards are read from and written to `dir`; without, the entries live for this build only (a memo). */
    private readonly disk = true,
  ) {}

  /**
   * The entry of `key`. With a `subject` (what the entry is of, e.g. a page's route), a hit makes
   * it the subject's entry: see `set`.
   */
  get(key: string, subject?: string): T | undefined {
    if (!this.enabled) return undefined;
    const shard = this.shard(key);
    const stored = shard.entries[key];
    if (!Array.isArray(stored)) return undefined;
    if (subject !== undefined) this.own(subject, key);
    // Marked once a day, not on every use: a rebuild rewrites only the shards it adds to.
    if (stored[0] !== this.day) {
      stored[0] = this.day;
      shard.changed = true;
    }
    return stored[1];
  }

  /**
   * Keeps `value` under `key`. With a `subject`, the subject's previous entry, when no other
   * subject uses it, is dropped: a long dev session otherwise kept an entry per edit of a page
   * (each holding its source through sliced strings: about 100 KB an edit on the Lintas site).
   */
  set(key: string, value: T, subject?: string): void {
    if (!this.enabled) return;
    const shard = this.shard(key);
    shard.entries[key] = [this.day, value];
    shard.changed = true;
    if (subject !== undefined) this.own(subject, key);
  }

  private own(subject: string, key: string): void {
    const before = this.keyOf.get(subject);
    if (before === key) return;
    this.keyOf.set(subject, key);
    this.users.set(key, (this.users.get(key) ?? 0) + 1);
    if (before === undefined) return;
    const left = (this.users.get(before) ?? 1) - 1;
    if (left > 0) {
      this.users.set(before, left);
      return;
    }
    this.users.delete(before);
    const shard = this.shards.get(before.slice(0, this.digits));
    if (shard && before in shard.entries) {
      delete shard.entries[before];
      shard.changed = true;
    }
  }

  /** Writes the shards that changed. */
  save(): void {
    if (!this.enabled || !this.disk) return;
    const oldest = this.day - SHARD_ENTRY_DAYS;
    for (const [name, shard] of this.shards) {
      if (!shard.changed) continue;
      const kept: Record<string, Stored<T>> = {};
      for (const key of Object.keys(shard.entries).sort()) {
        const stored = shard.entries[key]!;
        if (stored[0] >= oldest) kept[key] = stored;
      }
      writeJsonFile(path.join(this.dir, `${name}.json`), kept);
      shard.entries = kept;
      shard.changed = false;
    }
  }

  /** Lets go of the shards read so far (changes not saved are lost): a stage done with a namespace gives back its memory. */
  forget(): void {
    this.shards.clear();
    this.keyOf.clear();
    this.users.clear();
  }

  private shard(key: string): Shard<T> {
    const name = key.slice(0, this.digits);
    let shard = this.shards.get(name);
    if (!shard) {
      shard = { entries: this.disk ? read<T>(path.join(this.dir, `${name}.json`)) : {}, changed: false };
      this.shards.set(name, shard);
    }
    return shard;
  }
}

/** A shard's entries; an unreadable or torn file is an empty shard (its entries are computed again). */
function read<T>(file: string): Record<string, Stored<T>> {
  const parsed = readJsonFile<unknown>(file);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Stored<T>>) : {};
}
