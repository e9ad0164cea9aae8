import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from '../vendor/unified.js';
import { walk } from '../plugins/walk.js';
import { stringObject } from './nodes.js';

/**
 * Highlighted code is shiki's finished HTML (a raw node); MDX compiles trees, not HTML. The
 * element holding it gets its children as `dangerouslySetInnerHTML`, so React writes the same
 * bytes and the page's code is one string, not a call per token (rehype-raw parsed every token
 * back into an element: ten times the JavaScript for the same HTML).
 */
export function rehypeRawAsInnerHtml() {
  return (tree: Root) => {
    walk<Element, Root | Element>(tree, 'element', (node) => {
      if (!node.children.some((c) => (c.type as string) === 'raw')) return;
      if (!node.children.every(isPlainHast)) return;
      const html = toHtml({ type: 'root', children: node.children }, { allowDangerousHtml: true });
      node.children = [];
      (node.data ??= {}).innerHtml = html;
      const converted = node as unknown as {
        type: string;
        name: string;
        attributes: unknown[];
        children: unknown[];
      };
      const attributes = Object.entries(node.properties).map(([name, value]) => ({
        type: 'mdxJsxAttribute',
        name: name === 'className' ? 'className' : name,
        value: Array.isArray(value) ? value.join(' ') : String(value),
      }));
      attributes.push({
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '',
          data: { estree: innerHtmlExpression(html) },
        },
      } as never);
      converted.type = 'mdxJsxFlowElement';
      converted.name = node.tagName;
      converted.attributes = attributes;
    });
  };
}

declare module 'hast' {
  interface ElementData {
    innerHtml?: string;
  }
}

function isPlainHast(node: ElementContent): boolean {
  if ((node.type as string) === 'raw' || node.type === 'text' || node.type === 'comment') return true;
  return node.type === 'element' && node.children.every(isPlainHast);
}

/** `{__html: "…"}` as the estree program of an attribute value expression. */
function innerHtmlExpression(html: string) {
  return {
    type: 'Program',
    sourceType: 'module',
    comments: [],
    body: [
      {
        type: 'ExpressionStatement',
        expression: stringObject('__html', html),
      },
    ],
  };
}
