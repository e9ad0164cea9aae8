/** Each sidebar's doc ids by position, made once per order list (`indexOf` per page was quadratic: 0.2 s at 15,000 pages). */
const positions = new WeakMap<readonly string[], Map<string, number>>();
export function positionIn(order: readonly string[], id: string): number {
  let map = positions.get(order);
  if (!map) {
    map = new Map();
    // The first occurrence, as indexOf gives.
    for (let i = order.length - 1; i >= 0; i--) map.set(order[i]!, i);
    positions.set(order, map);
  }
  return map.get(id) ?? -1;
}

const listed = new WeakMap<readonly string[], Map<string, readonly string[]>>();
/**
 * A sidebar's order for prev/next links without its unlisted docs, as Docusaurus' doc navigation
 * (an unlisted doc has none and is none's); `isUnlisted` is asked once per doc and `key` (locale).
 */
export function listedOrder(
  order: readonly string[],
  key: string,
  isUnlisted: (id: string) => boolean,
): readonly string[] {
  let byKey = listed.get(order);
  if (!byKey) listed.set(order, (byKey = new Map()));
  let out = byKey.get(key);
  if (!out) {
    const kept = order.filter((id) => !isUnlisted(id));
    byKey.set(key, (out = kept.length === order.length ? order : kept));
  }
  return out;
}
