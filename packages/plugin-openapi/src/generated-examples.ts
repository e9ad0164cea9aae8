import { didYouMean } from '@docgen/config';
import { deref, type OaObject, type SourcePlace } from './model.js';
import { describedKeys, oneWayRequired } from './one-way.js';
import type { Problem } from './problems.js';
import { type AjvLikeError, describe, schemaRule } from './schema-errors.js';
import { getAt, parsePointer, toPointer } from './pointer.js';
import { sampleFromSchema } from './sample.js';
import { inDisjointAllOf } from './typed-parts.js';

/** A schema the pages show an example made for (the document gives none), and what uses it. */
export interface GeneratedCheck {
  /** `operation createOrder, response 200 (application/json)`, `schema Order`. */
  context: string;
  schemaSegments: string[];
  value: unknown;
}

/** The media types whose example the pages make from the schema: JSON ones without `example(s)`. */
export function wantsGeneratedExample(media: OaObject, mediaType: string): boolean {
  return (
    media.example === undefined &&
    !(media.examples && typeof media.examples === 'object') &&
    /^application\/(?:[\w.+-]+\+)?json\b|^\*\/\*$/i.test(mediaType)
  );
}

/**
 * The examples the pages make from schemas (an operation's bodies, a schema page's example), each
 * schema once: a media type whose schema is a `$ref` alone shares its component's. Made as the
 * pages make them, to be validated like the document's own examples.
 */
export function generatedChecks(
  doc: OaObject,
  media: { schemaSegments: string[]; context: string }[],
): GeneratedCheck[] {
  const out: GeneratedCheck[] = [];
  const seen = new Set<string>();
  const add = (schemaSegments: string[], context: string) => {
    const node = getAt(doc, schemaSegments) as OaObject | undefined;
    if (!node || typeof node !== 'object') return;
    const alone = typeof node.$ref === 'string' && Object.keys(node).length === 1;
    const segments = (alone ? deref(doc, node).segments : undefined) ?? schemaSegments;
    const key = toPointer(segments);
    if (seen.has(key)) return;
    seen.add(key);
    // As the pages make it: a component from its `$ref` (a schema page's), another from its node.
    // A component is named as such: an example of its own mends every page that shows it.
    const component = segments.length === 3 && segments[0] === 'components' && segments[1] === 'schemas';
    if (component) context = `schema ${segments[2]}`;
    const towards = component ? 'any' : segments.includes('responses') ? 'response' : 'request';
    const value = sampleFromSchema(
      doc,
      component ? { $ref: `#${key}` } : getAt(doc, segments),
      0,
      new Set(),
      false,
      towards,
    );
    if (value !== undefined) out.push({ context, schemaSegments: segments, value });
  };
  for (const m of media) add(m.schemaSegments, m.context);
  for (const name of Object.keys((doc.components?.schemas ?? {}) as OaObject))
    add(['components', 'schemas', name], `schema ${name}`);
  return out;
}

/**
 * The first fault of an example made from a schema, at the schema: the value is not the
 * document's, and its maker does not meet every rule. A required key left out for being
 * `readOnly` or `writeOnly` is the maker's choice (a request omits the one, a response the other),
 * not a fault.
 */
export function generatedProblem(
  check: { context: string; schemaSegments: string[]; value: unknown },
  errors: AjvLikeError[],
  { place, named }: { place: (segments: readonly string[]) => SourcePlace; named: (pointer: string) => string },
  pointers: WeakMap<object, string>,
  document: { written: WeakSet<object>; wrongValues: WrongValues },
  schemaDoc: unknown,
): Problem | undefined {
  // A value the document wrote that is wrong (reported as OpenApiInvalidExample) makes its
  // alternative fail, and so the schemas around it (a oneOf, unevaluatedProperties): those
  // errors are its, not the maker's.
  if (errors.some((e) => fromDocument(e, check.value, document))) return undefined;
  const error = errors.find((e) => !oneWayRequired(e, 'either', schemaDoc, pointers));
  if (!error) return undefined;
  // A part of an allOf whose parts take no type in common: the allOf's fault, reported at it.
  if (error.keyword === 'type' && disjointPart(error, pointers, schemaDoc)) return undefined;
  // A key the schema requires and does not describe is its own fault, whatever uses it: reported
  // once, at its `required`, not at each schema whose example takes it in.
  const undescribed = undescribedRequired(error, schemaDoc, pointers);
  const owner = error.parentSchema ? pointers.get(error.parentSchema) : undefined;
  if (undescribed && owner !== undefined) {
    const { text: _text, ...at } = place([...parsePointer(owner), 'required']);
    return {
      name: 'OpenApiInvalidGeneratedExample',
      ...at,
      message: `The schema at ${named(owner)} requires "${String(error.params?.missingProperty)}", which none of its properties describes: the examples made from it lack that key.`,
      why: 'The document gives no example there, so the pages show one made from the schema, which has no value to give a key it does not describe.',
      fix: undescribed,
    };
  }
  // Alternatives that overlap are the fault of the `oneOf`, whatever takes it in: reported once, there.
  if (overlappingAlternatives(error, check.context) && owner !== undefined) {
    const { text: _text, ...at } = place([...parsePointer(owner), 'oneOf']);
    return {
      name: 'OpenApiInvalidGeneratedExample',
      ...at,
      message: `The examples made from the schema at ${named(owner)} do not match it: the value made ${describe(error)}.`,
      why: 'The document gives no example there, so the pages show one made from the schema; a oneOf takes a value that exactly one of its alternatives takes.',
      fix: 'tell the alternatives apart (a `const` on the discriminator property of each, or a `required` key each has alone), or write anyOf if a value may match several; an `example` beside the schema is shown in place of the made-up one.',
    };
  }
  const { text: _text, ...at } = place(check.schemaSegments);
  return {
    name: 'OpenApiInvalidGeneratedExample',
    ...at,
    message: `The example made for ${check.context} does not match its schema: ${error.instancePath || '/'} ${describe(error)}.`,
    why: `The document gives no example there, so the page shows one made from the schema, and that one is wrong. ${schemaRule(error, pointers, named)}`.trim(),
    fix:
      undescribedRequired(error, schemaDoc, pointers) ??
      overlappingAlternatives(error, check.context) ??
      `give ${check.context} an example (\`example:\` beside the schema): the page shows it in place of the made-up one.`,
  };
}

