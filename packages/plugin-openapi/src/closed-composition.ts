import { deref, type OaObject, type SourcePlace } from './model.js';
import type { Problem } from './problems.js';

const PARTS = ['allOf', 'oneOf', 'anyOf'] as const;

/**
 * Whether a schema is closed (`additionalProperties: false`) beside an `allOf`, `oneOf` or `anyOf`:
 * JSON Schema's `additionalProperties` sees only the schema's own `properties`, so the keys its
 * parts declare are refused, while the document evidently means "these keys and no others".
 */
export function isClosedComposition(schema: OaObject): boolean {
  return schema.additionalProperties === false && PARTS.some((k) => Array.isArray(schema[k]));
}

/**
 * A closed schema whose parts declare keys its own `properties` do not: by the letter of JSON
 * Schema no value with those keys is valid (a request validator would refuse every one), though
 * the pages, like every renderer, show the keys as allowed. Reported once, at the keyword.
 */
export function closedCompositionProblem(
  doc: OaObject,
  schema: OaObject,
  segments: readonly string[],
  version: '3.0' | '3.1' | '3.2',
  at: (segments: readonly string[]) => Omit<SourcePlace, 'text'>,
): Problem | undefined {
  if (!isClosedComposition(schema)) return undefined;
  const own = new Set(Object.keys((schema.properties ?? {}) as OaObject));
  const patterns = patternsOf(schema);
  const refused: string[] = [];
  const keywords = PARTS.filter((k) => Array.isArray(schema[k]));
  for (const k of keywords)
    for (const part of schema[k] as unknown[])
      for (const name of declaredKeys(doc, part, new Set()))
        if (!own.has(name) && !patterns.some((p) => p.test(name)) && !refused.includes(name)) refused.push(name);
  if (refused.length === 0) return undefined;
  const parts = keywords.join(' and ');
  return {
    name: 'OpenApiClosedComposition',
    ...at([...segments, 'additionalProperties']),
    message: `additionalProperties: false refuses the keys its ${parts} declare${refused.length === 1 ? 's' : ''} (${names(refused)}): no value that has them is valid.`,
    why: `In JSON Schema, additionalProperties sees only the properties written beside it, not those of ${parts}. The pages show the keys as allowed, as the document evidently means, and its examples are checked so.`,
    fix:
      version === '3.0'
        ? `list the keys under properties beside it (each may be {}), or remove additionalProperties: false.`
        : `write unevaluatedProperties: false in its place: it sees the keys of ${parts}.`,
  };
}

/**
 * The parts of an `allOf` that are closed themselves (`additionalProperties: false`, ShipEngine's
 * `allOf: [$ref: address, $ref: partial_shipping_address_to]`) and so refuse the keys the other
 * parts declare: each part is checked alone, and no value with both parts' keys is valid.
 */
export function closedParts(doc: OaObject, schema: OaObject): { index: number; refused: string[] }[] {
  if (!Array.isArray(schema.allOf)) return [];
  const parts = (schema.allOf as unknown[]).map((p) => deref<OaObject>(doc, p as OaObject).value);
  const declared = (schema.allOf as unknown[]).map((p) => declaredKeys(doc, p, new Set()));
  const out: { index: number; refused: string[] }[] = [];
  for (const [index, part] of parts.entries()) {
    if (!isClosed(doc, part, new Set())) continue;
    const own = new Set(declared[index]);
    const patterns = patternsOf(part);
    const others = [
      ...Object.keys((schema.properties ?? {}) as OaObject),
      ...declared.filter((_, i) => i !== index).flat(),
    ];
    const refused = [...new Set(others)].filter((n) => !own.has(n) && !patterns.some((p) => p.test(n)));
    if (refused.length > 0) out.push({ index, refused });
  }
  return out;
}

/** ` (Name)` for an `allOf` part that is a `$ref` to a named schema, so a report can name it. */
export function allOfPartName(schema: OaObject, index: number): string {
  const ref = ((schema.allOf as OaObject[])[index] as OaObject | undefined)?.$ref;
  return typeof ref === 'string' ? ` (${ref.replace(/^.*\//, '')})` : '';
}

