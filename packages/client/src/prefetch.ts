/**
 * Prefetch of page chunks: once per path, when a link is hovered, focused or
 * touched, and when it comes into view (IntersectionObserver, in idle time).
 * Never when the reader saves data or is on a 2g connection.
 */
import { loadNav } from './router.js';
import { $$, closest, idle } from './util.js';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** The path the router would show in place for this link, or null. */
export type LinkTarget = (a: Element) => string | null;

let target: LinkTarget = () => null;
const seen = new Set<string>();
let observer: IntersectionObserver | undefined;
const queue: string[] = [];
let draining = false;

export function prefetchAllowed(): boolean {
  const c = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !(c && (c.saveData || (c.effectiveType || '').includes('2g')));
}

/** Fetches the chunk a path shows (following a redirect), at most once per path. */
export function prefetch(path: string): void {
  if (seen.has(path) || !prefetchAllowed()) return;
  seen.add(path);
  loadNav()
    .then((m) => m.prefetch(path))
    .catch(() => seen.delete(path)); // failed: a later hover or the click tries again
}

function drain(): void {
  if (draining) return;
  draining = true;
  idle(() => {
    draining = false;
    // A few per idle period: chunks are small, and the reader may click any moment.
    for (let i = 0; i < 4 && queue.length; i++) prefetch(queue.shift()!);
    if (queue.length) drain();
  });
}

function intent(e: Event): void {
  const a = closest(e.target, 'a[href]');
  const path = a && target(a);
  if (path) prefetch(path);
}

export function initPrefetch(linkTarget: LinkTarget): void {
  target = linkTarget;
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, intent, { passive: true, capture: true });
  }
}

/** Watches the links of `scope` and prefetches those that come into view. */
export function observeLinks(scope: ParentNode): void {
  if (typeof IntersectionObserver !== 'function' || !prefetchAllowed()) return;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      const path = target(entry.target);
      if (path && !seen.has(path)) queue.push(path);
    }
    if (queue.length) drain();
  });
  idle(() => {
    for (const a of $$('a[href]', scope)) if (target(a)) observer!.observe(a);
  });
}
