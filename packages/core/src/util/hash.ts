import { createHash } from 'node:crypto';

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A short content hash for file names (base36-safe hex, 10 chars). */
export function shortHash(data: string | Uint8Array, length = 10): string {
  return sha256(data).slice(0, length);
}
