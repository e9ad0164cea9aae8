import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Writes a file named by its content once: a file already there is the same. A new one is
 * renamed into place, so a worker thread reading or importing it never sees half of it.
 */
export function writeOnce(file: string, text: string): void {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}-${threadId}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}
