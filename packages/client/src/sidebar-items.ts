/**
 * Collapsed sidebar categories written without their items (`data-dg-lazy`, a sidebar over the
 * config's `sidebar.lazyAbove`), in a chunk of its own, which `main.ts` loads at once on such
 * a page (only). When one opens (a click, the keyboard, or the runtime opening it), its items come from
 * the page's own chunk, where they are all, marked for the page (the shared sidebar file with
 * the page's marks put back, `manifest.ts`): the category gets what the page would have
 * written, and the requests (the manifest, the chunk, the shared file) are the ones the reader's
 * next navigation makes anyway. `aria-busy` is set meanwhile; the summary keeps the focus.
 * Hovering or focusing such a summary loads them ahead. When they cannot be loaded (offline) the
 * category closes again: the next opening tries again, and one with its own page links there.
 * An in-place navigation gives the kept sidebar the next page's items (`navigate.ts`).
 */
import { DOM } from '@docgen/shared';
import { loadChunk, resolve } from './manifest.js';
import { nav } from './state.js';
import { $, $$, closest, sel } from './util.js';

let parsed: { path: string; sidebar: Promise<Element | null> } | undefined;
const filling = new WeakSet<Element>();

/** The sidebar of a chunk's layout, parsed alone when it can be found (the page's content is not needed). */
function parseSidebar(layout: string): Element | null {
  const at = layout.indexOf(` ${DOM.sidebar}=`);
  const start = at === -1 ? -1 : layout.lastIndexOf('<aside', at);
  const end = at === -1 ? -1 : layout.indexOf('</aside>', at);
  const t = document.createElement('template');
  t.innerHTML = start !== -1 && end !== -1 ? layout.slice(start, end + '</aside>'.length) : layout;
  return $(sel(DOM.sidebar), t.content);
}

/** The page's whole sidebar from its chunk, parsed once per page (null: the chunk has none). */
function sidebarOf(path: string): Promise<Element | null> {
  if (parsed?.path !== path) {
    // The navigation module configures the manifest (which `resolve` reads) when it loads, and
    // main.ts loads it when idle: a category opened sooner waits for it.
    const sidebar = import('./navigate.js')
      .then(() => resolve(path))
      .then(async (r) => ('chunk' in r && !r.notFound ? parseSidebar((await loadChunk(r.chunk)).layout) : null));
    const entry = { path, sidebar };
    parsed = entry;
    sidebar.catch(() => parsed === entry && (parsed = undefined));
  }
  return parsed.sidebar;
}

/** The list of items of the category `key` as the page on screen has it, ready to insert, or null. */
async function categoryItems(key: string): Promise<Element | null> {
  const sidebar = await sidebarOf(nav.path);
  const category = sidebar && $(sel(DOM.sidebarCategory, key), sidebar);
  const list = category?.lastElementChild;
  if (!category || category.hasAttribute(DOM.sidebarLazy) || list?.tagName !== 'UL') return null;
  return document.importNode(list, true);
}

function fill(d: HTMLDetailsElement): void {
  if (filling.has(d)) return;
  filling.add(d);
  d.setAttribute('aria-busy', 'true');
  const key = d.getAttribute(DOM.sidebarCategory) ?? '';
  categoryItems(key)
    .then((list) => {
      // Filled meanwhile: an in-place navigation put the next page's items in.
      if (!d.hasAttribute(DOM.sidebarLazy)) return;
      if (!list) throw new Error(`docgen: no items for the sidebar category ${key}`);
      d.append(list);
      d.removeAttribute(DOM.sidebarLazy);
      nav.mount(list);
    })
    .catch((err: unknown) => {
      console.error(err);
      if (d.hasAttribute(DOM.sidebarLazy)) d.open = false;
    })
    .finally(() => {
      filling.delete(d);
      d.removeAttribute('aria-busy');
    });
}

function onToggle(e: Event): void {
  const d = e.target;
  if (d instanceof HTMLDetailsElement && d.open && d.hasAttribute(DOM.sidebarLazy)) fill(d);
}

function onIntent(e: Event): void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!saveData && closest(e.target, `${sel(DOM.sidebarLazy)} > summary`)) sidebarOf(nav.path).catch(() => {});
}

let started = false;

/** Starts filling the page's collapsed categories in as they open (once). */
export function initLazySidebar(): void {
  if (started) return;
  started = true;
  // `toggle` does not bubble: caught on its way down.
  document.addEventListener('toggle', onToggle, true);
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, onIntent, { passive: true });
  // Opened before this module arrived.
  for (const d of $$<HTMLDetailsElement>(sel(DOM.sidebarLazy))) if (d.open) fill(d);
}