/** OpenApiClosedComposition for each closed part of a schema's `allOf`, at the part. */
export function closedPartProblems(
  doc: OaObject,
  schema: OaObject,
  segments: readonly string[],
  version: '3.0' | '3.1' | '3.2',
  at: (segments: readonly string[]) => Omit<SourcePlace, 'text'>,
): Problem[] {
  return closedParts(doc, schema).map(({ index, refused }) => {
    const name = allOfPartName(schema, index);
    const part = deref<OaObject>(doc, (schema.allOf as OaObject[])[index] as OaObject).value;
    const itself =
      part.additionalProperties === false ||
      part.unevaluatedProperties === false ||
      (Array.isArray(part.allOf) && part.allOf.some((p: unknown) => isClosed(doc, p, new Set())));
    const how = itself ? 'is closed' : 'is closed in each of its alternatives that takes objects';
    return {
      name: 'OpenApiClosedComposition',
      ...at([...segments, 'allOf', String(index)]),
      message: `Part ${index + 1}${name} of this allOf ${how} (additionalProperties: false): it refuses the keys the other parts declare (${names(refused)}), so no value that has them is valid.`,
      why: 'Each part of an allOf is checked alone, and a closed one sees only its own properties. The pages show the keys of every part as allowed and no others, as the document evidently means, and its examples are checked so.',
      fix:
        version === '3.0'
          ? 'close the whole, not its parts: OpenAPI 3.0 cannot close a combination, so remove additionalProperties: false from the part (or list every key in it).'
          : 'close the whole, not its parts: remove additionalProperties: false from the part and write unevaluatedProperties: false beside this allOf.',
    };
  });
}

/**
 * Whether a schema is closed, itself or in a part of its `allOf` (which then closes it too), or in
 * every alternative of its `oneOf` or `anyOf` that takes objects (`oneOf: [{ type: 'null' },
 * $ref: Settings]`, the optional struct utoipa flattens into a meilisearch task's details).
 */
function isClosed(doc: OaObject, schema: unknown, seen: Set<unknown>): boolean {
  const { value } = deref<OaObject>(doc, schema as OaObject);
  if (!value || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (value.additionalProperties === false || value.unevaluatedProperties === false) return true;
  if (Array.isArray(value.allOf) && value.allOf.some((p: unknown) => isClosed(doc, p, seen))) return true;
  return ['oneOf', 'anyOf'].some((k) => {
    if (!Array.isArray(value[k])) return false;
    const objects = (value[k] as unknown[]).filter((p) => takesObjects(doc, p));
    return objects.length > 0 && objects.every((p) => isClosed(doc, p, new Set(seen)));
  });
}

/** Whether a schema may take an object: no `type` says otherwise. */
function takesObjects(doc: OaObject, schema: unknown): boolean {
  const { value } = deref<OaObject>(doc, schema as OaObject);
  if (!value || typeof value !== 'object' || value.type === undefined) return true;
  return [value.type].flat().includes('object');
}

/** A copy of a part, opened: without its closing keywords, nor those of the parts of its `allOf`, `oneOf` and `anyOf`. */
export function openedPart(doc: OaObject, schema: unknown, seen: Set<unknown> = new Set()): OaObject {
  const { value } = deref<OaObject>(doc, schema as OaObject);
  if (!value || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  const open: OaObject = { ...value };
  for (const key of ['additionalProperties', 'unevaluatedProperties']) if (open[key] === false) delete open[key];
  for (const key of ['allOf', 'oneOf', 'anyOf'])
    if (Array.isArray(open[key])) open[key] = open[key].map((p: unknown) => openedPart(doc, p, seen));
  return open;
}

/** The first three refused key names, quoted, and how many more. */
export function names(refused: readonly string[]): string {
  const shown = refused.slice(0, 3).map((n) => `"${n}"`);
  return refused.length > 3 ? `${shown.join(', ')} and ${refused.length - 3} more` : shown.join(', ');
}

function patternsOf(schema: OaObject): RegExp[] {
  return Object.keys((schema.patternProperties ?? {}) as OaObject).flatMap((p) => {
    try {
      return [new RegExp(p, 'u')];
    } catch {
      return [];
    }
  });
}

/** The property names a schema declares, through its `$ref`s and the parts of its compositions. */
function declaredKeys(doc: OaObject, node: unknown, seen: Set<unknown>): string[] {
  const { value } = deref<OaObject>(doc, node as OaObject);
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const names = Object.keys((value.properties ?? {}) as OaObject);
  for (const k of PARTS)
    if (Array.isArray(value[k])) for (const part of value[k] as unknown[]) names.push(...declaredKeys(doc, part, seen));
  return names;
}
