import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from '../util/hash.js';
import { readJsonFile, writeJsonFile } from '../util/json-file.js';

/** What the output folder held after the last successful build: file → content hash, size, mtime. */
export interface OutputRecord {
  v: 1;
  files: Record<string, [hash: string, size: number, mtimeMs: number]>;
}

/** Files at least this long (characters or bytes) are written asynchronously (see `write`). */
const ASYNC_FROM = 16 * 1024;
const MAX_PENDING = 32;
const MAX_IN_FLIGHT = 8 * 1024 * 1024;

/**
 * Writes a build's files into its staging folder. A file whose content is the same as in the
 * current output (known by its hash from the record of the last build, checked against the
 * file's size and mtime) is hard-linked from there instead of written: a rebuild with little
 * changed writes little. Every file written or linked is recorded for the next build.
 */
export class OutputWriter {
  private readonly dirs = new Set<string>();
  /** Files placed by a hard link: writing one in place would change the previous output's file too. */
  private readonly links = new Set<string>();
  private readonly record: OutputRecord = { v: 1, files: {} };
  linked = 0;
  written = 0;

  constructor(
    readonly stagingDir: string,
    /** The output folder being replaced and what it holds (absent: write everything). */
    private readonly previous?: { dir: string; record: OutputRecord },
  ) {}

  /** Writes in flight, by file: a second write of a file waits for the first. */
  private readonly pending = new Map<string, Promise<void>>();
  private failure: unknown;
  /** Characters or bytes of the writes in flight. */
  private inFlight = 0;

  /**
   * Writes `data` at `rel`; `hash` (sha256 of the bytes) when the caller already has it, and
   * `then` called with the file's path once it is on disk. Files of 16 KB and more are written
   * by the thread pool while the caller goes on (rendering the next page): on two cores, the
   * render stage's writes were a quarter of its time, with the other core idle. Up to
   * `MAX_PENDING` files and `MAX_IN_FLIGHT` of data are in flight; `flush()` waits for them all.
   */
  async write(rel: string, data: string | Uint8Array, hash?: string, then?: (file: string) => void): Promise<void> {
    if (this.failure) throw this.failure;
    const key = toKey(rel);
    const file = this.prepare(rel);
    const before = this.pending.get(key);
    if (before) await before;
    if (this.links.delete(key)) fs.unlinkSync(file);
    this.written++;
    const digest = hash ?? sha256(data);
    const done = () => {
      const stat = fs.statSync(file);
      this.record.files[key] = [digest, stat.size, stat.mtimeMs];
      then?.(file);
    };
    if (data.length < ASYNC_FROM) {
      // Small files synchronously: a thread-pool round trip costs more than the write.
      fs.writeFileSync(file, data);
      done();
      return;
    }
    this.inFlight += data.length;
    const job = fsp
      .writeFile(file, data)
      .then(done)
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => {
        this.inFlight -= data.length;
        if (this.pending.get(key) === job) this.pending.delete(key);
      });
    this.pending.set(key, job);
    // Bounded by count and by size: at 15,000 pages a page is ~800 KB, each held until written.
    while (this.pending.size >= MAX_PENDING || (this.pending.size > 1 && this.inFlight > MAX_IN_FLIGHT)) await Promise.race(this.pending.values());
  }

  /** Waits for the writes in flight, whatever their outcome. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled(this.pending.values());
  }

  /** Waits for the writes in flight; throws the first that failed. */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
    if (this.failure) throw this.failure;
  }

  /**
   * Places a file whose content hash is known: linked from the previous output when it has that
   * exact content there, else written from `load()` (e.g. read from the build cache); `then` as for `write`.
   */
  async place(rel: string, hash: string, load: () => string | Uint8Array | undefined, then?: (file: string) => void): Promise<boolean> {
    const key = toKey(rel);
    const before = this.previous?.record.files[key];
    if (before && before[0] === hash) {
      const from = path.join(this.previous!.dir, rel);
      const file = this.prepare(rel);
      try {
        const stat = fs.statSync(from);
        // Same size and mtime as recorded: nobody rewrote the file since (a hard link keeps the mtime).
        if (stat.size === before[1] && stat.mtimeMs === before[2]) {
          fs.linkSync(from, file);
          this.links.add(key);
          this.linked++;
          this.record.files[key] = before;
          then?.(file);
          return true;
        }
      } catch {
        // Gone, or another file system: write it.
      }
    }
    const data = load();
    if (data === undefined) return false;
    await this.write(rel, data, hash, then);
    return true;
  }

  /** Files written or linked so far, for the next build (`saveOutputRecord` once swapped in; after `flush()`). */
  output(): OutputRecord {
    return this.record;
  }

  private prepare(rel: string): string {
    const file = path.join(this.stagingDir, rel);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    return file;
  }
}

function toKey(rel: string): string {
  return rel.split(path.sep).join('/').replace(/^\/+/, '');
}

/** Where the record of an output folder lives: `<site>/.docgen/output/<hash of the folder's path>.json`. */
export function outputRecordFile(siteDir: string, outDir: string): string {
  return path.join(siteDir, '.docgen', 'output', `${sha256(path.resolve(outDir)).slice(0, 16)}.json`);
}

/** The record of an output folder, kept beside the build cache (absent or unreadable: none). */
export function loadOutputRecord(recordFile: string): OutputRecord | undefined {
  const record = readJsonFile<OutputRecord>(recordFile);
  return record?.v === 1 && record.files ? record : undefined;
}

export function saveOutputRecord(recordFile: string, record: OutputRecord): void {
  writeJsonFile(recordFile, record);
}
