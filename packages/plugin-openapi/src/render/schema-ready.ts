import { randomBytes } from 'node:crypto';
import type { ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root } from 'mdast';
import { finishFragment, readyHtml } from '@docgen/markdown';
import { remarkRehype, toHtml, unified } from '@docgen/markdown/unified';
import type { LabelKey, Labels } from '../i18n.js';
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
 * A tree's HTML with a mark where each label goes, made once for every locale: `parts` are HTML
 * and `labels[i]` goes between `parts[i]` and `parts[i + 1]`. Null: the tree is not inert.
 * `'per-locale'`: its shape depends on a label's words (a label cut around a code span), so it is
 * made for each locale.
 */
type Template = { parts: string[]; labels: LabelCall[] } | null | 'per-locale';
type LabelCall = { key: LabelKey; vars?: Record<string, string | number> };
/** By document, then as `made` below: a `{ $ref }` alone by its target, any other schema by itself. */
interface Memo<T> {
  byRef: Map<string, T>;
  byNode: WeakMap<object, T>;
}
const templates = new WeakMap<object, Memo<Partial<Record<Mode, Template>>>>();
/**
 * By labels (locale), then document; a `{ $ref }` alone by its target (each operation of a YAML
 * document writes its own `{ $ref: … }` object), any other schema object by itself.
 */
const made = new WeakMap<Labels, WeakMap<object, Memo<Made>>>();

/**
 * A label's mark: private-use characters around a number unique to this process, which no
 * document's text can hold by chance, and the label's index.
 */
const NONCE = randomBytes(8).toString('hex');
const MARK = new RegExp(`\uE000${NONCE}:(\\d+)\uE001`, 'g');
const mark = (i: number) => `\uE000${NONCE}:${i}\uE001`;

/**
 * `schemaTree` for a page without schema links, made once per schema, mode and labels (locale):
 * the error model thirty operations show is converted and serialized once, then placed as ready
 * HTML. Its bytes are the ones the page's own steps would give (`finishFragment`), which is why
 * only trees those steps change alike on every page are placed so; any other tree (a link to a
 * page of the site, a heading, a code block) is made again for each page, as before. The locales
 * of a site share one tree (the labels aside): it is made once with marks for its labels, and each
 * locale's HTML fills them in, escaped as the text they are.
 */
export function sharedSchemaTree(rc: SchemaRenderContext, node: unknown): Md {
  if (rc.link || !node || typeof node !== 'object') return schemaTree(rc, node);
  let byDoc = made.get(rc.L);
  if (!byDoc) made.set(rc.L, (byDoc = new WeakMap()));
  const byMode = entry<Made>(byDoc, rc.doc, node, () => ({}));
  let html = byMode[rc.mode];
  if (html === null) return schemaTree(rc, node);
  if (html === undefined) {
    const template = templateOf(rc, node);
    if (template === null) {
      byMode[rc.mode] = null;
      return schemaTree(rc, node);
    }
    if (template === 'per-locale') {
      const tree = schemaTree(rc, node);
      html = byMode[rc.mode] = inertHtml(tree);
      if (html === null) return tree;
    } else html = byMode[rc.mode] = fill(template, rc.L);
  }
  return hast({
    type: 'element',
    tagName: 'div',
    properties: { className: ['dg-api-schema'] },
    children: [readyHtml(html)],
  });
}

/** The memo's entry for a schema of a document, made by `init` the first time. */
function entry<T>(byDoc: WeakMap<object, Memo<T>>, doc: object, node: object, init: () => T): T {
  let memo = byDoc.get(doc);
  if (!memo) byDoc.set(doc, (memo = { byRef: new Map(), byNode: new WeakMap() }));
  const ref = refOnly(node);
  let value = ref === undefined ? memo.byNode.get(node) : memo.byRef.get(ref);
  if (value === undefined) {
    value = init();
    if (ref === undefined) memo.byNode.set(node, value);
    else memo.byRef.set(ref, value);
  }
  return value;
}

function templateOf(rc: SchemaRenderContext, node: object): Template {
  const byMode = entry<Partial<Record<Mode, Template>>>(templates, rc.doc, node, () => ({}));
  let template = byMode[rc.mode];
  if (template !== undefined) return template;
  const labels: LabelCall[] = [];
  let perLocale = false;
  const marking: Labels = (key, vars) => {
    // A label filled with a placeholder (`{name}`) is cut around it into elements: its words shape the tree.
    if (vars && Object.values(vars).some((v) => typeof v === 'string' && v.includes('{'))) perLocale = true;
    labels.push(vars ? { key, vars } : { key });
    return mark(labels.length - 1);
  };
  const tree = schemaTree({ ...rc, L: marking }, node);
  template = perLocale ? 'per-locale' : marked(tree, labels);
  byMode[rc.mode] = template;
  return template;
}

/** The tree's HTML cut at its labels' marks, or null when it is not inert. */
function marked(tree: Md, labels: LabelCall[]): Template {
  const children = inertChildren(tree);
  // A mark anywhere but in text (an attribute, raw HTML, a script) would need other escaping.
  if (!children?.every((c) => marksInTextOnly(c, false))) return children ? 'per-locale' : null;
  const html = finishFragment(children);
  if (html === undefined) return null;
  const parts: string[] = [];
  const used: LabelCall[] = [];
  let last = 0;
  for (const m of html.matchAll(MARK)) {
    parts.push(html.slice(last, m.index!));
    used.push(labels[Number(m[1])]!);
    last = m.index! + m[0].length;
  }
  parts.push(html.slice(last));
  return { parts, labels: used };
}

/** A locale's HTML of a template: each label as a text node's HTML. */
function fill(template: Exclude<Template, null | 'per-locale'>, L: Labels): string {
  let html = template.parts[0]!;
  for (let i = 0; i < template.labels.length; i++) {
    const { key, vars } = template.labels[i]!;
    html += toHtml({ type: 'text', value: L(key, vars) }) + template.parts[i + 1]!;
  }
  return html;
}

function marksInTextOnly(node: HastContent, raw: boolean): boolean {
  if (node.type === 'text') return !raw || !node.value.includes('\uE000');
  if (node.type === 'element') {
    for (const value of Object.values(node.properties)) if (String(value).includes('\uE000')) return false;
    const inRaw = node.tagName === 'script' || node.tagName === 'style';
    return node.children.every((c) => marksInTextOnly(c, inRaw));
  }
  return !('value' in node) || !String(node.value).includes('\uE000');
}

/** The target of a schema that is a `$ref` and nothing else (its tree is its target's). */
function refOnly(node: object): string | undefined {
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return undefined;
  for (const key in node) if (key !== '$ref') return undefined;
  return ref;
}

/** The hast children of a tree's `<div>`, or null when its HTML depends on the page. */
function inertChildren(tree: Md): ElementContent[] | null {
  if (hasPageBound(tree)) return null;
  const root = toHast.runSync({ type: 'root', children: [tree] } as Root) as HastRoot;
  const div = root.children[0];
  if (root.children.length !== 1 || div?.type !== 'element') return null;
  return div.children;
}

/** The HTML of a tree's children as the page would finish them, or null when that depends on the page. */
function inertHtml(tree: Md): string | null {
  const children = inertChildren(tree);
  return children ? (finishFragment(children) ?? null) : null;
}

function hasPageBound(node: { type: string; children?: unknown[] }): boolean {
  if (PAGE_BOUND.has(node.type)) return true;
  return (
    Array.isArray(node.children) &&
    node.children.some((child) => hasPageBound(child as { type: string; children?: unknown[] }))
  );
}
