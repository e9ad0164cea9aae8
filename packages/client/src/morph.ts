/**
 * Showing a rebuilt page in place (the dev server's refresh): a module of its own, which
 * `navigate.ts` imports only for a refresh, so readers of a built site never download it.
 */
import { DOM, type LayoutPatch } from '@docgen/shared';

/** How far ahead an unpaired block is looked for (blocks inserted or removed before it). */
const LOOKAHEAD = 32;

/**
 * Turns `o` into `n` in place: old and new nodes are paired in order and the old one is
 * brought up to date, so every element an edit did not add or remove stays the same object,
 * with its layout, focus, selection and the enhancers' state. A page shown again after an
 * edit (the dev server's refresh) is laid out again only where it changed. `keep` is called
 * instead of morphing for subtrees with their own reconciliation (the sidebar).
 *
 * Hand-written rather than on idiomorph or morphdom (issue 20, figures in the README and
 * `bench/morph.mjs`): neither morphs a run of siblings, which `applyPatch` needs; on the whole
 * chunk morphdom rebuilds the blocks after an inserted one, idiomorph rewrites the next one.
 */
export function morph(o: Element, n: Element, keep?: Keep): void {
  syncAttributes(o, n);
  reconcile(o, Array.from(o.childNodes), Array.from(n.childNodes), null, keep);
}

type Keep = (o: Element, n: Element) => boolean;

function syncAttributes(o: Element, n: Element): void {
  const old = o.attributes;
  for (let k = old.length - 1; k >= 0; k--) {
    const { name } = old[k]!;
    if (!n.hasAttribute(name) && !readerState(o, name)) o.removeAttribute(name);
  }
  for (const { name, value } of Array.from(n.attributes))
    if (o.getAttribute(name) !== value && !readerState(o, name)) o.setAttribute(name, value);
}

/**
 * Attributes that the reader's clicks set, which the page on screen keeps: a `<details>`
 * they opened or closed, the tab they picked (a box without a group has no remembered
 * choice for `mountTabs` to restore).
 */
function readerState(el: Element, name: string): boolean {
  if (name === 'open') return el.localName === 'details';
  if (name === 'aria-selected' || name === 'tabindex') return el.hasAttribute(DOM.tab);
  return name === 'data-active' && el.hasAttribute(DOM.tabPanel);
}

/**
 * Applies a dev-server patch (the changed run of child nodes of one element) to the layout
 * region on screen: only the edit's markup is parsed, then morphed in like `morph` does.
 * False, with nothing touched, when the page on screen is not the one the patch was made
 * from (another path, another number of nodes): the caller morphs the whole chunk instead.
 * `before` runs once the patch is known to fit, before anything changes.
 */
export function applyPatch(region: Element, patch: LayoutPatch, keep?: Keep, before?: () => void): boolean {
  if (patch.same) {
    before?.();
    return true;
  }
  let el: Element = region;
  for (let k = 0; k < patch.path.length; k++) {
    const next = el.childNodes[patch.path[k]!];
    if (!(next instanceof Element) || next.localName !== patch.tags[k]) return false;
    el = next;
  }
  if (el.childNodes.length !== patch.count || patch.at + patch.remove > patch.count || el.closest(`[${DOM.island}]`))
    return false;
  const t = document.createElement('template');
  t.innerHTML = patch.html;
  const news = Array.from(t.content.childNodes);
  if (news.length !== patch.insert) return false;
  before?.();
  const olds = Array.from(el.childNodes);
  reconcile(el, olds.slice(patch.at, patch.at + patch.remove), news, olds[patch.at + patch.remove] ?? null, keep);
  return true;
}

/** Turns the run `olds` of `o`'s children (followed by `end`) into `news`. */
function reconcile(o: Element, olds: ChildNode[], news: ChildNode[], end: ChildNode | null, keep?: Keep): void {
  // Paired in order. Equal nodes are compared natively, not walked: most of a page is
  // unchanged, and walking it in script cost 15-24 ms on a 378 KB page against 2-3 ms (the
  // edit's ancestors are compared again at each level, up to the edit only). A node that
  // differs is looked for a little further on first, so that a block inserted or removed
  // before it is inserted or removed rather than the blocks after it rewritten.
  let i = 0;
  let j = 0;
  while (i < olds.length || j < news.length) {
    if (i === olds.length) o.insertBefore(news[j++]!, end);
    else if (j === news.length) olds[i++]!.remove();
    else {
      const a = olds[i]!;
      const b = news[j]!;
      const equal = same(a, b);
      // Text next to an inserted or removed block merges with the text around it: changed in place.
      const look = !equal && (a.nodeType === Node.ELEMENT_NODE || a.nodeType !== b.nodeType);
      const inNew = look ? indexOfSame(news, a, j + 1) : -1;
      const inOld = look && inNew === -1 ? indexOfSame(olds, b, i + 1) : -1;
      if (inNew !== -1) while (j < inNew) o.insertBefore(news[j++]!, a);
      else if (inOld !== -1) while (i < inOld) olds[i++]!.remove();
      else {
        if (!equal) update(o, a, b, keep);
        i++;
        j++;
      }
    }
  }
}

function indexOfSame(list: ChildNode[], node: Node, from: number): number {
  for (let k = from; k < Math.min(list.length, from + LOOKAHEAD); k++) if (same(list[k]!, node)) return k;
  return -1;
}

const isIsland = (node: Node): node is Element => node instanceof Element && node.hasAttribute(DOM.island);

/** Equal nodes; an island counts as unchanged when its attributes (component, props) are: its DOM is its framework's. */
function same(a: Node, b: Node): boolean {
  if (isIsland(a) && isIsland(b)) return a.tagName === b.tagName && sameIsland(a, b);
  return a.isEqualNode(b);
}

function sameIsland(a: Element, b: Element): boolean {
  for (const { name, value } of Array.from(b.attributes)) if (a.getAttribute(name) !== value) return false;
  for (const { name } of Array.from(a.attributes))
    if (name !== DOM.islandHydrated && !b.hasAttribute(name)) return false;
  return true;
}

/** Brings `a` up to date with `b`, which differs from it. */
function update(parent: Element, a: ChildNode, b: ChildNode, keep?: Keep): void {
  if (a.nodeType === Node.TEXT_NODE || a.nodeType === Node.COMMENT_NODE) {
    if (a.nodeType === b.nodeType) {
      a.nodeValue = b.nodeValue;
      return;
    }
  } else if (a instanceof Element && b instanceof Element && a.tagName === b.tagName) {
    if (keep?.(a, b)) return;
    // An island's DOM belongs to its framework: replaced and hydrated anew when its props
    // changed. Highlighted code (a span per token) is replaced whole rather than walked.
    if (!a.hasAttribute(DOM.island) && !b.hasAttribute(DOM.island) && a.tagName !== 'PRE') {
      morph(a, b, keep);
      return;
    }
  }
  parent.replaceChild(b, a);
}