/** The values of the document's defaults that break a rule, by the schema holding the rule. */
export type WrongValues = WeakMap<object, Set<string>>;

/** Notes a default's value that breaks the rule of `error`, to know it again in a made-up example. */
export function noteWrongValue(wrongValues: WrongValues, error: AjvLikeError, value: unknown): void {
  const rule = error.parentSchema;
  if (!rule || typeof rule !== 'object') return;
  let values = wrongValues.get(rule);
  if (!values) wrongValues.set(rule, (values = new Set()));
  values.add(JSON.stringify(value) ?? '');
}

/**
 * Whether the failing value is one the document wrote (an `example` or `default` the maker took):
 * a wrong one is reported as the document's own fault (OpenApiInvalidExample), not again here.
 */
function fromDocument(
  error: AjvLikeError,
  value: unknown,
  { written, wrongValues }: { written: WeakSet<object>; wrongValues: WrongValues },
): boolean {
  const parent = error.parentSchema as OaObject | undefined;
  if (parent && typeof parent === 'object' && ('example' in parent || 'examples' in parent || 'default' in parent))
    return true;
  let node = value;
  for (const segment of ['', ...parsePointer(error.instancePath)]) {
    if (segment !== '') node = node && typeof node === 'object' ? (node as OaObject)[segment] : undefined;
    if (node && typeof node === 'object' && written.has(node)) return true;
  }
  // A wrong `default` beside a `$ref` (`default: P30D` over a pattern the $ref'd schema has): the
  // rule it breaks is not where the default is, but the value and the rule are the default's.
  if (parent && typeof parent === 'object' && wrongValues.get(parent)?.has(JSON.stringify(node) ?? '')) return true;
  // A value of an enum its type refuses (`type: string` over `enum: [true, false]`): reported at the enum.
  return Array.isArray(parent?.enum) && error.keyword === 'type' && parent.enum.includes(node);
}

/**
 * A required key the schema's properties do not describe (Docker's ImageData requires
 * "UnpackedSize" beside a "Size" property): a fault of the schema more likely than of the
 * example, which has no way to know the value.
 */
function undescribedRequired(
  error: AjvLikeError,
  schemaDoc: unknown,
  pointers: WeakMap<object, string>,
): string | undefined {
  const key = error.params?.missingProperty as string | undefined;
  if (error.keyword !== 'required' || key === undefined) return undefined;
  // The properties of every part of an allOf applying to the value count (Base's, a subtype's).
  const described = describedKeys(error, schemaDoc, pointers);
  if (described.size === 0 || described.has(key)) return undefined;
  const hint = didYouMean(key, [...described]);
  return `"${key}" is required but not among the properties of the schema: describe it there, or correct the name in \`required\`${hint ? ` (${hint})` : ''}.`;
}

/** A oneOf whose alternatives all take the value made (objects of optional keys): nothing made tells them apart. */
function overlappingAlternatives(error: AjvLikeError, context: string): string | undefined {
  if (error.keyword !== 'oneOf' || !Array.isArray(error.params?.passingSchemas)) return undefined;
  return `give ${context} an example; the alternatives take the same values (no \`required\` key or \`const\` tells them apart), which a \`const\` on the discriminator property of each would mend.`;
}

function disjointPart(error: AjvLikeError, pointers: WeakMap<object, string>, schemaDoc: unknown): boolean {
  const owner = error.parentSchema ? pointers.get(error.parentSchema) : undefined;
  return owner !== undefined && inDisjointAllOf(schemaDoc as OaObject, owner);
}
