/**
 * The items a page left out of its sidebar's collapsed categories (a sidebar over the config's
 * `sidebar.lazyAbove`), in the navigation module. The page's own chunk has them all, marked for
 * it (the shared sidebar file with the page's marks put back, `manifest.ts`): a category filled
 * from there is byte for byte what the page would have written, and its requests (the manifest,
 * the chunk, the shared file) are the ones the reader's next navigation makes anyway.
 */
import { DOM } from '@docgen/shared';
import { loadChunk, resolve } from './manifest.js';
import { nav } from './state.js';
import { $, sel } from './util.js';

let parsed: { path: string; sidebar: Promise<Element | null> } | undefined;

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
    const sidebar = resolve(path).then(async (r) =>
      'chunk' in r && !r.notFound ? parseSidebar((await loadChunk(r.chunk)).layout) : null,
    );
    const entry = { path, sidebar };
    parsed = entry;
    sidebar.catch(() => parsed === entry && (parsed = undefined));
  }
  return parsed.sidebar;
}

/** Loads the page's sidebar ahead of an opening (hover or focus of a collapsed category). */
export function prefetchSidebar(): Promise<unknown> {
  return sidebarOf(nav.path);
}

/**
 * The list of items of the category `key`, as the page on screen has it, ready to insert;
 * null when its chunk does not have them. Throws when the chunk cannot be loaded.
 */
export async function categoryItems(key: string): Promise<Element | null> {
  const sidebar = await sidebarOf(nav.path);
  const category = sidebar && $(sel(DOM.sidebarCategory, key), sidebar);
  const list = category?.lastElementChild;
  if (!category || category.hasAttribute(DOM.sidebarLazy) || list?.tagName !== 'UL') return null;
  return document.importNode(list, true);
}
