import type { Element, Root } from 'hast';
import { afterEach, describe, expect, it } from 'vitest';
// The shipped bundle (hot-patched by scripts/build-package.mjs) against the packages as published.
import { h, toHtml } from '../dist/vendor/unified.js';
import { toHtml as publishedToHtml } from '../src/vendor/unified.js';

/** A tree `depth` elements deep with `width` paragraphs at each level: an OpenAPI schema tree's shape. */
function deepTree(depth: number, width: number): Root {
  let inner: Element = h('p', 'leaf & <text>');
  for (let d = 0; d < depth; d++)
    inner = h(d % 2 ? 'ul' : 'div', [
      ...Array.from({ length: width }, (_, i) => h('p', `item ${d}.${i} "quoted"`)),
      h('br'),
      inner,
    ]);
  return { type: 'root', children: [inner, { type: 'raw', value: '<!--dg-hl:x-->' }, { type: 'comment', value: 'c' }] };
}

describe("hast-util-to-html in docgen's bundle", () => {
  const join = Array.prototype.join;
  afterEach(() => {
    Array.prototype.join = join;
  });

  it('serializes as the published package does', () => {
    const tree = deepTree(12, 3);
    expect(toHtml(tree, { allowDangerousHtml: true })).toBe(publishedToHtml(tree, { allowDangerousHtml: true }));
    const svg = h('div', [h('svg', { viewBox: '0 0 1 1' }, [h('path', { d: 'M0 0' })]), h('img', { src: 'a.png' })]);
    expect(toHtml(svg)).toBe(publishedToHtml(svg));
  });

  it("concatenates elements and children instead of joining them per level (each node's HTML copied once, not once per ancestor)", () => {
    const tree = deepTree(12, 3);
    let joined = 0;
    // Elements without attributes: their attribute lists are empty; any other join is of
    // children or of an element's parts.
    Array.prototype.join = function (this: unknown[], separator?: string) {
      if (this.length > 0) joined++;
      return join.call(this, separator);
    };
    const html = toHtml(tree, { allowDangerousHtml: true });
    Array.prototype.join = join;
    expect(html.length).toBeGreaterThan(1000);
    expect(joined).toBe(0);
  });
});
