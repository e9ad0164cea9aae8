import type { RouteManifest, SourceFile } from '@docgen/config';

/**
 * What rendering one page's markdown looked up in the site: its links resolve through the route
 * manifest and the source index. Replaying the lookups against a new manifest tells whether the
 * result still holds, so a page renders again only when a link of its own now resolves otherwise
 * (a target renamed, added or deleted), not whenever any page of its locale is added. Lookups are
 * plain data: kept in the build cache, and sent back by worker threads.
 */
export type Lookup =
  | { kind: 'docRoute' | 'pageRoute' | 'pathGet'; key: string; result: string | undefined }
  | { kind: 'docHas' | 'pathHas'; key: string; result: boolean }
  | { kind: 'source'; key: string; result: string | undefined };

export interface Tracker {
  lookups: Lookup[];
  /** Something read the manifest in a way that cannot be replayed (iteration, size…): its result holds only while every route does. */
  untracked: boolean;
}

export function newTracker(): Tracker {
  return { lookups: [], untracked: false };
}

const sourceKey = (s: SourceFile | undefined): string | undefined =>
  s ? `${s.kind}\0${s.version}\0${s.id}\0${s.locale}` : undefined;

/** A map whose `get` and `has` are recorded; any other use marks the tracker untracked. */
function trackMap<K, V>(
  map: Map<K, V>,
  tracker: Tracker,
  onGet: ((key: K, value: V | undefined) => void) | undefined,
  onHas?: (key: K, value: boolean) => void,
): Map<K, V> {
  return new Proxy(map, {
    get(target, prop) {
      if (prop === 'get' && onGet) {
        return (key: K) => {
          const value = target.get(key);
          onGet(key, value);
          return value;
        };
      }
      if (prop === 'has' && onHas) {
        return (key: K) => {
          const value = target.has(key);
          onHas(key, value);
          return value;
        };
      }
      tracker.untracked = true;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

// Each tracked view's manifest and tracker, for the readers that take the whole manifest at once.
const views = new WeakMap<RouteManifest, { manifest: RouteManifest; tracker: Tracker }>();

/**
 * The manifest behind a tracked view, its tracker left as it is: data made from every route
 * (Docusaurus' docs data) is made once per manifest and kept, where going through a page's view
 * made it again for each page; its reader records what it read of it otherwise (by digest:
 * `mdx/docs-reads.ts`).
 */
export function manifestBehind(manifest: RouteManifest): RouteManifest {
  return views.get(manifest)?.manifest ?? manifest;
}

/** A view of the manifest that records every lookup into the tracker. */
export function trackedManifest(manifest: RouteManifest, tracker: Tracker): RouteManifest {
  const record =
    (kind: 'docRoute' | 'pageRoute' | 'pathGet') =>
    (key: string, value: { path: string } | undefined): void => {
      tracker.lookups.push({ kind, key, result: value?.path });
    };
  const has =
    (kind: 'docHas' | 'pathHas') =>
    (key: string, value: boolean): void => {
      tracker.lookups.push({ kind, key, result: value });
    };
  const untracked = <T>(value: T): T => {
    tracker.untracked = true;
    return value;
  };
  const view: RouteManifest = {
    ...manifest,
    // Reading the list itself (iterating, searching) cannot be replayed key by key.
    get routes() {
      return untracked(manifest.routes);
    },
    byPath: trackMap(manifest.byPath, tracker, record('pathGet'), has('pathHas')),
    docRoutes: trackMap(manifest.docRoutes, tracker, record('docRoute'), has('docHas')),
    pageRoutes: trackMap(manifest.pageRoutes, tracker, record('pageRoute')),
    bySourceFile: trackMap(manifest.bySourceFile, tracker, undefined),
    docIds: trackMap(manifest.docIds, tracker, undefined),
  };
  views.set(view, { manifest, tracker });
  return view;
}

/** A view of the source index that records every lookup into the tracker. */
export function trackedSources(sources: Map<string, SourceFile>, tracker: Tracker): Map<string, SourceFile> {
  return trackMap(sources, tracker, (key, value) =>
    tracker.lookups.push({ kind: 'source', key, result: sourceKey(value) }),
  );
}

/** True when every recorded lookup gives the same answer against this manifest and source index. */
export function lookupsHold(
  lookups: readonly Lookup[],
  manifest: RouteManifest,
  sources: Map<string, SourceFile>,
): boolean {
  for (const l of lookups) {
    switch (l.kind) {
      case 'docRoute':
        if (manifest.docRoutes.get(l.key)?.path !== l.result) return false;
        break;
      case 'pageRoute':
        if (manifest.pageRoutes.get(l.key)?.path !== l.result) return false;
        break;
      case 'pathGet':
        if (manifest.byPath.get(l.key)?.path !== l.result) return false;
        break;
      case 'docHas':
        if (manifest.docRoutes.has(l.key) !== l.result) return false;
        break;
      case 'pathHas':
        if (manifest.byPath.has(l.key) !== l.result) return false;
        break;
      default:
        if (sourceKey(sources.get(l.key)) !== l.result) return false;
    }
  }
  return true;
}
