import type { DocusaurusDocsData, DocusaurusVersion } from '@docgen/shared';
import { sha256 } from '../util/hash.js';

/**
 * What an MDX page read of Docusaurus' docs data (`useDocsData`, `useActivePlugin`,
 * `useDocsVersion`, `useAllDocsData`…), each part with its digest then: a docs plugin's data
 * without its versions' doc lists (`plugin\0`), one version's doc list (`plugin\0version`), or
 * the list of plugins (`\0`). The page is reused while each part it read has the same digest: a
 * page added to one version remakes the pages that listed that version's docs, not every page.
 */
export type DocsRead = [part: string, digest: string];

const PLUGINS = '\0';
const digests = new WeakMap<object, Map<string, string>>();

/** The digest of one part (see `DocsRead`) of a locale's docs data. */
export function docsPartDigest(data: Record<string, DocusaurusDocsData> | undefined, part: string): string {
  if (!data) return 'none';
  let known = digests.get(data);
  if (!known) digests.set(data, (known = new Map()));
  let digest = known.get(part);
  if (digest !== undefined) return digest;
  const cut = part.indexOf('\0');
  const [plugin, version] = [part.slice(0, cut), part.slice(cut + 1)];
  const of = Object.hasOwn(data, plugin) ? data[plugin] : undefined;
  const value =
    part === PLUGINS
      ? Object.keys(data)
      : !of
        ? null
        : version
          ? (of.versions.find((v) => v.name === version)?.docs ?? null)
          : { ...of, versions: of.versions.map(({ docs: _docs, ...v }) => v) };
  known.set(part, (digest = sha256(JSON.stringify(value))));
  return digest;
}

/**
 * A page's view of the docs data, made when first read, recording which parts it reads: a
 * plugin when its key is read, a version's doc list when its `docs` is; the list of plugins
 * when the keys are listed (`Object.keys`, spreading, `in`).
 */
export function recordDocsReads(data: () => Record<string, DocusaurusDocsData> | undefined): {
  view(): Record<string, DocusaurusDocsData> | undefined;
  reads(): DocsRead[];
  /** The reads as a page's result holds them (`MdxPageResult.docsReads`), none when it read nothing. */
  made(): { docsReads?: DocsRead[] };
} {
  const parts = new Set<string>();
  let made:
    | { all: Record<string, DocusaurusDocsData> | undefined; view: Record<string, DocusaurusDocsData> }
    | undefined;
  const copies = new Map<string, DocusaurusDocsData>();
  const copyOf = (plugin: string, of: DocusaurusDocsData): DocusaurusDocsData => {
    let copy = copies.get(plugin);
    if (copy) return copy;
    const version = (v: DocusaurusVersion): DocusaurusVersion =>
      Object.defineProperty({ ...v }, 'docs', {
        enumerable: true,
        configurable: true,
        get() {
          parts.add(`${plugin}\0${v.name}`);
          return v.docs;
        },
      });
    copies.set(plugin, (copy = { ...of, versions: of.versions.map(version) }));
    return copy;
  };
  const read = (plugin: string) => parts.add(`${plugin}\0`);
  const reads = () => [...parts].sort().map((part): DocsRead => [part, docsPartDigest(made?.all, part)]);
  return {
    view() {
      if (made) return made.all && made.view;
      const all = data();
      const target: Record<string, DocusaurusDocsData> = { ...all };
      made = {
        all,
        view: new Proxy(target, {
          get(t, key) {
            if (typeof key !== 'string') return Reflect.get(t, key);
            read(key);
            const of = Object.hasOwn(t, key) ? t[key] : undefined;
            return of ? copyOf(key, of) : Reflect.get(t, key);
          },
          has(t, key) {
            if (typeof key === 'string') read(key);
            return Reflect.has(t, key);
          },
          ownKeys(t) {
            parts.add(PLUGINS);
            return Reflect.ownKeys(t);
          },
          getOwnPropertyDescriptor(t, key) {
            if (typeof key === 'string') read(key);
            const own = Reflect.getOwnPropertyDescriptor(t, key);
            return own && typeof key === 'string' && Object.hasOwn(t, key)
              ? { ...own, value: copyOf(key, t[key]!) }
              : own;
          },
        }),
      };
      return all && made.view;
    },
    reads,
    made: () => (parts.size > 0 ? { docsReads: reads() } : {}),
  };
}
