import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { writeOnce } from './write-once.js';

/** A chunk of a module compiled for Node (`compileForNode`'s `lazyChunks`): its file name and text. */
export interface NodeChunk {
  file: string;
  text: string;
}

/**
 * esbuild's options that keep each `import()` of a bundled file a chunk of its own, loaded when it
 * is called. Every output is named by its content (the entry is renamed by its writer), flat in
 * one folder: the entry's relative imports (`./chunk-X.mjs`) find them beside it, and `.mjs` is ES
 * whatever the site's package.json says.
 */
export const LAZY_CHUNKS: BuildOptions = {
  splitting: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  outExtension: { '.js': '.mjs' },
};

/**
 * Writes a module's chunks into the folder the module is written to. Named by their content, a
 * chunk already there is the same; a new one is renamed into place, so a worker thread importing
 * it never reads half of it.
 */
export function writeNodeChunks(dir: string, chunks: readonly NodeChunk[]): void {
  if (chunks.length === 0) return;
  for (const chunk of chunks) writeOnce(path.join(dir, chunk.file), chunk.text);
}
