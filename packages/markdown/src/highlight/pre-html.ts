import type { Element, ElementContent } from 'hast';

/**
 * Shiki's `<pre>` as HTML, with the bytes hast-util-to-html gives it by default, for the nodes a
 * highlighted block holds (`pre`, `code` and `span` elements, text, and the attributes below):
 * the general serializer looks every property up in the HTML schema and escapes every value
 * through a regular expression, a twelfth of the highlight thread's time on the Lintas site.
 * Anything else gives undefined, and the caller serializes the block with hast-util-to-html.
 */
export function preHtml(pre: Element): string | undefined {
  const out: string[] = [];
  return element(pre, out) ? out.join('') : undefined;
}

/** The attribute each property shiki and the block's transformers set is written as. */
const ATTRIBUTES: Record<string, string> = {
  class: 'class',
  className: 'class',
  style: 'style',
  tabindex: 'tabindex',
  tabIndex: 'tabindex',
  'data-line-numbers': 'data-line-numbers',
};
const TAGS = new Set(['pre', 'code', 'span']);
/** Characters an attribute value would need escaped or that the schema reads otherwise: left to the general serializer. */
const UNSAFE_VALUE = /["&'<>`=]/;

function element(node: Element, out: string[]): boolean {
  if (!TAGS.has(node.tagName)) return false;
  out.push('<', node.tagName);
  for (const key in node.properties) {
    const attribute = ATTRIBUTES[key];
    if (attribute === undefined) return false;
    const value = attributeValue(node.properties[key]);
    if (value === undefined) return false;
    if (value !== null) out.push(' ', attribute, '="', value, '"');
  }
  out.push('>');
  for (const child of node.children) if (!content(child, out)) return false;
  out.push('</', node.tagName, '>');
  return true;
}

/** The value as written (null: no attribute), or undefined when the general serializer must decide. */
function attributeValue(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  // As space-separated-tokens writes a list: joined by spaces, then trimmed.
  else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) text = value.join(' ').trim();
  else return undefined;
  return UNSAFE_VALUE.test(text) ? undefined : text;
}

function content(node: ElementContent, out: string[]): boolean {
  if (node.type === 'element') return element(node, out);
  if (node.type !== 'text') return false;
  out.push(escapeText(node.value));
  return true;
}

const ESCAPED = /[&<]/;
const ESCAPES = /[&<]/g;
/** Text as hast-util-to-html escapes it: `&` and `<` as hexadecimal references, nothing else. */
function escapeText(value: string): string {
  return ESCAPED.test(value) ? value.replace(ESCAPES, (c) => (c === '&' ? '&#x26;' : '&#x3C;')) : value;
}
