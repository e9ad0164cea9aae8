import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { readyHtml } from '@docgen/markdown';
import { remarkRehype, toHtml, unified } from '@docgen/markdown/unified';
import type { Labels } from '../i18n.js';
import { hast, type Md } from '../mdast.js';
import { type SchemaRenderContext, schemaTree } from './schema.js';

/**
 * Elements the steps after the OpenAPI plugin leave as they are (no link, image, heading, table,
 * code block or id for them to rewrite, number or collect): a tree made only of these looks the
 * same on every page that shows it.
 */
const INERT_TAGS = new Set([
  'abbr',
  'b',
  'blockquote',
  'br',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'hr',
  'i',
  'input',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'u',
  'ul',
]);

/** Markdown nodes whose HTML depends on the rest of the page (its definitions, its footnotes). */
const PAGE_BOUND = new Set([
  'definition',
  'footnoteDefinition',
  'footnoteReference',
  'imageReference',
  'linkReference',
]);

const toHast = unified().use(remarkRehype, { allowDangerousHtml: true });

type Mode = SchemaRenderContext['mode'];
/** Each tree's HTML inside its `<div class="dg-api-schema">`, or null when it is not inert. */
const made = new WeakMap<Labels, WeakMap<object, Partial<Record<Mode, string | null>>>>();

/**
 * `schemaTree` for a page without schema links, made once per schema, mode and labels (locale):
 * the error model thirty operations show is converted and serialized once, then placed as ready
 * HTML. Its bytes are the ones the page's own steps would give, which is why only inert trees
 * (see `INERT_TAGS`) are placed so; any other tree is made again for each page, as before.
 */
export function sharedSchemaTree(rc: SchemaRenderContext, node: unknown): Md {
  if (rc.link || !node || typeof node !== 'object') return schemaTree(rc, node);
  let byNode = made.get(rc.L);
  if (!byNode) made.set(rc.L, (byNode = new WeakMap()));
  let byMode = byNode.get(node);
  if (!byMode) byNode.set(node, (byMode = {}));
  let html = byMode[rc.mode];
  if (html === null) return schemaTree(rc, node);
  if (html === undefined) {
    const tree = schemaTree(rc, node);
    html = byMode[rc.mode] = inertHtml(tree);
    if (html === null) return tree;
  }
  return hast({
    type: 'element',
    tagName: 'div',
    properties: { className: ['dg-api-schema'] },
    children: [readyHtml(html)],
  });
}

/** The HTML of a tree's children as the page would serialize them, or null when a later step could change them. */
function inertHtml(tree: Md): string | null {
  if (hasPageBound(tree)) return null;
  const root = toHast.runSync({ type: 'root', children: [tree] } as Root) as HastRoot;
  const div = root.children[0];
  if (root.children.length !== 1 || div?.type !== 'element' || !div.children.every(isInert)) return null;
  return toHtml({ type: 'root', children: div.children }, { allowDangerousHtml: true });
}

function hasPageBound(node: { type: string; children?: unknown[] }): boolean {
  if (PAGE_BOUND.has(node.type)) return true;
  return (
    Array.isArray(node.children) &&
    node.children.some((child) => hasPageBound(child as { type: string; children?: unknown[] }))
  );
}

function isInert(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  const element = node as Element;
  if (!INERT_TAGS.has(element.tagName) || 'id' in element.properties) return false;
  for (const name of Object.keys(element.properties)) if (name.startsWith('data')) return false;
  return element.children.every(isInert);
}
