import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** A JSON file docgen keeps for itself (records, stamps, memos): undefined when absent or unreadable. */
export function readJsonFile<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Writes it whole or not at all: a reader never sees half a file, even when a build is killed. */
export function writeJsonFile(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Worker threads share the pid: two writing the same memo must not share a temporary file.
  const tmp = `${file}.${process.pid}-${threadId}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value));
  fs.renameSync(tmp, file);
}
