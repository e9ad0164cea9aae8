import { MDX_ORIGINAL } from '@docgen/shared';

/**
 * The page's MDX component map as its islands' props see it (issue 22). Docusaurus gives a
 * component the map's elements as its children (`## Step` is the map's `h2`), and components
 * tell them apart by type (`child.type === MDXComponents.h2`, `child.type.name === 'h2'`). An
 * element of one of the map's entries is therefore passed to an island as that entry of the
 * map's browser chunk (`default.h2`), the same type on the server and in the browser, where an
 * element of any other local component is static HTML.
 */

/** The site's map (`src/theme/MDXComponents`) a page renders with, and its browser chunk. */
export interface IslandMap {
  entries: Readonly<Record<string, unknown>>;
  chunk: { url: string; out: string; file: string; media: [string, string][] };
}

/** How a map's entry is named in its chunk: an entry of its default export. */
export const MAP_ENTRY = 'default.';

const mapKeys = new WeakMap<object, Map<unknown, string>>();

/**
 * The key of the map whose entry is `type` (`h2` for the map's own heading). Docgen's fences
 * (`MDX_ORIGINAL`) are not: their HTML is completed after the page renders, which an island's
 * browser render cannot repeat.
 */
export function mapKeyOf(map: IslandMap | undefined, type: unknown): string | undefined {
  const entries = map?.entries;
  if (!entries || (typeof type !== 'function' && (typeof type !== 'object' || type === null))) return undefined;
  let keys = mapKeys.get(entries);
  if (!keys) {
    keys = new Map();
    for (const [key, value] of Object.entries(entries))
      if (
        (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) &&
        !keys.has(value) &&
        !key.includes('.') &&
        !(value as unknown as Record<symbol, unknown>)[MDX_ORIGINAL]
      )
        keys.set(value, key);
    mapKeys.set(entries, keys);
  }
  return keys.get(type);
}

/** The server's side of decoding for a page: its map's entries (`default.h2` of the map's chunk) too. */
export function fromChunkOf(
  map: IslandMap | undefined,
  fromChunk: (url: string, name: string) => unknown,
): (url: string, name: string) => unknown {
  if (!map) return fromChunk;
  return (url, name) =>
    url === map.chunk.url && name.startsWith(MAP_ENTRY)
      ? map.entries[name.slice(MAP_ENTRY.length)]
      : fromChunk(url, name);
}
