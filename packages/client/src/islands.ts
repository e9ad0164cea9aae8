/**
 * The island loader. An island is a server-rendered element `[data-dg-island="Name"]`
 * with JSON props in `data-dg-props`, hydrated when `data-dg-when` says:
 * `visible` (default; near the viewport), `idle`, or `interaction` (pointer, focus or
 * touch). Hydration imports the islands entry (`BootData.islands`) once, lazily; React
 * is only ever loaded there. A hydrated island gets `data-dg-hydrated`.
 *
 * The islands entry is an ES module with this shape ({@link IslandsEntry}).
 */
import { DOM } from '@docgen/shared';
import { $$, EVENTS, idle, on, sel } from './util.js';

export interface IslandsEntry {
  /** Hydrates one island root (e.g. `hydrateRoot`); may be async. Throwing shows the crash screen. */
  hydrate(root: HTMLElement, name: string, props: unknown): void | Promise<void>;
  /** Unmounts an island whose page is being left (optional). */
  unmount?(root: HTMLElement): void;
}

const HYDRATED = DOM.islandHydrated;
let entryUrl: string | undefined;
let entry: Promise<IslandsEntry> | undefined;
let crash: (err: unknown) => void = () => {};
let observer: IntersectionObserver | undefined;
const started = new WeakSet<Element>();

function load(): Promise<IslandsEntry> {
  if (!entry) {
    entry = import(/* @vite-ignore */ entryUrl!) as Promise<IslandsEntry>;
    entry.catch(() => (entry = undefined));
  }
  return entry;
}

async function hydrate(el: HTMLElement): Promise<void> {
  if (started.has(el) || !el.isConnected) return;
  started.add(el);
  try {
    const mod = await load();
    const props: unknown = JSON.parse(el.getAttribute(DOM.islandProps) || '{}');
    await mod.hydrate(el, el.getAttribute(DOM.island) || '', props);
    el.setAttribute(HYDRATED, '');
  } catch (err) {
    if (!el.isConnected) return;
    console.error(err);
    crash(err);
  }
}

/** Configures the loader; `onCrash` shows the crash screen. */
export function initIslands(url: string | undefined, onCrash: (err: unknown) => void): void {
  entryUrl = url;
  crash = onCrash;
  on(EVENTS.beforeSwap, ({ region }) => {
    const roots = $$(`${sel(DOM.island)}[${HYDRATED}]`, region);
    if (roots.length && entry)
      void entry.then(
        (m) => {
          for (const r of roots) if (!r.isConnected) m.unmount?.(r);
        },
        () => {},
      );
  });
}

/** Schedules the hydration of the islands in `scope`. */
export function mountIslands(scope: ParentNode): void {
  const roots = $$(sel(DOM.island), scope).filter((el) => !started.has(el));
  if (!roots.length) return;
  if (!entryUrl) {
    console.warn('docgen: this page has islands but no islands entry');
    return;
  }
  for (const el of roots) {
    const when = el.getAttribute(DOM.islandWhen);
    if (when === 'idle') idle(() => void hydrate(el));
    else if (when === 'interaction') {
      const go = (): void => {
        for (const t of ['pointerover', 'focusin', 'touchstart']) el.removeEventListener(t, go);
        void hydrate(el);
      };
      for (const t of ['pointerover', 'focusin', 'touchstart']) el.addEventListener(t, go, { passive: true });
    } else if (typeof IntersectionObserver === 'function') {
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            if (!e.isIntersecting) continue;
            observer!.unobserve(e.target);
            void hydrate(e.target as HTMLElement);
          }
        },
        { rootMargin: '200px' },
      );
      observer.observe(el);
    } else void hydrate(el);
  }
}
