/** One byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The single `bytes=` range a request asks for (what video and audio players and download
 * resumers send). `undefined`: send the whole file (no Range, several ranges, a Range the
 * `If-Range` validator says is stale, another unit); `'unsatisfiable'`: 416.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
  ifRange: string | undefined,
  lastModified: string,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  // Our ETags are weak, and If-Range needs a strong match: only the date validator can hold.
  if (ifRange !== undefined && ifRange.trim() !== lastModified) return undefined;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return undefined;
  const [, from = '', to = ''] = m;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
