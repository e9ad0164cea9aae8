/**
 * The sidebar of a site with hundreds of docs is most of each page's markup and of its render
 * time, yet it is the same on every page but for the active doc. `createSidebarItems` renders
 * the unmarked items once per sidebar (and locale) and marks each page's copy with string
 * patches (kept as its `marks`: the page chunk leaves the sidebar out and carries them, the
 * runtime applies them to the shared file) that reproduce exactly what `Entries` renders for an
 * active entry:
 *   - an active link gets `aria-current="page"`;
 *   - an active collapsible category is `open` and its summary `is-active`;
 *   - a category link to the page itself gets `aria-current="page"`.
 * Whenever a patch does not apply exactly (a non-collapsible group on the active path, a key
 * found twice), it returns undefined and the page renders its sidebar with React.
 * A sidebar whose items are over `options.lazyAbove` bytes is cut too (`sidebar-cut.ts`): the
 * page keeps the items of its open categories, its chunk gets them all (`lazy`), and its rows are
 * rendered compact (`Entries`' `compact`: a CSS caret, no hidden copy of a linked category's label).
 * `packages/core/test/sidebar-splice.test.ts` checks it against the full render (every file of a site).
 */
import { createElement } from 'react';
import { renderToString } from './render-to-string.js';
import type { PageView, SidebarEntry, SidebarItemsOptions, SidebarMarks } from '@docgen/shared';
import { DOM } from '@docgen/shared';
import type { ThemeComponents } from './components.js';
import { Entries } from './components/Sidebar.js';
import { createTranslator } from './i18n.js';
import { Icon } from './icons/Icons.js';
import { applyEdits, type CategorySpan, categorySpans, cutEdits, type Edit, escapeHtml } from './sidebar-cut.js';
import { ComponentsContext } from './slots.js';

const LIST_OPEN = '<ul class="dg-sidebar__list">';
const LIST_CLOSE = '</ul>';

const attr = escapeHtml;

/**
 * Where each tag a marking replaces stands in the unmarked items (links, category links,
 * category heads), found in one pass per sidebar: marking a page then costs a lookup per
 * mark and one concatenation, not a scan of the whole sidebar per mark (760 KB at 5,000 docs).
 */
const MARKABLE =
  /<a class="dg-sidebar__(?:link|category-link)" href="[^"]*">|<details class="dg-sidebar__category"[^>]*><summary class="dg-sidebar__summary">/g;

function indexTags(html: string): Map<string, number[]> {
  const at = new Map<string, number[]>();
  for (const m of html.matchAll(MARKABLE)) {
    const list = at.get(m[0]);
    if (list) list.push(m.index);
    else at.set(m[0], [m.index]);
  }
  return at;
}

/** A page's copy being marked: the replacements made (the page chunk carries them) and where they go. */
class Marking {
  readonly marks: (readonly [string, string])[] = [];
  private readonly edits: Edit[] = [];
  constructor(
    private readonly unmarked: string,
    private readonly tags: Map<string, number[]>,
  ) {}

  /** Replaces every occurrence of a markable tag; returns how many there were. */
  replace(from: string, to: string): number {
    const found = this.tags.get(from);
    if (!found) return 0;
    for (const at of found) this.edits.push({ at, length: from.length, to });
    this.marks.push([from, to]);
    return found.length;
  }

  /**
   * The marked copy: the same string as applying `marks` in order (the tags never overlap),
   * with `cut`, the edits that leave collapsed categories' items out, made in the same pass.
   */
  html(cut: readonly Edit[] = []): string {
    return applyEdits(this.unmarked, cut.length ? [...this.edits, ...cut] : this.edits);
  }
}

/** The items of a page's sidebar: marked (`html`), shared (`unmarked`) and how the one is made from the other. */
export interface SidebarItems {
  html: string;
  unmarked: string;
  marks: SidebarMarks;
  /** `html` leaves out the items of its collapsed categories. */
  lazy?: true;
}

/** A sidebar's unmarked items, as rendered once per sidebar and locale. */
interface Unmarked {
  strings: object;
  /** The threshold it was rendered for (compact above it). */
  above: number | undefined;
  html: string;
  tags: Map<string, number[]>;
  /** Its size in UTF-8 bytes as `Entries` renders it in full (what `lazyAbove` is compared with). */
  bytes: number;
  /** Its collapsible categories (null: the markup is not `Entries`'), found the first time a page is cut. */
  spans?: CategorySpan[] | null;
}

