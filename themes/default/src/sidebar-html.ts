/**
 * The sidebar of a site with hundreds of docs is most of each page's markup and of its render
 * time, yet it is the same on every page but for the active doc. `createSidebarHtml` renders
 * the unmarked items once per sidebar (and locale) and marks each page's copy with string
 * patches that reproduce exactly what `Entries` renders for an active entry:
 *   - an active link gets `aria-current="page"`;
 *   - an active collapsible category is `open` and its summary `is-active`;
 *   - a category link to the page itself gets `aria-current="page"`.
 * Whenever a patch does not apply exactly (a non-collapsible group on the active path, a key
 * found twice), it returns undefined and the page renders its sidebar with React.
 * `packages/core/test/sidebar-splice.test.ts` checks it against the full render (every file of a site).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageView, SidebarEntry } from '@docgen/shared';
import { DOM } from '@docgen/shared';
import type { ThemeComponents } from './components.js';
import { Entries } from './components/Sidebar.js';
import { createTranslator } from './i18n.js';
import { ComponentsContext } from './slots.js';

const LIST_OPEN = '<ul class="dg-sidebar__list">';
const LIST_CLOSE = '</ul>';

/** React's escaping of attribute values. */
function attr(value: string): string {
  return value.replace(/[&"'<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!);
}

function replaceAll(html: string, from: string, to: string): { html: string; count: number } {
  const parts = html.split(from);
  return { html: parts.join(to), count: parts.length - 1 };
}

export function createSidebarHtml(components: ThemeComponents): (view: PageView, base: readonly SidebarEntry[]) => string | undefined {
  /** Unmarked items per base sidebar and locale (the strings object guards against changed UI strings). */
  const rendered = new WeakMap<readonly SidebarEntry[], Map<string, { strings: object; html: string }>>();

  const unmarked = (view: PageView, base: readonly SidebarEntry[]): string | undefined => {
    let perLocale = rendered.get(base);
    if (!perLocale) rendered.set(base, (perLocale = new Map()));
    const hit = perLocale.get(view.locale.code);
    if (hit && hit.strings === view.strings) return hit.html;
    const t = createTranslator(view.strings, view.locale.code);
    // No href equals a NUL path: nothing is current in the shared copy.
    const list = renderToString(createElement(ComponentsContext.Provider, { value: components }, createElement(Entries, { entries: base as SidebarEntry[], depth: 0, currentPath: '\0', t })));
    if (!list.startsWith(LIST_OPEN) || !list.endsWith(LIST_CLOSE)) return undefined;
    const html = list.slice(LIST_OPEN.length, -LIST_CLOSE.length);
    perLocale.set(view.locale.code, { strings: view.strings, html });
    return html;
  };

  return (view, base) => {
    const doc = view.doc;
    if (!doc) return undefined;
    let html = unmarked(view, base);
    if (html === undefined) return undefined;
    const activeLinks = new Set<string>();
    const activeCategories: Extract<SidebarEntry, { type: 'category' }>[] = [];
    let currentCategoryLink = false;
    const walk = (entries: readonly SidebarEntry[]): boolean => {
      for (const entry of entries) {
        if (entry.type === 'link') {
          if (entry.active && !entry.external) activeLinks.add(entry.href);
          continue;
        }
        if (entry.href !== undefined && entry.href === view.path) currentCategoryLink = true;
        if (entry.active) {
          if (!entry.collapsible) return false;
          activeCategories.push(entry);
        }
        if (!walk(entry.items)) return false;
      }
      return true;
    };
    if (!walk(doc.sidebar)) return undefined;
    for (const href of activeLinks) {
      const r = replaceAll(html, `<a class="dg-sidebar__link" href="${attr(href)}">`, `<a class="dg-sidebar__link" href="${attr(href)}" aria-current="page">`);
      if (r.count === 0) return undefined;
      html = r.html;
    }
    for (const category of activeCategories) {
      const marked = `<details class="dg-sidebar__category" open="" ${DOM.sidebarCategory}="${attr(category.key)}"><summary class="dg-sidebar__summary is-active">`;
      const open = replaceAll(html, `<details class="dg-sidebar__category" open="" ${DOM.sidebarCategory}="${attr(category.key)}"><summary class="dg-sidebar__summary">`, marked);
      const closed = replaceAll(open.html, `<details class="dg-sidebar__category" ${DOM.sidebarCategory}="${attr(category.key)}"><summary class="dg-sidebar__summary">`, marked);
      if (open.count + closed.count !== 1) return undefined;
      html = closed.html;
    }
    if (currentCategoryLink) {
      const href = attr(view.path);
      html = replaceAll(html, `<a class="dg-sidebar__category-link" href="${href}">`, `<a class="dg-sidebar__category-link" href="${href}" aria-current="page">`).html;
    }
    return html;
  };
}
