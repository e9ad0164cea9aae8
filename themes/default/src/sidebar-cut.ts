/**
 * A large sidebar's collapsed categories written as their summary alone. On a site with
 * thousands of docs, the items of the categories a page shows collapsed are most of its HTML
 * (75 of a page's 105 KB at 1,500 pages), and the page's output grows with the square of the
 * docs. As Docusaurus (whose collapsible renders a collapsed category's items once opened),
 * a page over the threshold keeps the items of its open categories only; the runtime fills a
 * category in from the page's chunk when it opens (`packages/client/src/sidebar-items.ts`).
 */
import type { SidebarEntry } from '@docgen/shared';
import { DOM } from '@docgen/shared';

/** Where a collapsible category stands in the unmarked items: its `<details>` tag's `>` and its list. */
export interface CategorySpan {
  /** Index of the `>` that ends the category's `<details …>` tag. */
  tagEnd: number;
  /** Its list of items: from after `</summary>` to its own `</details>`. */
  listStart: number;
  listEnd: number;
}

const TAGS = /<details class="dg-sidebar__category"[^>]*>|<\/summary>|<\/details>/g;

/**
 * Every collapsible category of the unmarked items, in document order (the pre-order of the
 * sidebar's entries); undefined when the markup is not the one `Entries` renders (an
 * overridden component), so that nothing is cut.
 */
export function categorySpans(html: string): CategorySpan[] | undefined {
  const spans: CategorySpan[] = [];
  const open: CategorySpan[] = [];
  for (const m of html.matchAll(TAGS)) {
    const top = open[open.length - 1];
    if (m[0] === '</summary>') {
      if (top && top.listStart === -1) top.listStart = m.index + m[0].length;
    } else if (m[0] === '</details>') {
      if (!top || top.listStart === -1) return undefined;
      top.listEnd = m.index;
      open.pop();
    } else {
      const span = { tagEnd: m.index + m[0].length - 1, listStart: -1, listEnd: -1 };
      spans.push(span);
      open.push(span);
    }
  }
  return open.length === 0 ? spans : undefined;
}

/** An edit of the unmarked items: `length` characters at `at` become `to`. */
export interface Edit {
  at: number;
  length: number;
  to: string;
}

const LAZY = ` ${DOM.sidebarLazy}=""`;

/** React's escaping of attribute values and text. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&"'<>]/g,
    (c) => ({ '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!,
  );
}

/** The first page a category leads to: its first own link, in document order. */
function firstLink(items: readonly SidebarEntry[]): { label: string; href: string } | undefined {
  for (const entry of items) {
    if (entry.type === 'link' && !entry.external && !entry.unlisted) return entry;
    if (entry.type === 'category') {
      const found = entry.href && !entry.linkUnlisted ? entry : firstLink(entry.items);
      if (found?.href) return { label: found.label, href: found.href };
    }
  }
  return undefined;
}

/**
 * What a cut category without a page of its own holds for a reader without JavaScript: a link
 * to its first page, where it shows open with all its items (opened, it would otherwise be empty).
 * Scripting on, the runtime fills the category in and the browser ignores `<noscript>`.
 */
function noScriptItems(items: readonly SidebarEntry[]): string {
  const first = firstLink(items);
  if (!first) return '';
  return `<noscript><ul class="dg-sidebar__list dg-sidebar__list--nested"><li><a class="dg-sidebar__link" href="${escapeHtml(first.href)}">${escapeHtml(first.label)}</a></li></ul></noscript>`;
}

/**
 * The edits that leave out the items of the categories a page shows collapsed (collapsible,
 * collapsed and not on the active path), the outermost only: the list goes, the `<details>`
 * tag gets `data-dg-lazy` (and, without a page of its own, a `<noscript>` link). `sidebar` is the page's marked sidebar, whose collapsible
 * categories are `spans`' in the same order; undefined when they do not match.
 */
export function cutEdits(sidebar: readonly SidebarEntry[], spans: readonly CategorySpan[]): Edit[] | undefined {
  const edits: Edit[] = [];
  let n = 0;
  const walk = (entries: readonly SidebarEntry[], inCut: boolean): void => {
    for (const entry of entries) {
      if (entry.type !== 'category') continue;
      let cut = inCut;
      if (entry.collapsible) {
        const span = spans[n++];
        if (!inCut && span && entry.collapsed && !entry.active) {
          cut = true;
          edits.push({ at: span.tagEnd, length: 0, to: LAZY });
          const to = entry.href ? '' : noScriptItems(entry.items);
          edits.push({ at: span.listStart, length: span.listEnd - span.listStart, to });
        }
      }
      walk(entry.items, cut);
    }
  };
  walk(sidebar, false);
  return n === spans.length ? edits : undefined;
}

/** `html` with `edits` applied; a marking edit inside a list that is left out is dropped with it. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.at - b.at || a.length - b.length);
  let out = '';
  let from = 0;
  for (const e of sorted) {
    if (e.at < from) continue;
    out += html.slice(from, e.at) + e.to;
    from = e.at + e.length;
  }
  return out + html.slice(from);
}
