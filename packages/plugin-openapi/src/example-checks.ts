import { EXTERNAL_VALUE, externalData } from './external-value.js';
import { deref, HTTP_METHODS, type OaObject, rootItems, WEBHOOK_ROOTS } from './model.js';
import { wantsGeneratedExample } from './generated-examples.js';
import type { Direction } from './one-way.js';
import { subschemas } from './oas-kinds.js';
import { getAt, toPointer } from './pointer.js';
import { isXmlMedia } from './xml-example.js';

export interface Check {
  /** An example the pages make from the schema (the document gives none): reported at the schema. */
  generated?: boolean;
  /** What the example belongs to, for the message: `operation createOrder, request body (application/json)`. */
  context: string;
  /** `standard`, `example`, `examples[0]`. */
  exampleName: string;
  /** A schema's `default`, not an example: named so in the message. */
  isDefault?: boolean;
  value: unknown;
  valueSegments: string[];
  schemaSegments: string[];
  /** The way the example travels, when its place tells (a schema's own example goes both ways). */
  direction?: Direction;
  /** A webhook's or callback's payload: a request the API itself sends. */
  fromApi?: boolean;
}

/** Every (example, schema) pair of the document, each once. */
/** An XML body (`application/xml`, `+xml`) of the document: where, what uses it. */
export interface XmlMedia {
  media: OaObject;
  segments: string[];
  context: string;
}

