import fs from 'node:fs';
import path from 'node:path';
import { sha256 } from '../util/hash.js';
import { readJsonFile, writeJsonFile } from '../util/json-file.js';

/** What the output folder held after the last successful build: file → content hash, size, mtime. */
export interface OutputRecord {
  v: 1;
  files: Record<string, [hash: string, size: number, mtimeMs: number]>;
}

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

  /**
   * Writes `data` at `rel`; `hash` (sha256 of the bytes) when the caller already has it, and
   * `then` called with the file's path once it is on disk. Synchronous: thousands of small files,
   * where each promise-based call costs several thread-pool round trips, and `writeFileSync`
   * writes a string without copying it into a Buffer (the asynchronous version, tried to overlap
   * writes with rendering, made a Buffer of every page: at 15,000 pages of 800 KB, 500 MB more
   * peak RSS from freed memory malloc kept).
   */
  async write(rel: string, data: string | Uint8Array, hash?: string, then?: (file: string) => void): Promise<void> {
    const key = toKey(rel);
    const file = this.prepare(rel);
    if (this.links.delete(key)) fs.unlinkSync(file);
    fs.writeFileSync(file, data);
    this.written++;
    const stat = fs.statSync(file);
    this.record.files[key] = [hash ?? sha256(data), stat.size, stat.mtimeMs];
    then?.(file);
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

  /**
   * Files another thread wrote into the same staging folder (a render worker's `drain()`): part
   * of the record as if written here.
   */
  adopt(files: OutputRecord['files']): void {
    for (const [key, entry] of Object.entries(files)) {
      this.record.files[key] = entry;
      this.written++;
    }
  }

  /** The files recorded since the last call, forgotten here (a worker hands them to the main thread's writer). */
  drain(): OutputRecord['files'] {
    const files = this.record.files;
    this.record.files = {};
    return files;
  }

  /** Files written or linked so far, for the next build (`saveOutputRecord` once swapped in). */
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