export function createSidebarItems(
  components: ThemeComponents,
): (view: PageView, base: readonly SidebarEntry[], options?: SidebarItemsOptions) => SidebarItems | undefined {
  /** Unmarked items per base sidebar and locale (the strings object guards against changed UI strings). */
  const rendered = new WeakMap<readonly SidebarEntry[], Map<string, Unmarked>>();

  const render = (view: PageView, base: readonly SidebarEntry[], compact: boolean): string | undefined => {
    const t = createTranslator(view.strings, view.locale.code);
    // No href equals a NUL path: nothing is current in the shared copy.
    const list = renderToString(
      createElement(
        ComponentsContext.Provider,
        { value: components },
        createElement(Entries, { entries: base as SidebarEntry[], depth: 0, currentPath: '\0', t, compact }),
      ),
    );
    if (!list.startsWith(LIST_OPEN) || !list.endsWith(LIST_CLOSE)) return undefined;
    return list.slice(LIST_OPEN.length, -LIST_CLOSE.length);
  };

  const unmarked = (view: PageView, base: readonly SidebarEntry[], above?: number): Unmarked | undefined => {
    let perLocale = rendered.get(base);
    if (!perLocale) rendered.set(base, (perLocale = new Map()));
    const hit = perLocale.get(view.locale.code);
    if (hit && hit.strings === view.strings && hit.above === above) return hit;
    let html = render(view, base, false);
    if (html === undefined) return undefined;
    const bytes = Buffer.byteLength(html);
    // A large sidebar's rows are on every page: written compact (`Entries`), unless the site
    // draws its own icons, whose caret the compact row would not show.
    if (above !== undefined && bytes > above && components.Icon === Icon) html = render(view, base, true) ?? html;
    const made: Unmarked = { strings: view.strings, above, html, tags: indexTags(html), bytes };
    perLocale.set(view.locale.code, made);
    return made;
  };

  return (view, base, options) => {
    const doc = view.doc;
    if (!doc) return undefined;
    const above = options?.lazyAbove;
    const shared = unmarked(view, base, above);
    if (shared === undefined) return undefined;
    const m = new Marking(shared.html, shared.tags);
    const activeLinks = new Set<string>();
    const activeCategories: Extract<SidebarEntry, { type: 'category' }>[] = [];
    let currentCategoryLink = false;
    const walk = (entries: readonly SidebarEntry[]): boolean => {
      for (const entry of entries) {
        if (entry.type === 'html') continue;
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
      if (
        m.replace(
          `<a class="dg-sidebar__link" href="${attr(href)}">`,
          `<a class="dg-sidebar__link" href="${attr(href)}" aria-current="page">`,
        ) === 0
      )
        return undefined;
    }
    for (const category of activeCategories) {
      const marked = `<details class="dg-sidebar__category" open="" ${DOM.sidebarCategory}="${attr(category.key)}"><summary class="dg-sidebar__summary is-active">`;
      const open = m.replace(
        `<details class="dg-sidebar__category" open="" ${DOM.sidebarCategory}="${attr(category.key)}"><summary class="dg-sidebar__summary">`,
        marked,
      );
      const closed = m.replace(
        `<details class="dg-sidebar__category" ${DOM.sidebarCategory}="${attr(category.key)}"><summary class="dg-sidebar__summary">`,
        marked,
      );
      if (open + closed !== 1) return undefined;
    }
    if (currentCategoryLink) {
      const href = attr(view.path);
      m.replace(
        `<a class="dg-sidebar__category-link" href="${href}">`,
        `<a class="dg-sidebar__category-link" href="${href}" aria-current="page">`,
      );
    }
    if (above !== undefined && shared.bytes > above) {
      if (shared.spans === undefined) shared.spans = categorySpans(shared.html) ?? null;
      const cut = shared.spans && cutEdits(doc.sidebar, shared.spans);
      if (cut?.length) return { html: m.html(cut), unmarked: shared.html, marks: m.marks, lazy: true };
    }
    return { html: m.html(), unmarked: shared.html, marks: m.marks };
  };
}
