import type { Check } from './example-checks.js';
import type { OaObject, SourcePlace } from './model.js';
import { getAt, parsePointer, toPointer } from './pointer.js';
import type { Problem } from './problems.js';

/** A key of an example that its way leaves out: where in the value, and where the schema says so. */
interface OneWayKey {
  path: string[];
  key: string;
  flag: 'readOnly' | 'writeOnly';
  flagSegments: string[];
}

interface Placed {
  node: OaObject;
  segments: string[];
}

const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'] as const;

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
    if (!isObject(schema)) continue;
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
  schemas: readonly Placed[],
  path: string[],
  direction: 'request' | 'response',
  found: OneWayKey[],
  depth: number,
): void {
  if (depth > 32 || !value || typeof value !== 'object') return;
  const parts = sameValue(doc, schemas);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const itemSchemas: Placed[] = [];
      for (const p of parts) {
        const prefix = p.node.prefixItems;
        if (Array.isArray(prefix) && i < prefix.length && isObject(prefix[i]))
          itemSchemas.push({ node: prefix[i] as OaObject, segments: [...p.segments, 'prefixItems', String(i)] });
        else if (isObject(p.node.items)) itemSchemas.push({ node: p.node.items, segments: [...p.segments, 'items'] });
      }
      if (itemSchemas.length > 0) walk(doc, item, itemSchemas, [...path, String(i)], direction, found, depth + 1);
    }
    return;
  }
  for (const [key, child] of Object.entries(value as OaObject)) {
    const described: Placed[] = [];
    for (const p of parts) {
      const prop = isObject(p.node.properties) ? (p.node.properties as OaObject)[key] : undefined;
      if (isObject(prop)) described.push({ node: prop, segments: [...p.segments, 'properties', key] });
    }
    if (described.length === 0) {
      for (const p of parts)
        if (isObject(p.node.additionalProperties))
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
function sameValue(doc: OaObject, schemas: readonly Placed[]): Placed[] {
  const out: Placed[] = [];
  const seen = new Set<string>();
  const collect = (p: Placed) => {
    const key = toPointer(p.segments);
    if (seen.has(key) || out.length > 256) return;
    seen.add(key);
    out.push(p);
    const target = refTarget(doc, p.node);
    if (target) collect(target);
    for (const k of COMPOSITIONS) {
      const list = p.node[k];
      if (Array.isArray(list))
        for (const [i, part] of list.entries())
          if (isObject(part)) collect({ node: part, segments: [...p.segments, k, String(i)] });
    }
  };
  for (const s of schemas) collect(s);
  return out;
}

/** Where a property's schema is made one-way for the direction (itself, its `$ref`, its `allOf`), if it is. */
function oneWayFlag(doc: OaObject, p: Placed, direction: 'request' | 'response', depth: number): string[] | undefined {
  if (depth > 8) return undefined;
  if (p.node[direction === 'request' ? 'readOnly' : 'writeOnly'] === true) return p.segments;
  const target = refTarget(doc, p.node);
  const viaRef = target ? oneWayFlag(doc, target, direction, depth + 1) : undefined;
  if (viaRef) return viaRef;
  const parts = Array.isArray(p.node.allOf) ? (p.node.allOf as unknown[]) : [];
  for (const [i, part] of parts.entries()) {
    if (!isObject(part)) continue;
    const flag = oneWayFlag(doc, { node: part, segments: [...p.segments, 'allOf', String(i)] }, direction, depth + 1);
    if (flag) return flag;
  }
  return undefined;
}

function refTarget(doc: OaObject, node: OaObject): Placed | undefined {
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#')) return undefined;
  const segments = parsePointer(node.$ref);
  const target = getAt(doc, segments);
  return isObject(target) ? { node: target, segments } : undefined;
}

function isObject(v: unknown): v is OaObject {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}
