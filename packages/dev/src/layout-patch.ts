import { DOM, SIDEBAR_ITEMS, type LayoutPatch } from '@docgen/shared';
import { Parser } from 'htmlparser2';
import { htmlVoidElements } from 'html-void-elements';

/**
 * Elements never used as the parent of a patch (nor anything inside them): the browser parses
 * their content by rules of their own (a `<pre>`'s first newline, tables' foster parenting,
 * foreign content, raw text), or the runtime reconciles them itself (islands, the sidebar).
 * Such an element is replaced or kept whole, as a child of its parent.
 */
const OPAQUE = new Set([
  'pre',
  'textarea',
  'script',
  'style',
  'template',
  'svg',
  'math',
  'select',
  'option',
  'optgroup',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'colgroup',
  'iframe',
  'noscript',
  'object',
  'title',
]);
const VOID = new Set(htmlVoidElements);

interface Frame {
  name: string;
  /** Index among its parent's child nodes. */
  index: number;
  /** Never the parent of a patch (see `OPAQUE`, islands, the sidebar). */
  opaque: boolean;
  start: number;
  openEnd: number;
  closeStart: number;
  children: number;
  /** The text run being read (its child index is `children - 1`). */
  text?: { start: number; end: number };
  /** Children entirely before the changed span. */
  ahead: number;
  /** First and last child in the changed span, where the first starts and the last ends. */
  first: number;
  last: number;
  from: number;
  to: number;
}

/**
 * The smallest replacement of child nodes that turns the layout `before` into `after` (both
 * the outer HTML of the layout region, as in the page chunk). Undefined when the markup is not
 * one the browser is sure to parse the same way (an end tag implied by another tag, a change to
 * the region element's own tag): the runtime then morphs the whole chunk.
 */
export function layoutPatch(before: string, after: string): LayoutPatch | undefined {
  if (before === after) return { path: [], tags: [], count: 0, at: 0, remove: 0, html: '', insert: 0, same: true };
  const limit = Math.min(before.length, after.length);
  const suffix = (from: number) => {
    let n = 0;
    while (n < limit - from && before.charCodeAt(before.length - 1 - n) === after.charCodeAt(after.length - 1 - n)) n++;
    return n;
  };
  let p = 0;
  while (p < limit && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  p = alignStart(before, after, p, suffix(p));
  const s = suffix(p);
  // The changed span: [p, r) in `after`, [p, before.length - s) in `before`.
  const r = after.length - s;

  const code = setCodeAside(after);
  const found = changedRun(code.html, code.toCompact(p), code.toCompact(r));
  if (!found) return undefined;
  const from = code.toOriginal(found.from);
  const to = code.toOriginal(found.to);
  const html = after.slice(from, to);
  // The sidebar's items are not in a chunk's layout (the runtime puts them back): a patch that
  // holds the sidebar would take it away.
  if (html.includes(SIDEBAR_ITEMS)) return undefined;
  const removed = countNodes(before.slice(from, to + before.length - after.length));
  if (removed === undefined) return undefined;
  return {
    path: found.path,
    tags: found.tags,
    count: found.children - found.insert + removed,
    at: found.at,
    remove: removed,
    html,
    insert: found.insert,
  };
}

/**
 * Where the changed span should start: an insertion or a removal of markup is slid back to
 * start at an opening tag ('<p>new</p>' added before '<p>old</p>' matches the '<p>' of both and would
 * otherwise start inside the old paragraph, taking it along); any other change starts after
 * the last tag before it, not inside one.
 */
function alignStart(before: string, after: string, p: number, s: number): number {
  const longer = after.length > before.length ? after : before;
  const k = Math.abs(after.length - before.length);
  if (p + s >= Math.min(before.length, after.length) && k > 0) {
    for (let q = p; q >= 0 && q >= p - k; q--) {
      if (longer.charCodeAt(q) === 60 /* < */ && longer.charCodeAt(q + 1) !== 47 /* / */) return q;
      if (q === 0 || longer.charCodeAt(q - 1) !== longer.charCodeAt(q - 1 + k)) break;
    }
  }
  return after.lastIndexOf('>', p - 1) + 1;
}

interface Run {
  path: number[];
  tags: string[];
  /** Child nodes of the element after the change. */
  children: number;
  at: number;
  insert: number;
  from: number;
  to: number;
}

/** In `html`, the element to patch for a change spanning [p, r) and its children in that span. */
function changedRun(html: string, p: number, r: number): Run | undefined {
  const stack: Frame[] = [];
  let atP: Frame[] | undefined;
  let root: Frame | undefined;
  let malformed = false;
  // A child is in the span when it overlaps it; a text run touching it is too, since the
  // parser merges it with text the change puts beside it.
  const place = (parent: Frame, index: number, start: number, end: number, text: boolean) => {
    const inside = (start < r && end > p) || (text && (end === p || start === r));
    if (!inside) {
      if (end <= p) parent.ahead = index + 1;
      return;
    }
    if (parent.first === -1) {
      parent.first = index;
      parent.from = start;
    }
    parent.last = index;
    parent.to = end;
  };
  const endText = (parent: Frame) => {
    if (!parent.text) return;
    place(parent, parent.children - 1, parent.text.start, parent.text.end, true);
    parent.text = undefined;
  };
  // The elements open where the change starts (the tag it starts in excluded).
  const passing = (start: number) => {
    if (!atP && start >= p) atP = stack.filter((f) => f.openEnd <= p);
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        passing(parser.startIndex);
        const parent = stack[stack.length - 1];
        let index = 0;
        if (parent) {
          endText(parent);
          index = parent.children++;
        }
        const opaque = OPAQUE.has(name) || attribs[DOM.island] !== undefined || attribs[DOM.sidebar] !== undefined;
        const f: Frame = {
          name,
          index,
          opaque,
          start: parser.startIndex,
          openEnd: parser.endIndex + 1,
          closeStart: Number.POSITIVE_INFINITY,
          children: 0,
          ahead: 0,
          first: -1,
          last: -1,
          from: 0,
          to: 0,
        };
        if (!parent) root ??= f;
        stack.push(f);
      },
      onclosetag(name, implied) {
        passing(parser.startIndex);
        const f = stack.pop();
        if (!f) return;
        if (implied && !VOID.has(name)) malformed = true;
        endText(f);
        f.closeStart = implied ? f.openEnd : parser.startIndex;
        const parent = stack[stack.length - 1];
        if (parent) place(parent, f.index, f.start, implied ? f.openEnd : parser.endIndex + 1, false);
      },
      ontext() {
        passing(parser.startIndex);
        const parent = stack[stack.length - 1];
        if (!parent) return;
        if (parent.text) parent.text.end = parser.endIndex + 1;
        else {
          parent.children++;
          parent.text = { start: parser.startIndex, end: parser.endIndex + 1 };
        }
      },
      oncomment() {
        passing(parser.startIndex);
        const parent = stack[stack.length - 1];
        if (!parent) return;
        endText(parent);
        place(parent, parent.children++, parser.startIndex, parser.endIndex + 1, false);
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: false, recognizeSelfClosing: false },
  );
  parser.end(html);
  if (malformed || !root || stack.length > 0) return undefined;
  // The elements holding the whole span, outermost first; the patch goes into the deepest one
  // above anything opaque.
  const chain: Frame[] = [];
  for (const f of atP ?? []) {
    if (f.closeStart < r || f.opaque) break;
    chain.push(f);
  }
  const target = chain[chain.length - 1];
  if (!target || chain[0] !== root) return undefined;
  const none = target.first === -1;
  return {
    path: chain.slice(1).map((f) => f.index),
    tags: chain.slice(1).map((f) => f.name),
    children: target.children,
    at: none ? target.ahead : target.first,
    insert: none ? 0 : target.last - target.first + 1,
    from: none ? p : target.from,
    to: none ? p : target.to,
  };
}

