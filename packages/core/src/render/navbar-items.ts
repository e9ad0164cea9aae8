import fs from 'node:fs';
import { fileHash, type NavbarDropdownEntryConfig, type SiteContext } from '@docgen/config';
import type { HtmlItem } from '@docgen/shared';
import type { OutputWriter } from '../output/writer.js';

/*
 * The navbar's `component` items as the config lists them and as pages hold them, without what
 * renders them: `navbar-components.ts` (site components compiled and run, `mdx/`) is loaded only
 * for a site that has such items.
 */

export type ComponentItem = Extract<NavbarDropdownEntryConfig, { type: 'component' }>;

/** The site's component items by key: `i` in the bar (`navbar.items[i]`), `i.j` in a dropdown (its `items[j]`). */
const entriesOf = new WeakMap<object, Map<string, ComponentItem>>();

export function componentEntries(ctx: SiteContext): Map<string, ComponentItem> {
  let entries = entriesOf.get(ctx.config);
  if (!entries) {
    entries = new Map();
    for (const [i, item] of ctx.config.navbar.items.entries()) {
      if (item.type === 'component') entries.set(String(i), item);
      else if (item.type === 'dropdown')
        for (const [j, entry] of item.items.entries()) if (entry.type === 'component') entries.set(`${i}.${j}`, entry);
    }
    entriesOf.set(ctx.config, entries);
  }
  return entries;
}

/**
 * A `component` navbar item as the theme draws it: an HTML item holding a placeholder the page's
 * render replaces with the component's HTML (each page renders it, as Docusaurus' navbar does),
 * and another for the drawer, where Docusaurus draws it again with `mobile: true`.
 */
export function componentItem(item: { position: 'left' | 'right' }, key: string): HtmlItem {
  return {
    kind: 'html',
    position: item.position,
    html: `<!--dg-navbar-component:${key}-->`,
    mobileHtml: `<!--dg-navbar-component:${key}m-->`,
  };
}

/** Whether the site's navbar has `component` items (in the bar or a dropdown), by its config (read once per config). */
export function hasComponentItems(ctx: SiteContext): boolean {
  return componentEntries(ctx).size > 0;
}

/**
 * Whether a rendered page holds a `component` item to render. The config answers first: a search
 * of every page's HTML for the placeholder cost 0.1 s of a 1,500-page build's main thread.
 */
export function hasNavbarComponents(ctx: SiteContext, html: string): boolean {
  return hasComponentItems(ctx) && html.includes('<!--dg-navbar-component:');
}

/**
 * Puts files of the build's own folders (island chunks) in the output; false when one is gone
 * (a cached page then renders again).
 */
export function placeFiles(writer: OutputWriter, files: readonly [string, string][]): boolean {
  for (const [out, file] of files) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return false;
    // Hashed again only when its size or time changed (`fileHash`).
    const hash = fileHash(file, stat);
    if (!writer.place(out, hash, () => fs.readFileSync(file))) return false;
  }
  return true;
}

/** The page's HTML with `hrefs` linked after its title, where a page's own head tags go (in-place navigation swaps them). */
export function withStylesheets(html: string, hrefs: readonly string[]): string {
  const at = html.indexOf('</title>');
  if (hrefs.length === 0 || at === -1) return html;
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}" data-dg-head=""/>`).join('');
  const end = at + '</title>'.length;
  return html.slice(0, end) + links + html.slice(end);
}
