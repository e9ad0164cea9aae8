/** What may come right before a link's whole target in a text: `(`, `<`, `"`, `'`, `=`, a space. */
const BEFORE = /[\0\s(<"'=]/g;
/** What ends a link's whole target: `)`, `>`, a quote, a space. */
const AFTER = /[\0\s)>"']/g;
/** Targets worth indexing: a URL or an anchor (an href without either is searched for). */
const LINKISH = /[/#]/;

/** The first string holding a target whole: in a description, and anywhere else. */
export interface WholeTarget {
  description?: number;
  other?: number;
}

const indexes = new WeakMap<object, Map<string, WholeTarget>>();

/**
 * Each URL or anchor a document's text holds as a link's whole target (`](x)`, `href="x"`, `<x>`,
 * `[x]: x`), with the first string (its index in `starts`) that holds it so, in a description and
 * elsewhere: made in one pass of the text, where a search per href (Asana's 3 MB document, a few
 * thousand links) cost 5 s of a build's CPU. A whole target is the run from a `BEFORE` character
 * to the next `AFTER` one, so only an href without `AFTER` characters can be looked up here.
 */
export function wholeTargets(texts: {
  joined: string;
  starts: number[];
  paths: ({ key: string } | undefined)[];
}): Map<string, WholeTarget> {
  let index = indexes.get(texts);
  if (index) return index;
  index = new Map();
  const { joined, starts, paths } = texts;
  let string = 0;
  const add = (from: number) => {
    AFTER.lastIndex = from;
    const end = AFTER.exec(joined)?.index ?? joined.length;
    if (end === from) return;
    const target = joined.slice(from, end);
    if (!LINKISH.test(target)) return;
    while (string + 1 < starts.length && starts[string + 1]! <= from) string++;
    const kind = paths[string]?.key === 'description' ? 'description' : 'other';
    let found = index!.get(target);
    if (!found) index!.set(target, (found = {}));
    found[kind] ??= string;
  };
  add(0);
  BEFORE.lastIndex = 0;
  for (let m = BEFORE.exec(joined); m; m = BEFORE.exec(joined)) add(m.index + 1);
  indexes.set(texts, index);
  return index;
}

/** Whether `href` can be looked up in `wholeTargets` (it holds no character that ends a target). */
export function indexable(href: string): boolean {
  AFTER.lastIndex = 0;
  return LINKISH.test(href) && !AFTER.test(href);
}

/** Bits of the four-character sketch of a text: 2^23 bits (1 MB), few collisions for a few MB of text. */
const SKETCH_MASK = (1 << 23) - 1;
const sketches = new WeakMap<object, Uint8Array>();

function gram(text: string, at: number): number {
  return (
    ((((text.charCodeAt(at) * 31 + text.charCodeAt(at + 1)) * 31 + text.charCodeAt(at + 2)) * 31 +
      text.charCodeAt(at + 3)) >>>
      0) &
    SKETCH_MASK
  );
}

/**
 * False when `needle` is surely not in the text: one of its four-character pieces is nowhere in
 * it. Most hrefs placed on a page are the site's own routes (`/docs/asana/schemas/enum-option`),
 * which no vendor text holds: each was a search of the whole text, twice (as written, decoded).
 */
export function mayHold(texts: { joined: string }, needle: string): boolean {
  if (needle.length < 4) return true;
  let sketch = sketches.get(texts);
  if (!sketch) {
    sketch = new Uint8Array((SKETCH_MASK + 1) >>> 3);
    const { joined } = texts;
    for (let i = 0; i + 4 <= joined.length; i++) {
      const g = gram(joined, i);
      sketch[g >>> 3]! |= 1 << (g & 7);
    }
    sketches.set(texts, sketch);
  }
  for (let i = 0; i + 4 <= needle.length; i++) {
    const g = gram(needle, i);
    if ((sketch[g >>> 3]! & (1 << (g & 7))) === 0) return false;
  }
  return true;
}