/**
 * The markup with the inside of every `<pre>` cut out (highlighted code: a span per token,
 * most of a page's tags), and the way back to the offsets of the whole: a `<pre>` is only ever
 * replaced whole, so its inside needs no parsing.
 */
function setCodeAside(html: string): {
  html: string;
  toCompact(offset: number): number;
  toOriginal(offset: number): number;
} {
  // Each cut: where it starts in the whole, how long it is, how much was cut before it.
  const cuts: { start: number; length: number; before: number }[] = [];
  let cutSoFar = 0;
  const compact = html.includes('<pre')
    ? html.replace(PRE, (_, open: string, body: string, offset: number) => {
        cuts.push({ start: offset + open.length, length: body.length, before: cutSoFar });
        cutSoFar += body.length;
        return open;
      })
    : html;
  return {
    html: compact,
    // An offset inside a cut goes to the cut (the `<pre>` holding it is in the span either way).
    toCompact(offset) {
      const cut = cuts.findLast((c) => c.start <= offset);
      if (!cut) return offset;
      return offset < cut.start + cut.length ? cut.start - cut.before : offset - cut.before - cut.length;
    },
    toOriginal(offset) {
      const cut = cuts.findLast((c) => c.start - c.before <= offset);
      return cut ? offset + cut.before + cut.length : offset;
    },
  };
}
const PRE = /(<pre\b[^>]*>)([\s\S]*?)(?=<\/pre>)/g;

/** How many nodes a run of sibling markup parses to; undefined when it is not a closed run. */
function countNodes(html: string): number | undefined {
  let depth = 0;
  let count = 0;
  let inText = false;
  let broken = false;
  const parser = new Parser(
    {
      onopentag() {
        if (depth === 0) count++;
        depth++;
        inText = false;
      },
      onclosetag(name, implied) {
        if (implied && !VOID.has(name)) broken = true;
        depth--;
        inText = false;
      },
      ontext() {
        if (depth === 0 && !inText) count++;
        if (depth === 0) inText = true;
      },
      oncomment() {
        if (depth === 0) count++;
        inText = false;
      },
    },
    { decodeEntities: false, recognizeSelfClosing: false },
  );
  parser.end(html.includes('<pre') ? html.replace(PRE, '$1') : html);
  return broken || depth !== 0 ? undefined : count;
}
