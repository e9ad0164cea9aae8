import type { OaObject } from './model.js';
import { isPlainObject, jsonType, mergeAllOf, resolveSchema, restItems, typesOf } from './schema-util.js';

/**
 * XML bodies: `application/xml`, `text/xml` and the `+xml` media types (Atom, SOAP, XHTML).
 */
export function isXmlMedia(type: string): boolean {
  return /^[^;]*(\/|\+)xml\s*(;|$)/i.test(type);
}

/** The XML Object of a schema (3.2's `nodeType` included), `{}` without one. */
interface XmlFacts {
  name?: string;
  namespace?: string;
  prefix?: string;
  attribute?: boolean;
  wrapped?: boolean;
  nodeType?: string;
}

function facts(schema: unknown): XmlFacts {
  return isPlainObject(schema) && isPlainObject(schema.xml) ? (schema.xml as XmlFacts) : {};
}

/** A schema as the XML form reads it: its `$ref` followed, its `allOf` merged, with its component name. */
function view(doc: OaObject, node: unknown, value: unknown): { schema: OaObject; name?: string } {
  const r = resolveSchema(doc, node);
  let schema = Array.isArray(r.schema.allOf) ? withPartsXml(doc, r.schema, mergeAllOf(doc, r.schema).schema) : r.schema;
  // The XML Object beside a `$ref` (3.1) is the property's own: over the component's.
  const own = facts(node);
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (!schema.properties && !schema.items && Array.isArray(alternatives) && alternatives.length > 0) {
    const chosen = alternatives.map((alt) => view(doc, alt, value)).find((alt) => fits(alt.schema, value));
    if (chosen)
      return {
        schema: { ...chosen.schema, xml: { ...facts(chosen.schema), ...facts(schema), ...own } },
        ...(chosen.name ? { name: chosen.name } : {}),
      };
  }
  if (Object.keys(own).length > 0) schema = { ...schema, xml: { ...facts(schema), ...own } };
  return { schema, ...(r.name ? { name: r.name } : {}) };
}

/**
 * The merged allOf with the XML Object of its parts (`allOf: [$ref: Wrapper]`, Wrapper's
 * `xml.name` naming the root, Bump.sh's Train Travel API), as Swagger UI merges them: the schema's
 * own keys first, then the first part that sets each.
 */
function withPartsXml(doc: OaObject, schema: OaObject, merged: OaObject): OaObject {
  const xml: XmlFacts = {};
  const take = (node: unknown, level: number): void => {
    const part = resolveSchema(doc, node).schema;
    for (const [key, value] of Object.entries(facts(part))) if (!(key in xml)) Object.assign(xml, { [key]: value });
    if (level < 8 && Array.isArray(part.allOf)) for (const inner of part.allOf) take(inner, level + 1);
  };
  take(schema, 0);
  return Object.keys(xml).length > 0 ? { ...merged, xml } : merged;
}

