import { cacheOff } from '@docgen/config';
import type { SidebarEntry } from '@docgen/shared';
import type { ContentCache } from '../cache/content-cache.js';
import { sha256 } from '../util/hash.js';
import { scanHtml, type Fragment, type ScannedLink } from './scan-html.js';

/** A fragment's scan as stored (a cache blob named by its hash) and sent between threads. */
export interface StoredFragment {
  ids: string[];
  links: { href: string; text: string }[];
}

export interface SharedFragment extends Fragment {
  stored: StoredFragment;
}

/** Where a page's shared fragments go in its own links (`CachedPage.fragments`). */
export interface FragmentAt {
  hash: string;
  at: number;
  where: string;
}

/**
 * The sidebar's items scanned once per sidebar: their links are the same objects in every
 * page's list (a pointer per link and page, not a copy: 1,500 pages of a 1,500-doc sidebar),
 * stored once in the cache and put back into cached pages' lists the same way. A fragment is
 * known by the hash of its scan, whichever thread scanned it (`adopt`).
 */
export class Fragments {
  private readonly bySidebar = new WeakMap<readonly SidebarEntry[], SharedFragment>();
  private readonly byHash = new Map<string, SharedFragment | null>();
  private readonly hashes = new WeakMap<SharedFragment, string>();
  /** Fragments scanned here since the last `takeNew()` (a worker sends them with its results). */
  private fresh: [string, StoredFragment][] = [];

  /** With `DOCGEN_CACHE_OFF=fragments` each page scans its sidebar's items again (same links, one list per page). */
  private readonly memo = !cacheOff('fragments');

  constructor(private readonly cache: ContentCache) {}

  ofSidebar(base: readonly SidebarEntry[], itemsHtml: string): SharedFragment {
    let fragment = this.memo ? this.bySidebar.get(base) : undefined;
    if (!fragment) {
      const scan = scanHtml(itemsHtml);
      // Parsed back from its JSON: the scan's strings are slices of the page's HTML and would keep it alive.
      const json = JSON.stringify({ ids: [...scan.ids], links: scan.links.map(({ href, text }) => ({ href, text })) });
      const stored = JSON.parse(json) as StoredFragment;
      const hash = sha256(json);
      // The same items scanned by another page's sidebar or thread: one object for all.
      fragment = this.memo ? (this.byHash.get(hash) ?? undefined) : undefined;
      if (!fragment) {
        fragment = shared(stored);
        this.register(hash, fragment);
        this.cache.setBlob(hash, json);
        this.fresh.push([hash, stored]);
      }
      this.bySidebar.set(base, fragment);
    }
    return fragment;
  }

  /** The hash a fragment is stored under (every fragment is registered when scanned, loaded or adopted). */
  hashOf(fragment: SharedFragment): string {
    const hash = this.hashes.get(fragment);
    if (!hash) throw new Error('a sidebar scan this stage never made');
    return hash;
  }

  /** A fragment another thread scanned (its pages' entries name it by hash). */
  adopt(hash: string, stored: StoredFragment): void {
    if (!this.byHash.get(hash)) this.register(hash, shared(stored));
  }

  /** Fragments scanned here that the main thread has not been sent yet. */
  takeNew(): [string, StoredFragment][] {
    const fresh = this.fresh;
    this.fresh = [];
    return fresh;
  }

  /** A cached page's links with its fragments' put back; undefined when a fragment is gone from the cache. */
  restore(own: ScannedLink[], at: readonly FragmentAt[]): ScannedLink[] | undefined {
    if (at.length === 0) return own;
    const links: ScannedLink[] = [];
    let from = 0;
    for (const f of at) {
      const fragment = this.load(f.hash);
      if (!fragment) return undefined;
      for (let i = from; i < f.at; i++) links.push(own[i]!);
      for (const link of fragment.linksAt(f.where)) links.push(link);
      from = f.at;
    }
    for (let i = from; i < own.length; i++) links.push(own[i]!);
    return links;
  }

  /** A cached page's own links and its fragments' (shared) lists; undefined when a fragment is gone. */
  segments(
    own: ScannedLink[],
    at: readonly FragmentAt[],
  ): { links: ScannedLink[]; shared?: (readonly ScannedLink[])[] } | undefined {
    if (at.length === 0) return { links: own };
    const lists: (readonly ScannedLink[])[] = [];
    for (const f of at) {
      const fragment = this.load(f.hash);
      if (!fragment) return undefined;
      lists.push(fragment.linksAt(f.where));
    }
    return { links: own, shared: lists };
  }

  private register(hash: string, fragment: SharedFragment): void {
    this.byHash.set(hash, fragment);
    this.hashes.set(fragment, hash);
  }

  private load(hash: string): SharedFragment | undefined {
    let fragment = this.byHash.get(hash);
    if (fragment === undefined) {
      const blob = this.cache.getBlob(hash);
      fragment = blob ? shared(JSON.parse(blob.toString('utf8')) as StoredFragment) : null;
      this.byHash.set(hash, fragment);
      if (fragment) this.hashes.set(fragment, hash);
    }
    return fragment ?? undefined;
  }
}

function shared(stored: StoredFragment): SharedFragment {
  const byWhere = new Map<string, ScannedLink[]>();
  return {
    stored,
    ids: stored.ids,
    linksAt(where) {
      let links = byWhere.get(where);
      if (!links) byWhere.set(where, (links = stored.links.map((l) => ({ href: l.href, where, text: l.text }))));
      return links;
    },
  };
}
