import { createHash } from 'node:crypto';

/** The first `n` hex digits of the sha256 of `data`: the names of content-hashed files, the cache key. */
export const contentHash = (data: string | Uint8Array, n = 10): string =>
  createHash('sha256').update(data).digest('hex').slice(0, n);
