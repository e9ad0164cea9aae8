import fs from 'node:fs';
import path from 'node:path';
import { sha256 } from '../util/hash.js';
import { readJsonFile, writeJsonFile } from '../util/json-file.js';
import { listTree, type FileStat } from '../util/file-stats.js';

/**
 * What the output folder held after the last successful build: every file with its size and
 * mtime, and the hash of its content when the build knew it (empty for files it wrote without
 * one, e.g. assets and static files: those are never kept by hash, only accounted for).
 */
export interface OutputRecord {
  v: 2;
  files: Record<string, [hash: string, size: number, mtimeMs: number]>;
}

/**
 * The output folder a build updates, as the last build left it: the record's entries whose file
 * is there with the recorded size and mtime (nobody rewrote it since), and every file there now.
 */
export interface PreviousOutput {
  dir: string;
  record: OutputRecord;
  /** Every file in the folder (record keys), recorded or not: what the new output lacks is removed. */
  present: ReadonlySet<string>;
}

/**
 * Reads the record of the last build into `outDir` and checks it against the folder in one
 * listing. Undefined (build a fresh folder) when there is no record or no folder there.
 */
export function openPreviousOutput(recordFile: string, outDir: string): PreviousOutput | undefined {
  return checkedOutput(readJsonFile<OutputRecord>(recordFile), outDir);
}

/** The output a build left in `outDir` as its record says, trusted without a listing (the dev server's own folder). */
export function knownOutput(record: OutputRecord, outDir: string): PreviousOutput {
  return { dir: path.resolve(outDir), record, present: new Set(Object.keys(record.files)) };
}

/** A record checked against one listing of the folder (see `openPreviousOutput`). */
function checkedOutput(stored: OutputRecord | undefined, outDir: string): PreviousOutput | undefined {
  if (stored?.v !== 2 || !stored.files || !isFolder(outDir)) return undefined;
  const record: OutputRecord = { v: 2, files: {} };
  const present = new Set<string>();
  for (const [key, size, mtimeMs] of listTree(outDir)) {
    present.add(key);
    const entry = stored.files[key];
    if (entry && entry[1] === size && entry[2] === mtimeMs) record.files[key] = entry;
  }
  return { dir: path.resolve(outDir), record, present };
}

