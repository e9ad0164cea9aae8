import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { finishFragment, readyHtml } from '@docgen/markdown';
import { remarkRehype, unified } from '@docgen/markdown/unified';
import type { Labels } from '../i18n.js';
import { hast, type Md } from '../mdast.js';
import { type SchemaRenderContext, schemaTree } from './schema.js';

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
type Made = Partial<Record<Mode, string | null>>;
/**
 * By labels (locale), then document; a `{ $ref }` alone by its target (each operation of a YAML
 * document writes its own `{ $ref: … }` object), any other schema object by itself.
 */
const made = new WeakMap<Labels, WeakMap<object, { byRef: Map<string, Made>; byNode: WeakMap<object, Made> }>>();

/**
 * `schemaTree` for a page without schema links, made once per schema, mode and labels (locale):
 * the error model thirty operations show is converted and serialized once, then placed as ready
 * HTML. Its bytes are the ones the page's own steps would give (`finishFragment`), which is why
 * only trees those steps change alike on every page are placed so; any other tree (a link to a
 * page of the site, a heading, a code block) is made again for each page, as before.
 */
export function sharedSchemaTree(rc: SchemaRenderContext, node: unknown): Md {
  if (rc.link || !node || typeof node !== 'object') return schemaTree(rc, node);
  let byDoc = made.get(rc.L);
  if (!byDoc) made.set(rc.L, (byDoc = new WeakMap()));
  let memo = byDoc.get(rc.doc);
  if (!memo) byDoc.set(rc.doc, (memo = { byRef: new Map(), byNode: new WeakMap() }));
  const ref = refOnly(node);
  let byMode = ref === undefined ? memo.byNode.get(node) : memo.byRef.get(ref);
  if (!byMode) {
    byMode = {};
    if (ref === undefined) memo.byNode.set(node, byMode);
    else memo.byRef.set(ref, byMode);
  }
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

/** The target of a schema that is a `$ref` and nothing else (its tree is its target's). */
function refOnly(node: object): string | undefined {
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return undefined;
  for (const key in node) if (key !== '$ref') return undefined;
  return ref;
}

/** The HTML of a tree's children as the page would finish them, or null when that depends on the page. */
function inertHtml(tree: Md): string | null {
  if (hasPageBound(tree)) return null;
  const root = toHast.runSync({ type: 'root', children: [tree] } as Root) as HastRoot;
  const div = root.children[0];
  if (root.children.length !== 1 || div?.type !== 'element') return null;
  return finishFragment(div.children) ?? null;
}

function hasPageBound(node: { type: string; children?: unknown[] }): boolean {
  if (PAGE_BOUND.has(node.type)) return true;
  return (
    Array.isArray(node.children) &&
    node.children.some((child) => hasPageBound(child as { type: string; children?: unknown[] }))
  );
}
