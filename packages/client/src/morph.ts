/**
 * Showing a rebuilt page in place (the dev server's refresh): a module of its own, which
 * `navigate.ts` imports only for a refresh, so readers of a built site never download it.
 */
import { DOM, type LayoutPatch } from '@docgen/shared';

/** How far ahead an unpaired block is looked for (blocks inserted or removed before it). */
const LOOKAHEAD = 32;

/**
 * Turns `o` into `n` in place: old and new nodes are paired in order by kind (type, tag, id)
 * and the old one is brought up to date, so every element an edit did not add or remove stays
 * the same object, with its layout, focus, selection and the enhancers' state. A page shown
 * again after an edit (the dev server's refresh) is laid out again only where it changed.
 * `keep` is called instead of morphing for subtrees with their own reconciliation (the sidebar).
 */
export function morph(o: Element, n: Element, keep?: Keep): void {
  for (const { name } of Array.from(o.attributes)) if (!n.hasAttribute(name)) o.removeAttribute(name);
  for (const { name, value } of Array.from(n.attributes))
    if (o.getAttribute(name) !== value) o.setAttribute(name, value);
  reconcile(o, Array.from(o.childNodes), Array.from(n.childNodes), null, keep);
}

type Keep = (o: Element, n: Element) => boolean;

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
  // Paired in order and morphed, each node looked at once (comparing whole subtrees first
  // would walk the edited block's ancestors again at every level). Where the kinds differ,
  // the old block is looked for a little further on: blocks were inserted or removed there.
  let i = 0;
  let j = 0;
  while (i < olds.length || j < news.length) {
    if (i === olds.length) o.insertBefore(news[j++]!, end);
    else if (j === news.length) olds[i++]!.remove();
    else {
      const a = olds[i]!;
      const b = news[j]!;
      const differ = kind(a) !== kind(b);
      const inNew = differ ? indexOfSame(news, a, j + 1) : -1;
      const inOld = differ && inNew === -1 ? indexOfSame(olds, b, i + 1) : -1;
      if (inNew !== -1) while (j < inNew) o.insertBefore(news[j++]!, a);
      else if (inOld !== -1) while (i < inOld) olds[i++]!.remove();
      else {
        update(o, a, b, keep);
        i++;
        j++;
      }
    }
  }
}

/** What pairs two nodes: node type, tag and id. */
const kind = (node: Node): string => (node instanceof Element ? `${node.tagName}#${node.id}` : String(node.nodeType));

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

function update(parent: Element, a: ChildNode, b: ChildNode, keep?: Keep): void {
  if (a.nodeType === Node.TEXT_NODE || a.nodeType === Node.COMMENT_NODE) {
    if (a.nodeType === b.nodeType) {
      if (a.nodeValue !== b.nodeValue) a.nodeValue = b.nodeValue;
      return;
    }
  } else if (a instanceof Element && b instanceof Element && a.tagName === b.tagName) {
    if (keep?.(a, b)) return;
    // An island's DOM belongs to its framework: kept while its props are, else replaced and hydrated anew.
    const islands = [a, b].filter(isIsland).length;
    if (islands > 0) {
      if (islands === 2 && sameIsland(a, b)) return;
    } else if (a.tagName === 'PRE') {
      // Highlighted code: a span per token, compared whole (natively) rather than walked.
      if (a.isEqualNode(b)) return;
    } else {
      morph(a, b, keep);
      return;
    }
  }
  parent.replaceChild(b, a);
}
