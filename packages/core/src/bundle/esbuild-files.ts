import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';

/** An esbuild output path as the output's (`assets/…`). */
export function toOutPath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^.*?\/assets\//, 'assets/');
}

export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/** The files an esbuild build was made of (absolute). */
export function inputsOf(meta: Metafile): string[] {
  return Object.keys(meta.inputs).map((p) => path.resolve(p));
}
