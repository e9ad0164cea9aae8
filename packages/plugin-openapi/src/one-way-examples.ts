import type { Check } from './example-checks.js';
import type { OaObject, SourcePlace } from './model.js';
import { getAt, toPointer } from './pointer.js';
import type { Problem } from './problems.js';
import { oneWayFlag, type PlacedSchema, refTarget, SAME_VALUE } from './one-way.js';
import { isPlainObject } from './schema-util.js';

/** A key of an example that its way leaves out: where in the value, and where the schema says so. */
interface OneWayKey {
  path: string[];
  key: string;
  flag: 'readOnly' | 'writeOnly';
  flagSegments: string[];
}

/**
 * The keys a document's own example sends the wrong way: a `readOnly` property in a request
 * example, a `writeOnly` one in a response example. The pages list neither on that side (nor do
 * Redoc's and Swagger UI's made-up samples), so the example shows a key its table leaves out, and
 * readers copy a request the API ignores or rejects. Webhook and callback payloads are sent by the
 * API itself, which owns its read-only values: they are not checked. A warning at the key.
 */
export function oneWayExampleProblems(
  doc: OaObject,
  checks: readonly Check[],
  place: (segments: readonly string[]) => SourcePlace,
): Problem[] {
  // One flag many examples contradict (a shared `Reference` whose `id` is read-only) is one fault, at the first.
  const byFlag = new Map<string, { check: Check; found: OneWayKey; count: number }>();
  for (const check of checks) {
    if (check.generated || check.isDefault || check.fromApi) continue;
    const { direction } = check;
    if (direction !== 'request' && direction !== 'response') continue;
    const schema = getAt(doc, check.schemaSegments);
    if (!isPlainObject(schema)) continue;
    const found: OneWayKey[] = [];
    walk(doc, check.value, [{ node: schema, segments: check.schemaSegments }], [], direction, found, 0);
    for (const f of found) {
      const key = `${f.flag}${toPointer(f.flagSegments)}`;
      const seen = byFlag.get(key);
      if (seen) seen.count++;
      else byFlag.set(key, { check, found: f, count: 1 });
    }
  }
  const problems: Problem[] = [];
  for (const { check, found: f, count } of byFlag.values()) {
    const { text: _text, ...at } = place([...check.valueSegments, ...f.path, f.key]);
    const declared = place(f.flagSegments);
    const declaredAt = declared.line ? `${declared.file}:${declared.line}` : declared.where;
    const pointer = `${toPointer(f.path)}/${f.key}`;
    const request = f.flag === 'readOnly';
    const more =
      count > 1
        ? `; so do ${count - 1} more ${count === 2 ? 'key' : 'keys'} of examples, made ${f.flag} by the same flag`
        : '';
    const flagFix = `remove \`${f.flag}: true\` from its schema (${declaredAt})`;
    problems.push({
      name: 'OpenApiInvalidExample',
      ...at,
      warningOnly: true,
      message: `Example "${check.exampleName}" of ${check.context} has the ${request ? 'read-only' : 'write-only'} property ${pointer}: ${request ? 'a client does not send it' : 'the API does not send it back'}${more}.`,
      why: `OpenAPI says a ${f.flag} property SHOULD NOT be sent in a ${request ? 'request' : 'response'}; the page leaves it out of the ${request ? 'request' : 'response'}'s table, so the example shows a key the table does not list.`,
      fix:
        count > 1
          ? `if it is sent this way (${count} keys of examples send it), ${flagFix}; else remove "${f.key}" from the examples.`
          : `remove "${f.key}" from the example, or, if it is sent this way, ${flagFix}.`,
    });
  }
  return problems;
}

function walk(
  doc: OaObject,
  value: unknown,
  schemas: readonly PlacedSchema[],
  path: string[],
  direction: 'request' | 'response',
  found: OneWayKey[],
  depth: number,
): void {
  if (depth > 32 || !value || typeof value !== 'object') return;
  const parts = sameValue(doc, schemas);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const itemSchemas: PlacedSchema[] = [];
      for (const p of parts) {
        const prefix = p.node.prefixItems;
        if (Array.isArray(prefix) && i < prefix.length && isPlainObject(prefix[i]))
          itemSchemas.push({ node: prefix[i] as OaObject, segments: [...p.segments, 'prefixItems', String(i)] });
        else if (isPlainObject(p.node.items))
          itemSchemas.push({ node: p.node.items, segments: [...p.segments, 'items'] });
      }
      if (itemSchemas.length > 0) walk(doc, item, itemSchemas, [...path, String(i)], direction, found, depth + 1);
    }
    return;
  }
  for (const [key, child] of Object.entries(value as OaObject)) {
    const described: PlacedSchema[] = [];
    for (const p of parts) {
      const prop = isPlainObject(p.node.properties) ? (p.node.properties as OaObject)[key] : undefined;
      if (isPlainObject(prop)) described.push({ node: prop, segments: [...p.segments, 'properties', key] });
    }
    if (described.length === 0) {
      for (const p of parts)
        if (isPlainObject(p.node.additionalProperties))
          described.push({ node: p.node.additionalProperties, segments: [...p.segments, 'additionalProperties'] });
      if (described.length > 0) walk(doc, child, described, [...path, key], direction, found, depth + 1);
      continue;
    }
    // Every schema describing the key must say so: one alternative where it goes both ways leaves the example right.
    const flags = described.map((d) => oneWayFlag(doc, d, direction, 0));
    const first = flags[0];
    if (first && flags.every((f) => f !== undefined)) {
      found.push({ path, key, flag: direction === 'request' ? 'readOnly' : 'writeOnly', flagSegments: first });
      continue;
    }
    walk(doc, child, described, [...path, key], direction, found, depth + 1);
  }
}

/** The schemas applying to the same value: the schemas themselves, what their `$ref`s lead to, their parts. */
function sameValue(doc: OaObject, schemas: readonly PlacedSchema[]): PlacedSchema[] {
  const out: PlacedSchema[] = [];
  const seen = new Set<string>();
  const collect = (p: PlacedSchema) => {
    const key = toPointer(p.segments);
    if (seen.has(key) || out.length > 256) return;
    seen.add(key);
    out.push(p);
    const target = refTarget(doc, p.node);
    if (target) collect(target);
    for (const k of SAME_VALUE) {
      const list = p.node[k];
      if (Array.isArray(list))
        for (const [i, part] of list.entries())
          if (isPlainObject(part)) collect({ node: part, segments: [...p.segments, k, String(i)] });
    }
  };
  for (const s of schemas) collect(s);
  return out;
}
