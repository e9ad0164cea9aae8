import type { PageView, SidebarEntry } from '@docgen/shared';
import { sha256 } from '../util/hash.js';

/**
 * What the render cache key hashes of a view. The marked sidebar is most of a view's JSON (a
 * 1,500-doc sidebar on each of 4,500 pages made the key cost seconds) and is a function of the
 * unmarked one and the doc's own path, which the view holds (`canonical`, `doc.id`): it stands
 * as the digest of the unmarked sidebar, computed once per sidebar.
 */
export function keyOfView(
  view: PageView,
  base: readonly SidebarEntry[] | undefined,
  htmlHash: string | undefined,
): unknown {
  // The parts shared by a locale's pages are stood for by digests (each computed once), the
  // content by its hash: a rebuild keys 1,500 pages without reading or serializing their HTML.
  const { site, locale, strings, html, ...rest } = view;
  const doc = view.doc && base ? { ...view.doc, sidebar: digestOf(base) } : view.doc;
  return {
    ...rest,
    site: digestOf(site),
    locale: digestOf(locale),
    strings: digestOf(strings),
    html: htmlHash ?? sha256(html),
    ...(doc ? { doc } : {}),
  };
}

const digests = new WeakMap<object, string>();
function digestOf(value: object): string {
  let digest = digests.get(value);
  if (!digest) digests.set(value, (digest = sha256(JSON.stringify(value))));
  return digest;
}