function fits(schema: OaObject, value: unknown): boolean {
  const types = typesOf(schema);
  if (types.length === 0) return true;
  const type = jsonType(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A value (an example written as data, or one made from the schema) in its XML form, as the
 * schema's XML Objects say: element and attribute names (`name`, `prefix`, `namespace` declared
 * where it is given), properties as attributes (`attribute: true`, 3.2's `nodeType: attribute`),
 * arrays wrapped in an element of their own or not (`wrapped`, `nodeType: element`), 3.2's
 * `text` and `cdata` content. As Swagger UI makes it (and the XML Object's examples in the
 * specification): the root element is the schema's `xml.name`, else its component's name;
 * `undefined` when neither names it, since an XML document needs a root element.
 */
export function xmlExample(doc: OaObject, schema: unknown, value: unknown): string | undefined {
  const root = view(doc, schema, value);
  const name = facts(root.schema).name ?? root.name;
  if (name) return xmlDocument(doc, schema, value, root, name);
  // A list no name wraps, of named items (the Petstore's `findByStatus`: `Pet[]`): its items'
  // elements, as Swagger UI shows it (one item, one root).
  const items = Array.isArray(value) ? restItems(root.schema) : undefined;
  const itemName = items === undefined ? undefined : itemElement(doc, items, (value as unknown[])[0]);
  if (!itemName) return undefined;
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  for (const item of value as unknown[]) node(doc, items, item, itemName, 0, lines);
  return lines.join('\n');
}

/** The element that stands for a root the schema does not name, and the comment that says so. */
export const XML_STAND_IN_ROOT = 'root';
const STAND_IN_NOTE = `<!-- <${XML_STAND_IN_ROOT}> stands for the root element, which the API document does not name -->`;

/**
 * An XML body's example for the pages and the code samples: `xmlExample`, else, for data the
 * schema names no root element for (an `OpenApiXmlNoRoot` warning), the same XML in a stand-in
 * `<root>` that a comment points out, so that the samples send XML the reader completes rather
 * than JSON the API does not read; undefined for a scalar (its text is sent as written).
 */
export function xmlBody(doc: OaObject, schema: unknown, value: unknown): string | undefined {
  const xml = xmlExample(doc, schema, value);
  if (xml !== undefined || value === null || typeof value !== 'object') return xml;
  const [declaration, ...rest] = xmlDocument(doc, schema, value, view(doc, schema, value), XML_STAND_IN_ROOT).split(
    '\n',
  );
  return [declaration, STAND_IN_NOTE, ...rest].join('\n');
}

function itemElement(doc: OaObject, items: unknown, first: unknown): string | undefined {
  const item = view(doc, items, first);
  return facts(item.schema).name ?? item.name;
}

/** The root element an XML body's schema names (its `xml.name`, its component's name, a list's items'), if any. */
export function xmlRootName(doc: OaObject, schema: unknown): string | undefined {
  const root = view(doc, schema, undefined);
  const items = typesOf(root.schema).includes('array') ? restItems(root.schema) : undefined;
  return facts(root.schema).name ?? root.name ?? (items === undefined ? undefined : itemElement(doc, items, undefined));
}

function xmlDocument(doc: OaObject, schema: unknown, value: unknown, root: { schema: OaObject }, name: string): string {
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  if (Array.isArray(value)) {
    // A document has one root: a list at the top is wrapped in it.
    const x = facts(root.schema);
    const items = restItems(root.schema);
    const first = view(doc, items, value[0]);
    const itemName = facts(first.schema).name ?? first.name ?? name;
    lines.push(value.length === 0 ? `<${qname(x, name)}${nsDecl(x)}/>` : `<${qname(x, name)}${nsDecl(x)}>`);
    for (const item of value) node(doc, items, item, itemName, 1, lines);
    if (value.length > 0) lines.push(`</${qname(x, name)}>`);
  } else node(doc, schema, value, name, 0, lines);
  return lines.join('\n');
}

function qname(x: XmlFacts, name: string): string {
  return x.prefix ? `${x.prefix}:${name}` : name;
}

function nsDecl(x: XmlFacts): string {
  return x.namespace ? ` xmlns${x.prefix ? `:${x.prefix}` : ''}="${escapeAttr(x.namespace)}"` : '';
}

/** The lines of one element (or of the elements of an unwrapped list) at `depth`. */
function node(doc: OaObject, schemaNode: unknown, value: unknown, fallback: string, depth: number, lines: string[]) {
  const { schema } = view(doc, schemaNode, value);
  const x = facts(schema);
  const pad = '  '.repeat(depth);
  if (Array.isArray(value)) {
    const items = restItems(schema);
    const item = view(doc, items, value[0]);
    // An item's element is named by its own XML Object, else by its component's name (Azure's
    // `Containers: [$ref: Container]` is a list of <Container>, as AutoRest reads it), else after
    // the property (the specification's `<animals><animals>`).
    const itemName = facts(item.schema).name ?? item.name ?? fallback;
    const wrapped = x.wrapped === true || x.nodeType === 'element';
    if (!wrapped) {
      for (const item of value) node(doc, items, item, itemName, depth, lines);
      return;
    }
    const tag = qname(x, x.name ?? fallback);
    if (value.length === 0) {
      lines.push(`${pad}<${tag}${nsDecl(x)}/>`);
      return;
    }
    lines.push(`${pad}<${tag}${nsDecl(x)}>`);
    for (const item of value) node(doc, items, item, itemName, depth + 1, lines);
    lines.push(`${pad}</${tag}>`);
    return;
  }
  const tag = qname(x, x.name ?? fallback);
  if (!isPlainObject(value)) {
    const content = scalarText(value);
    if (content === '') lines.push(`${pad}<${tag}${nsDecl(x)}/>`);
    else
      lines.push(`${pad}<${tag}${nsDecl(x)}>${x.nodeType === 'cdata' ? cdata(content) : escapeText(content)}</${tag}>`);
    return;
  }
  const properties = (isPlainObject(schema.properties) ? schema.properties : {}) as OaObject;
  const rest = isPlainObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
  let attrs = nsDecl(x);
  let content: string | undefined;
  const children: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    const propNode = properties[key] ?? rest;
    const px = facts(view(doc, propNode, v).schema);
    const kind = px.attribute === true ? 'attribute' : px.nodeType;
    if (kind === 'attribute' && !isPlainObject(v) && !Array.isArray(v)) {
      attrs += ` ${qname(px, px.name ?? key)}${nsDecl(px)}="${escapeAttr(scalarText(v))}"`;
    } else if ((kind === 'text' || kind === 'cdata') && !isPlainObject(v) && !Array.isArray(v)) {
      content = kind === 'cdata' ? cdata(scalarText(v)) : escapeText(scalarText(v));
    } else node(doc, propNode, v, key, depth + 1, children);
  }
  // 3.2's `nodeType: none`: the properties stand in the parent's element, without one of their own.
  if (x.nodeType === 'none' && depth > 0 && content === undefined && attrs === '') {
    lines.push(...children.map((line) => line.slice(2)));
    return;
  }
  if (children.length === 0 && content === undefined) lines.push(`${pad}<${tag}${attrs}/>`);
  else if (children.length === 0) lines.push(`${pad}<${tag}${attrs}>${content}</${tag}>`);
  else {
    lines.push(`${pad}<${tag}${attrs}>`);
    if (content !== undefined) lines.push(`${pad}  ${content}`);
    lines.push(...children, `${pad}</${tag}>`);
  }
}

function cdata(s: string): string {
  return `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
