import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { h, visit } from '../src/vendor/unified.js';
import { walk } from '../src/plugins/walk.js';

/** A visitor that changes the tree as docgen's plugins do, and notes what it saw. */
function visitor(seen: string[]) {
  return (node: Element, index: number | undefined, parent: Root | Element | undefined) => {
    seen.push(`${node.tagName}@${index}<${parent?.type === 'element' ? parent.tagName : 'root'}`);
    // Appends a child (heading anchors): visited after the node's own children.
    if (node.tagName === 'h2') node.children.push({ type: 'element', tagName: 'a', properties: {}, children: [] });
    // Replaces the node at its index (wrapped tables): the wrapper is not visited, the table's children are.
    if (
      node.tagName === 'table' &&
      parent &&
      index !== undefined &&
      !(parent.type === 'element' && parent.tagName === 'div')
    ) {
      parent.children[index] = { type: 'element', tagName: 'div', properties: {}, children: [node] };
    }
    // Rewrites its children (admonitions): the new ones are walked.
    if (node.tagName === 'aside')
      node.children = [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [{ type: 'element', tagName: 'em', properties: {}, children: [] }],
        },
      ];
  };
}

describe('walk', () => {
  it('visits the same elements, in the same order, with the same index and parent as unist-util-visit, while the visitor changes the tree', () => {
    const tree = (): Root => ({
      type: 'root',
      children: [
        h('h2', ['A ', h('code', 'x')]),
        h('table', [h('tr', [h('td', '1')])]),
        h('aside', [h('span', 'old')]),
        h('ul', [h('li', [h('p', ['deep ', h('b', 'bold')])])]),
      ],
    });
    const viaVisit: string[] = [];
    const one = tree();
    visit(one, 'element', visitor(viaVisit));
    const viaWalk: string[] = [];
    const two = tree();
    walk<Element, Root | Element>(two, 'element', visitor(viaWalk));
    expect(viaWalk).toEqual(viaVisit);
    expect(viaWalk).toContain('a@2<h2');
    expect(viaWalk).toContain('em@0<p');
    expect(viaWalk).not.toContain('span@0<aside');
    expect(two).toEqual(one);
  });

  it('gives each node its ancestors, the tree first and the parent last', () => {
    const tree: Root = { type: 'root', children: [h('ul', [h('li', [h('p', ['deep ', h('b', 'bold')])])])] };
    const chains: string[] = [];
    walk<Element, Root | Element>(tree, 'element', (node, _index, parent, ancestors) => {
      expect(ancestors.at(-1)).toBe(parent);
      chains.push([...ancestors.map((a) => (a.type === 'element' ? a.tagName : 'root')), node.tagName].join('>'));
    });
    expect(chains).toEqual(['root>ul', 'root>ul>li', 'root>ul>li>p', 'root>ul>li>p>b']);
  });
});
