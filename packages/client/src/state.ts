/**
 * Navigation state shared by the eager router (clicks, history) and the lazily
 * loaded navigation module (loading and swapping pages).
 */
import type { BootData } from '@docgen/shared';

/** `refresh`: the page on screen again, fetched afresh (dev server), scroll and focus kept. */
export type Mode = 'push' | 'pop' | 'none' | 'refresh';

/** Modes that go back to a place the reader has been (saved scroll, history entry replaced). */
export const returns = (mode: Mode): boolean => mode === 'pop' || mode === 'refresh';
export type Mount = (scope: ParentNode) => void;

export const nav = {
  boot: undefined as BootData | undefined,
  /** Locale prefixes of the site, longest first. */
  prefixes: [''] as readonly string[],
  /** Canonical path, URL and locale prefix of the page on screen. */
  path: '',
  url: '',
  locale: '',
  /** Id of the current history entry; scroll positions are kept per entry id. */
  key: '',
  pos: {} as Record<string, [number, number]>,
  /** Enhances new content (enhancers, islands, prefetch observer). */
  mount: (() => {}) as Mount,
};

export const newKey = (): string => Math.random().toString(36).slice(2, 10);

export const savePos = (): void => {
  nav.pos[nav.key] = [scrollX, scrollY];
};

function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep it raw */
  }
  const el = document.getElementById(id);
  el?.scrollIntoView({ behavior: 'instant', block: 'start' });
  return !!el;
}

/** Scrolls to a saved position, else to the `#anchor`, else to the top. */
export function scrollToPos(pos: [number, number] | undefined, hash: string): void {
  if (pos) scrollTo({ left: pos[0], top: pos[1], behavior: 'instant' });
  else if (!scrollToHash(hash)) scrollTo({ left: 0, top: 0, behavior: 'instant' });
}

/** Records a navigation in history: a new entry (`push`) or the current one updated. */
export function commit(url: URL, mode: Mode): void {
  if (mode === 'push') {
    savePos();
    nav.key = newKey();
    history.pushState({ dg: nav.key }, '', url.href);
  } else if (url.href !== location.href) {
    history.replaceState({ ...(history.state as object | null), dg: nav.key }, '', url.href);
  }
}