function isFolder(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Writes a build's files into its staging folder. A file whose content is the same as in the
 * current output (known by its hash from the record of the last build) is kept where it is:
 * nothing written, and the commit (`updateInPlace`) leaves it alone. A rebuild with little
 * changed writes little and moves little. Every file written or kept is recorded.
 *
 * Synchronous: thousands of small files, where each promise-based call costs several thread-pool
 * round trips, and `writeFileSync` writes a string without copying it into a Buffer (the
 * asynchronous version, tried to overlap writes with rendering, made a Buffer of every page: at
 * 15,000 pages of 800 KB, 500 MB more peak RSS from freed memory malloc kept).
 */
export class OutputWriter {
  private readonly dirs = new Set<string>();
  /** Files of the previous output the new one keeps as they are. */
  private readonly keptFiles = new Set<string>();
  /** Content hash of each file written here or by a worker; sizes and times come from the staging folder's listing (`outputOf`). */
  private hashes: Record<string, string> = {};
  written = 0;

  constructor(
    readonly stagingDir: string,
    /** The output folder this build updates (absent: everything is written). */
    private readonly previous?: PreviousOutput,
  ) {}

  /** Writes `data` at `rel`; `hash` (sha256 of the bytes) when the caller already has it, and `then` called with the file's path once it is on disk. */
  write(rel: string, data: string | Uint8Array, hash?: string, then?: (file: string) => void): void {
    const key = toKey(rel);
    const file = this.prepare(rel);
    fs.writeFileSync(file, data);
    this.keptFiles.delete(key);
    this.written++;
    this.hashes[key] = hash ?? sha256(data);
    then?.(file);
  }

  /**
   * Places a file whose content hash is known: kept when the previous output has that exact
   * content there, else written from `load()` (e.g. read from the build cache); `then` as for
   * `write`, with the kept file's path. False when `load()` has nothing.
   */
  place(
    rel: string,
    hash: string,
    load: () => string | Uint8Array | undefined,
    then?: (file: string) => void,
  ): boolean {
    const key = toKey(rel);
    // Placed already in this build with these bytes (the dev server's first pass places assets early).
    if (this.hashes[key] === hash) {
      then?.(this.locate(rel)!);
      return true;
    }
    const before = this.previous?.record.files[key];
    if (before && before[0] === hash && !this.hashes[key]) {
      this.keptFiles.add(key);
      then?.(path.join(this.previous!.dir, rel));
      return true;
    }
    const data = load();
    if (data === undefined) return false;
    this.write(rel, data, hash, then);
    return true;
  }

  /**
   * Keeps a file of the previous output as it is (a page a partial run did not render again):
   * false when the previous output has no such file.
   */
  keep(rel: string): boolean {
    const key = toKey(rel);
    if (!this.previous?.record.files[key] || this.hashes[key]) return false;
    this.keptFiles.add(key);
    return true;
  }

  /** Where a file of the new output is now: in the staging folder, or kept in the current output; undefined when there is none. */
  locate(rel: string): string | undefined {
    const staged = path.join(this.stagingDir, rel);
    if (fs.existsSync(staged)) return staged;
    return this.keptFiles.has(toKey(rel)) ? path.join(this.previous!.dir, rel) : undefined;
  }

  /** The content hash of a file of the new output written or kept through here (undefined for other files). */
  hashOf(rel: string): string | undefined {
    const key = toKey(rel);
    return this.hashes[key] ?? (this.keptFiles.has(key) ? this.previous!.record.files[key]![0] : undefined);
  }

  /** Files another thread wrote into the same staging folder (a render worker's `drain()`), by content hash: as if written here. */
  adopt(hashes: Record<string, string>): void {
    for (const [key, hash] of Object.entries(hashes)) {
      this.hashes[key] = hash;
      this.written++;
    }
  }

  /** The hashes of the files written since the last call, forgotten here (a worker hands them to the main thread's writer). */
  drain(): Record<string, string> {
    const hashes = this.hashes;
    this.hashes = {};
    return hashes;
  }

  /**
   * The new output once complete: `staged` (the staging folder's listing) and the kept files,
   * each with its hash when written or kept through here; sorted by path.
   */
  outputOf(staged: readonly FileStat[]): { record: OutputRecord; files: FileStat[] } {
    const record: OutputRecord = { v: 2, files: {} };
    const files: FileStat[] = [];
    for (const [key, size, mtimeMs] of staged) {
      record.files[key] = [this.hashes[key] ?? '', size, mtimeMs];
      files.push([key, size, mtimeMs]);
    }
    for (const key of this.keptFiles) {
      // A file staged over a kept one (written into the folder directly) is the staged one.
      if (record.files[key]) continue;
      const entry = this.previous!.record.files[key]!;
      record.files[key] = entry;
      files.push([key, entry[1], entry[2]]);
    }
    files.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return { record, files };
  }

  /** How many of the previous output's files this build keeps. */
  get kept(): number {
    return this.keptFiles.size;
  }

  /** Keys of the previous output's files this build keeps. */
  keptKeys(): ReadonlySet<string> {
    return this.keptFiles;
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

/** A path in the output as a POSIX path from its root, or undefined when it names no file inside the output folder (`..`, the root itself). */
export function outputKey(rel: string): string | undefined {
  const key = path.posix.normalize(rel.split(path.sep).join('/')).replace(/^\/+/, '');
  return key === '..' || key.startsWith('../') || key === '.' || key === '' ? undefined : key;
}

function toKey(rel: string): string {
  return rel.split(path.sep).join('/').replace(/^\/+/, '');
}

/** Where the record of an output folder lives: `<site>/.docgen/output/<hash of the folder's path>.json`. */
export function outputRecordFile(siteDir: string, outDir: string): string {
  return path.join(siteDir, '.docgen', 'output', `${sha256(path.resolve(outDir)).slice(0, 16)}.json`);
}

export function saveOutputRecord(recordFile: string, record: OutputRecord): void {
  writeJsonFile(recordFile, record);
}

export function removeOutputRecord(recordFile: string): void {
  fs.rmSync(recordFile, { force: true });
}

/** `outputFile` of an output that is all in one folder (the dev server's). */
export function filesIn(dir: string): (rel: string) => string | undefined {
  return (rel) => {
    const file = path.join(dir, rel);
    return fs.existsSync(file) ? file : undefined;
  };
}
