import type { RouteRecord, SourceFile } from '@docgen/config';
import type { RouteManifest } from '../routes/manifest.js';

/**
 * What rendering one page's markdown looked up in the site (its links resolve through the
 * route manifest and the source index). Replaying the lookups against a new manifest tells
 * whether the cached HTML still holds: a page is rendered again only when a link of its own
 * now resolves differently (a target renamed, added or deleted).
 */
export type Lookup =
  | { kind: 'docRoute'; key: string; result: string | undefined }
  | { kind: 'pathHas'; key: string; result: boolean }
  | { kind: 'pathGet'; key: string; result: string | undefined }
  | {
      kind: 'findRoute';
      predicate: (route: RouteRecord, index: number, all: RouteRecord[]) => unknown;
      result: string | undefined;
    }
  | { kind: 'source'; key: string; result: string | undefined };

export interface Tracker {
  lookups: Lookup[];
  /** Something read the manifest in a way that cannot be replayed (iteration, size…): re-render on any structural change. */
  untracked: boolean;
}

export function newTracker(): Tracker {
  return { lookups: [], untracked: false };
}

const sourceKey = (s: SourceFile | undefined): string | undefined =>
  s ? `${s.kind}\0${s.version}\0${s.id}\0${s.locale}` : undefined;

function trackMap<K, V>(
  map: Map<K, V>,
  tracker: Tracker,
  onGet: (key: K, value: V | undefined) => void,
  onHas?: (key: K, value: boolean) => void,
): Map<K, V> {
  return new Proxy(map, {
    get(target, prop) {
      if (prop === 'get') {
        return (key: K) => {
          const value = target.get(key);
          onGet(key, value);
          return value;
        };
      }
      if (prop === 'has') {
        return (key: K) => {
          const value = target.has(key);
          if (onHas) onHas(key, value);
          else tracker.untracked = true;
          return value;
        };
      }
      tracker.untracked = true;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function trackRoutes(routes: RouteRecord[], tracker: Tracker): RouteRecord[] {
  return new Proxy(routes, {
    get(target, prop) {
      if (prop === 'find') {
        return (predicate: (route: RouteRecord, index: number, all: RouteRecord[]) => unknown) => {
          const found = target.find(predicate);
          tracker.lookups.push({ kind: 'findRoute', predicate, result: found?.path });
          return found;
        };
      }
      tracker.untracked = true;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A view of the manifest that records every lookup into the tracker. */
export function trackedManifest(manifest: RouteManifest, tracker: Tracker): RouteManifest {
  return {
    ...manifest,
    routes: trackRoutes(manifest.routes, tracker),
    byPath: trackMap(
      manifest.byPath,
      tracker,
      (key, value) => tracker.lookups.push({ kind: 'pathGet', key, result: value?.path }),
      (key, value) => tracker.lookups.push({ kind: 'pathHas', key, result: value }),
    ),
    docRoutes: trackMap(
      manifest.docRoutes,
      tracker,
      (key, value) => tracker.lookups.push({ kind: 'docRoute', key, result: value?.path }),
      (key, value) => tracker.lookups.push({ kind: 'pathHas', key: `doc:${key}`, result: value }),
    ),
    bySourceFile: trackMap(manifest.bySourceFile, tracker, () => {
      tracker.untracked = true;
    }),
    docIds: trackMap(manifest.docIds, tracker, () => {
      tracker.untracked = true;
    }),
  };
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
      case 'pathHas':
        if (
          (l.key.startsWith('doc:') ? manifest.docRoutes.has(l.key.slice(4)) : manifest.byPath.has(l.key)) !== l.result
        )
          return false;
        break;
      case 'pathGet':
        if (manifest.byPath.get(l.key)?.path !== l.result) return false;
        break;
      case 'findRoute':
        if (manifest.routes.find(l.predicate)?.path !== l.result) return false;
        break;
      case 'source':
        if (sourceKey(sources.get(l.key)) !== l.result) return false;
        break;
    }
  }
  return true;
}