export function collectChecks(
  doc: OaObject,
  generated: { schemaSegments: string[]; context: string }[],
  xml: XmlMedia[] = [],
): Check[] {
  const checks: Check[] = [];
  const seen = new Set<string>();
  const add = (check: Check) => {
    // A schema that is only a $ref is the schema it points to: one example shared by two operations is checked once.
    const schemaNode = getAt(doc, check.schemaSegments) as OaObject | undefined;
    if (
      schemaNode &&
      typeof schemaNode === 'object' &&
      typeof schemaNode.$ref === 'string' &&
      Object.keys(schemaNode).length === 1
    ) {
      const target = deref(doc, schemaNode).segments;
      if (target) check = { ...check, schemaSegments: target };
    }
    const key = `${toPointer(check.valueSegments)}\0${toPointer(check.schemaSegments)}`;
    if (seen.has(key)) return;
    seen.add(key);
    checks.push(check);
  };
  const schemaSeen = new Set<string>();

  /** `examples` (2020-12 array) and `example` (OpenAPI) of a schema and of its subschemas. */
  const walkSchema = (node: unknown, segments: string[], context: string) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const key = toPointer(segments);
    if (schemaSeen.has(key)) return;
    schemaSeen.add(key);
    const schema = node as OaObject;
    if (Array.isArray(schema.examples)) {
      for (const [i, value] of (schema.examples as unknown[]).entries())
        add({
          context,
          exampleName: `examples[${i}]`,
          value,
          valueSegments: [...segments, 'examples', String(i)],
          schemaSegments: segments,
        });
    }
    if ('example' in schema)
      add({
        context,
        exampleName: 'example',
        value: schema.example,
        valueSegments: [...segments, 'example'],
        schemaSegments: segments,
      });
    // A `default` is a value the document writes too: the pages show it, and examples made up take it.
    if ('default' in schema)
      add({
        context,
        exampleName: 'default',
        isDefault: true,
        value: schema.default,
        valueSegments: [...segments, 'default'],
        schemaSegments: segments,
      });
    for (const [path, child] of subschemas(schema)) walkSchema(child, [...segments, ...path], context);
  };

  /** `example` / `examples` of something that has a schema (parameter, header, media type). */
  const examplesOf = (
    holder: OaObject,
    holderSegments: string[],
    schemaSegments: string[],
    context: string,
    direction: Direction,
    text = false,
    fromApi = false,
  ) => {
    const addExample = (check: Check) => {
      if (!(text && typeof check.value === 'string')) add({ ...check, direction, ...(fromApi ? { fromApi } : {}) });
    };
    if ('example' in holder)
      addExample({
        context,
        exampleName: 'example',
        value: holder.example,
        valueSegments: [...holderSegments, 'example'],
        schemaSegments,
      });
    if (holder.examples && typeof holder.examples === 'object' && !Array.isArray(holder.examples)) {
      for (const [name, raw] of Object.entries(holder.examples as OaObject)) {
        const ex = deref<OaObject>(doc, raw as OaObject, [...holderSegments, 'examples', name]);
        const external = ex.value && typeof ex.value === 'object' ? externalData(ex.value) : undefined;
        if (external) {
          // Checked as an inline value is: its faults at their line in the file.
          addExample({
            context,
            exampleName: name,
            value: external.value,
            valueSegments: [...(ex.segments ?? [...holderSegments, 'examples', name]), EXTERNAL_VALUE],
            schemaSegments,
          });
          continue;
        }
        const key = ex.value && typeof ex.value === 'object' && 'dataValue' in ex.value ? 'dataValue' : 'value';
        if (!ex.value || typeof ex.value !== 'object' || !(key in ex.value)) continue;
        addExample({
          context,
          exampleName: name,
          value: ex.value[key],
          valueSegments: [...(ex.segments ?? [...holderSegments, 'examples', name]), key],
          schemaSegments,
        });
      }
    }
  };

  const content = (contentMap: unknown, segments: string[], context: string, direction: Direction, fromApi = false) => {
    if (!contentMap || typeof contentMap !== 'object') return;
    for (const [mediaType, raw] of Object.entries(contentMap as OaObject)) {
      const m = deref<OaObject>(doc, raw as OaObject, [...segments, mediaType]);
      const media = m.value;
      if (!media || typeof media !== 'object' || !media.schema) continue;
      const mediaSegments = m.segments ?? [...segments, mediaType];
      walkSchema((media as OaObject).schema, [...mediaSegments, 'schema'], context);
      // An XML (or other non-JSON) example is written as its text: not data to check against the schema.
      const text = !/json|^\*\/\*$|yaml/i.test(mediaType);
      const mediaContext = `${context} (${mediaType})`;
      if (isXmlMedia(mediaType)) xml.push({ media: media as OaObject, segments: mediaSegments, context: mediaContext });
      examplesOf(
        media as OaObject,
        mediaSegments,
        [...mediaSegments, 'schema'],
        mediaContext,
        direction,
        text,
        fromApi,
      );
      if (wantsGeneratedExample(media, mediaType))
        generated.push({ schemaSegments: [...mediaSegments, 'schema'], context: `${context} (${mediaType})` });
    }
  };

  const parameter = (raw: unknown, segments: string[], owner: string) => {
    const p = deref<OaObject>(doc, raw as OaObject, segments);
    if (!p.value || typeof p.value !== 'object') return;
    const where = p.segments ?? segments;
    const context = `${owner}, parameter "${String(p.value.name)}" (${String(p.value.in)})`;
    if (p.value.schema) {
      walkSchema(p.value.schema, [...where, 'schema'], context);
      examplesOf(p.value, where, [...where, 'schema'], context, 'request');
    }
    if (p.value.content) content(p.value.content, [...where, 'content'], context, 'request');
  };

  const header = (name: string, raw: unknown, segments: string[], owner: string) => {
    const hd = deref<OaObject>(doc, raw as OaObject, segments);
    if (!hd.value || typeof hd.value !== 'object') return;
    const where = hd.segments ?? segments;
    const context = `${owner}, header "${name}"`;
    if (hd.value.schema) {
      walkSchema(hd.value.schema, [...where, 'schema'], context);
      examplesOf(hd.value, where, [...where, 'schema'], context, 'response');
    }
    if (hd.value.content) content(hd.value.content, [...where, 'content'], context, 'response');
  };

  const response = (raw: unknown, segments: string[], context: string) => {
    const r = deref<OaObject>(doc, raw as OaObject, segments);
    if (!r.value || typeof r.value !== 'object') return;
    const where = r.segments ?? segments;
    for (const [name, h] of Object.entries((r.value.headers ?? {}) as OaObject))
      header(name, h, [...where, 'headers', name], context);
    content(r.value.content, [...where, 'content'], context, 'response');
  };

  const requestBody = (raw: unknown, segments: string[], context: string, fromApi = false) => {
    const b = deref<OaObject>(doc, raw as OaObject, segments);
    if (!b.value || typeof b.value !== 'object') return;
    content(b.value.content, [...(b.segments ?? segments), 'content'], context, 'request', fromApi);
  };

  const callbacksSeen = new Set<string>();
  const operation = (item: OaObject, itemSegments: string[], method: string, name: string, body: string) => {
    const op = item[method] as OaObject;
    const opSegments = [...itemSegments, method];
    for (const [i, p] of ((item.parameters ?? []) as unknown[]).entries())
      parameter(p, [...itemSegments, 'parameters', String(i)], name);
    for (const [i, p] of ((op.parameters ?? []) as unknown[]).entries())
      parameter(p, [...opSegments, 'parameters', String(i)], name);
    if (op.requestBody)
      requestBody(op.requestBody, [...opSegments, 'requestBody'], `${name}, ${body}`, body === 'payload');
    for (const [status, r] of Object.entries((op.responses ?? {}) as OaObject))
      response(r, [...opSegments, 'responses', status], `${name}, response ${status}`);
    // The requests the API sends back (`callbacks`), each a path item of its own.
    for (const [cbName, rawCallback] of Object.entries((op.callbacks ?? {}) as OaObject)) {
      const cb = deref<OaObject>(doc, rawCallback as OaObject, [...opSegments, 'callbacks', cbName]);
      if (!cb.value || typeof cb.value !== 'object') continue;
      const cbSegments = cb.segments ?? [...opSegments, 'callbacks', cbName];
      // A callback component whose request has the same callback is walked once.
      if (callbacksSeen.has(toPointer(cbSegments))) continue;
      callbacksSeen.add(toPointer(cbSegments));
      for (const [expression, rawItem] of Object.entries(cb.value)) {
        const cbItem = deref<OaObject>(doc, rawItem as OaObject, [...cbSegments, expression]);
        if (expression.startsWith('x-') || !cbItem.value || typeof cbItem.value !== 'object') continue;
        for (const m of HTTP_METHODS) {
          if (!cbItem.value[m] || typeof cbItem.value[m] !== 'object') continue;
          const cbContext = `${name}, callback ${cbName} (${m.toUpperCase()} ${expression})`;
          operation(cbItem.value, cbItem.segments ?? [...cbSegments, expression], m, cbContext, 'payload');
        }
      }
    }
  };

  for (const root of ['paths', ...WEBHOOK_ROOTS] as const) {
    for (const [key, rawItem] of rootItems(doc, root)) {
      const item = deref<OaObject>(doc, rawItem, [root, key]);
      if (!item.value || typeof item.value !== 'object') continue;
      const itemSegments = item.segments ?? [root, key];
      for (const method of HTTP_METHODS) {
        const op = item.value[method] as OaObject | undefined;
        if (!op || typeof op !== 'object') continue;
        const name =
          root !== 'paths'
            ? `webhook ${key}${op.operationId ? ` (${String(op.operationId)})` : ''}`
            : `operation ${op.operationId ? String(op.operationId) : `${method.toUpperCase()} ${key}`}`;
        operation(item.value, itemSegments, method, name, root !== 'paths' ? 'payload' : 'request body');
      }
    }
  }

  // Components that no operation uses (and the schemas' own examples).
  const components = (doc.components ?? {}) as OaObject;
  for (const [name, s] of Object.entries((components.schemas ?? {}) as OaObject))
    walkSchema(s, ['components', 'schemas', name], `schema ${name}`);
  for (const [name, p] of Object.entries((components.parameters ?? {}) as OaObject))
    parameter(p, ['components', 'parameters', name], `component parameter ${name}`);
  for (const [name, h] of Object.entries((components.headers ?? {}) as OaObject))
    header(name, h, ['components', 'headers', name], `component header ${name}`);
  for (const [name, r] of Object.entries((components.responses ?? {}) as OaObject))
    response(r, ['components', 'responses', name], `component response ${name}`);
  for (const [name, b] of Object.entries((components.requestBodies ?? {}) as OaObject))
    requestBody(b, ['components', 'requestBodies', name], `component request body ${name}`);
  return checks;
}
