/** JSON pointers (RFC 6901) over plain JSON values. */

export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  // Most segments hold no escape: two regex passes each cost more than the look.
  return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment;
}

/** `['paths', '/orders', 'post']` → `/paths/~1orders/post`. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${escapeSegment(s)}`).join('');
}

/** `/paths/~1orders/post` (or `#/paths/…`) → `['paths', '/orders', 'post']`. */
export function parsePointer(pointer: string): string[] {
  let p = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (p.includes('%')) {
    try {
      p = decodeURIComponent(p);
    } catch {
      // keep as is
    }
  }
  if (p === '' || p === '/') return p === '/' ? [''] : [];
  return p.slice(1).split('/').map(unescapeSegment);
}

/** The value at a pointer, or undefined. */
export function getAt(root: unknown, segments: readonly string[]): unknown {
  let node: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (node && typeof node === 'object') node = (node as Record<string, unknown>)[segment];
    else return undefined;
  }
  return node;
}
