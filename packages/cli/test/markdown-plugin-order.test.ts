import { describe, expect, it } from 'vitest';
import type { MarkdownPlugin } from '../src/migrate/convert-docs.js';
import { mergedOrder } from '../src/migrate/markdown-plugin-order.js';

const plugin = (spec: string): MarkdownPlugin => ({ kind: 'remarkPlugins', spec }) as MarkdownPlugin;
const specs = (list: MarkdownPlugin[]) => list.map((p) => p.spec);

describe('mergedOrder', () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(plugin) as [
    MarkdownPlugin,
    MarkdownPlugin,
    MarkdownPlugin,
    MarkdownPlugin,
  ];

  it('keeps every list in its own order, a plugin one list alone has among those it shares', () => {
    // docs: [a, b]; a section: [c, a]: c runs before a there, so it comes first.
    expect(
      specs(
        mergedOrder([
          [a, b],
          [c, a],
        ]),
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('goes by first appearance where the lists do not say', () => {
    expect(specs(mergedOrder([[a, b], [d], [c]]))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('keeps the first list order when two lists order two plugins both ways', () => {
    expect(specs(mergedOrder([[a, b], [b, a], [c]]))).toEqual(['a', 'b', 'c']);
  });

  it('lists each plugin once', () => {
    expect(specs(mergedOrder([[a, b, c], [a, c], [b]]))).toEqual(['a', 'b', 'c']);
  });
});
