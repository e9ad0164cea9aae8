/** A character no page's ids or links hold in practice (markdown turns NUL into U+FFFD); when one does, JSON copies. */
const SEP = '\u0000';

/**
 * Copies of a page's ids and links that no longer share memory with the page's HTML (V8 keeps a
 * slice's whole parent alive). One join and one split copy the strings at a third of the cost of
 * a JSON round trip.
 */
export function detachedScan<L extends { href: string; where: string; text: string }>(
  ids: Iterable<string>,
  links: readonly L[],
): { ids: string[]; links: { href: string; where: string; text: string }[] } {
  const parts = [...ids];
  const idCount = parts.length;
  for (const link of links) parts.push(link.href, link.where, link.text);
  if (parts.length === 0) return { ids: [], links: [] };
  const copies = parts.join(SEP).split(SEP);
  if (copies.length !== parts.length) {
    return JSON.parse(JSON.stringify({ ids: parts.slice(0, idCount), links: links.map(pick) }));
  }
  const out: { href: string; where: string; text: string }[] = [];
  for (let i = idCount; i < copies.length; i += 3)
    out.push({ href: copies[i]!, where: copies[i + 1]!, text: copies[i + 2]! });
  return { ids: copies.slice(0, idCount), links: out };
}

function pick(link: { href: string; where: string; text: string }) {
  return { href: link.href, where: link.where, text: link.text };
}
