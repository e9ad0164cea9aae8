import { intOrString, shownAlternatives } from '../vendor-keywords.js';
import type { ElementContent } from 'hast';
import { h } from '@docgen/markdown/unified';
import type { Labels } from '../i18n.js';
import type { OaObject } from '../model.js';
import {
  additionalKeyName,
  isNullable,
  mergeAllOf,
  nullableAlone,
  nullableAlternative,
  resolveSchema,
  restItems,
  tupleItems,
  typesOf,
  valueItems,
} from '../schema-util.js';
import type { SchemaRenderContext } from './schema.js';

type Child = ElementContent | string;

/**
 * The name a property's row shows: its own, the pattern its keys match, or "Other keys" for
 * `additionalProperties`, followed by what such a key is when the schema names it
 * (`x-additionalPropertiesName: token`).
 */
export function propertyName(
  rc: Pick<SchemaRenderContext, 'doc' | 'L'>,
  name: string,
  node: unknown,
  kind: 'property' | 'pattern' | 'additional',
): ElementContent {
  const other = { className: ['dg-api-prop__name', 'dg-api-prop__name--other'] };
  if (kind === 'property') return h('code', { className: ['dg-api-prop__name'] }, name);
  if (kind === 'pattern') return h('span', other, [`${rc.L('keysMatching')} `, h('code', { title: 'pattern' }, name)]);
  const key = additionalKeyName(rc.doc, node);
  if (!key) return h('span', other, rc.L('additionalProperties'));
  return h('span', other, [
    `${rc.L('additionalProperties')} `,
    h('code', { title: 'x-additionalPropertiesName' }, key),
  ]);
}

/** `string`, `integer | null`, `Item[]`, `object`, `string | number`. */
export function typeLabel(rc: Pick<SchemaRenderContext, 'doc'>, node: unknown, depth = 0): string {
  const { doc } = rc;
  if (depth > 6) return 'any';
  const r = resolveSchema(doc, node);
  const s = r.schema;
  const alt = nullableAlternative(doc, s);
  if (alt !== undefined) return `${typeLabel(rc, alt, depth + 1)} | null`;
  if (Array.isArray(s.allOf) && s.allOf.length > 0 && typesOf(s).length === 0) {
    const merged = mergeAllOf(doc, s).schema;
    return typesOf(merged)[0] ?? (merged.properties ? 'object' : 'any');
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key]) && s[key].length > 0 && typesOf(s).length === 0) {
      const labels = [...new Set((s[key] as unknown[]).map((a) => typeLabel(rc, a, depth + 1)))];
      return labels.length <= 3 ? labels.join(' | ') : key;
    }
  }
  const types = intOrString(s) ? ['integer', 'string'] : typesOf(s);
  const parts = types.map((t) => {
    if (t !== 'array') return t;
    const items = restItems(s);
    const itemLabel = (node: unknown) => {
      const item = resolveSchema(doc, node);
      return item.name && typesOf(item.schema).includes('object') ? item.name : typeLabel(rc, node, depth + 1);
    };
    // A tuple: `[number, number]`, and what may follow its items (`[string, …integer]`).
    const tuple = tupleItems(s);
    if (tuple) return `[${[...tuple.map(itemLabel), ...(items ? [`…${itemLabel(items)}`] : [])].join(', ')}]`;
    if (!items) return 'array';
    const inner = itemLabel(items);
    return inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
  });
  // A `$ref` that leads nowhere (reported at load) still names the type it meant.
  const missing = typeof s.$ref === 'string' ? s.$ref.split('/').at(-1)?.replace(/~1/g, '/').replace(/~0/g, '~') : '';
  if (parts.length === 0 && nullableAlone(s)) return 'null';
  let label = parts.length > 0 ? parts.join(' | ') : missing || 'any';
  if (isNullable(doc, s) && !label.endsWith('| null')) label += ' | null';
  return label;
}

export function refName(name: string | undefined, label: string): Child[] {
  if (!name || label.includes(name)) return [];
  return [' ', h('span', { className: ['dg-api-ref'] }, name)];
}

export function formatOf(doc: OaObject, s: OaObject): string | undefined {
  if (typeof s.format === 'string') return s.format;
  // A string's encoding (`base64`) is what a reader needs to produce it.
  if (typeof s.contentEncoding === 'string') return s.contentEncoding;
  const alt = nullableAlternative(doc, s);
  if (alt !== undefined) {
    const inner = resolveSchema(doc, alt).schema;
    if (typeof inner.format === 'string') return inner.format;
  }
  const items = restItems(s);
  if (items && !tupleItems(s)) {
    const item = resolveSchema(doc, items).schema;
    if (typeof item.format === 'string') return item.format;
  }
  return undefined;
}

/**
 * Enum, const, default, pattern, bounds… of a schema as one line, or undefined. An array of values
 * (`valueItems`) shows its items' enum, pattern and bounds too: each value of the array has them.
 */
export function constraints(rc: SchemaRenderContext, s: OaObject, listed?: unknown[]) {
  const { L } = rc;
  const parts: Child[][] = [];
  const add = (label: string, value: Child[]) =>
    parts.push([h('span', { className: ['dg-api-constraint__label'] }, label), ' ', ...value]);
  const item = valueItems(rc.doc, s);
  const valueRules = (v: OaObject) => {
    if ('const' in v) add(L('const'), [code(v.const)]);
    // `listed`: the enum a list below shows whole, each value with what it means (`enumListedWhole`).
    if (Array.isArray(v.enum) && v.enum.length > 0 && v.enum !== listed) add(L('enum'), enumValues(v.enum, L));
    if (v === s && 'default' in v) add(L('default'), [code(v.default)]);
    if (typeof v.pattern === 'string') add(L('pattern'), [h('code', v.pattern)]);
    const length = range(v.minLength, v.maxLength);
    if (length) add(L('length'), [length]);
    const { min, max } = bounds(v);
    if (min) add(L('min'), [min]);
    if (max) add(L('max'), [max]);
    if (typeof v.multipleOf === 'number') add('×', [String(v.multipleOf)]);
  };
  valueRules(s);
  if (item) valueRules(item);
  const count = range(s.minItems, s.maxItems);
  if (count) add(L('items'), [count, ...(s.uniqueItems ? [`, ${L('unique')}`] : [])]);
  else if (s.uniqueItems) add(L('items'), [L('unique')]);
  if (typeof s.minProperties === 'number' && s.minProperties > 0)
    parts.push([s.minProperties === 1 ? L('minOneProperty') : L('minProperties', { n: s.minProperties })]);
  if (typeof s.maxProperties === 'number') parts.push([L('maxProperties', { n: s.maxProperties })]);
  if (typeof s.contentMediaType === 'string') add(L('mediaType'), [h('code', s.contentMediaType)]);
  if (s.contains !== undefined) {
    const times = range(s.minContains, s.maxContains);
    const member = resolveSchema(rc.doc, s.contains).schema;
    add(L('contains'), [
      'const' in member ? code(member.const) : h('code', typeLabel(rc, s.contains)),
      ...(times ? [` (${times})`] : []),
    ]);
  }
  const names = resolveSchema(rc.doc, s.propertyNames).schema;
  const nameRules: Child[][] = [];
  if (typeof names.pattern === 'string') nameRules.push([L('pattern'), ' ', h('code', names.pattern)]);
  if (Array.isArray(names.enum)) nameRules.push(join(names.enum.map(code), ', '));
  const nameLength = range(names.minLength, names.maxLength);
  if (nameLength) nameRules.push([L('length'), ' ', nameLength]);
  if (nameRules.length > 0)
    add(
      L('keyNames'),
      nameRules.flatMap((r, i) => (i > 0 ? [', ', ...r] : r)),
    );
  if (Array.isArray(s.examples) && s.examples.length > 0 && isScalar(s.examples[0]))
    add(L('example'), [code(s.examples[0])]);
  else if ('example' in s && isScalar(s.example)) add(L('example'), [code(s.example)]);
  if (parts.length === 0) return undefined;
  return h(
    'p',
    { className: ['dg-api-constraints'] },
    parts.flatMap((p, i) => [...(i > 0 ? [' '] : []), h('span', { className: ['dg-api-constraint'] }, p)]),
  );
}

function range(min: unknown, max: unknown): string | undefined {
  if (typeof min === 'number' && typeof max === 'number') return min === max ? `${min}` : `${min}–${max}`;
  if (typeof min === 'number') return `≥ ${min}`;
  if (typeof max === 'number') return `≤ ${max}`;
  return undefined;
}

export function isScalar(v: unknown): boolean {
  return v === null || ['string', 'number', 'boolean'].includes(typeof v);
}

export function code(value: unknown) {
  return h('code', literal(value));
}

/** A value as written in a code span: a string as it is, unless empty or blank (`""`: else unseen). */
export function literal(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : JSON.stringify(value);
}

export function join(nodes: Child[], sep: string): Child[] {
  return nodes.flatMap((n, i) => (i > 0 ? [sep, n] : [n]));
}

export function joinCodes(names: string[], sep: string): Child[] {
  return join(
    names.map((n) => h('span', { className: ['dg-api-ref'] }, n)),
    sep,
  );
}

/**
 * A bound as the document wrote it. Integers past 2^53 lose their last digits in a JavaScript
 * number (Discord's int64 limits showed as 9223372036854776000): they are written out whole, and
 * an upper bound that became a power of two is read as the type limit below it, which is what a
 * document means by 9223372036854775807 (int64) or 18446744073709551615 (uint64).
 */
/**
 * A schema's numeric bounds as shown (`0`, `> 0`): 3.1 gives an exclusive bound as a number, 3.0
 * and Swagger 2.0 as `exclusiveMinimum: true` beside `minimum`.
 */
export function bounds(s: OaObject): { min?: string; max?: string } {
  const out: { min?: string; max?: string } = {};
  if (typeof s.exclusiveMinimum === 'number') out.min = `> ${boundText(s.exclusiveMinimum, false)}`;
  else if (typeof s.minimum === 'number')
    out.min = `${s.exclusiveMinimum === true ? '> ' : ''}${boundText(s.minimum, false)}`;
  if (typeof s.exclusiveMaximum === 'number') out.max = `< ${boundText(s.exclusiveMaximum, false)}`;
  else if (typeof s.maximum === 'number')
    out.max = `${s.exclusiveMaximum === true ? '< ' : ''}${boundText(s.maximum, true)}`;
  return out;
}

export function boundText(value: number, upper: boolean): string {
  if (Number.isSafeInteger(value) || !Number.isInteger(value)) return String(value);
  const n = BigInt(value);
  const isPowerOfTwo = n > 0n && (n & (n - 1n)) === 0n;
  return String(upper && isPowerOfTwo ? n - 1n : n);
}

/** What the summary of a collapsed nested schema says: its number of properties, or what opens. */
export function summaryLabel(rc: SchemaRenderContext, node: unknown): string {
  const { doc, L } = rc;
  let s = resolveSchema(doc, node).schema;
  const alt = nullableAlternative(doc, s);
  if (alt !== undefined) s = resolveSchema(doc, alt).schema;
  const items = restItems(s);
  if (typesOf(s).includes('array') && tupleItems(s)) return L('showItems');
  if (typesOf(s).includes('array') && items && !s.properties) {
    let item = resolveSchema(doc, items).schema;
    const itemAlt = nullableAlternative(doc, item);
    if (itemAlt !== undefined) item = resolveSchema(doc, itemAlt).schema;
    const count = propertyCount(rc, item);
    return count > 0 ? countLabel(L, count) : L('showItems');
  }
  const count = propertyCount(rc, s);
  if (count > 0) return countLabel(L, count);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = shownAlternatives(s, key);
    if (list) return `${L('showOption')} · ${L(key)} (${list.length})`;
  }
  if (s.not && typeof s.not === 'object') return `${L('showOption')} · ${L('not')}`;
  // A map (Adyen's `additionalData`: keys of strings) opens on its "Other keys" line.
  const other = s.additionalProperties ?? s.unevaluatedProperties;
  if (other && typeof other === 'object' && Object.keys(other).length > 0)
    return `${L('showOption')} · ${L('additionalProperties')}`;
  if (s.patternProperties && typeof s.patternProperties === 'object')
    return `${L('showOption')} · ${L('keysMatching')}`;
  return L('showOption');
}

function countLabel(L: Labels, count: number): string {
  return count === 1 ? L('showProperty') : L('showProperties', { count });
}

function propertyCount(rc: SchemaRenderContext, s: OaObject): number {
  const merged = Array.isArray(s.allOf) ? mergeAllOf(rc.doc, s).schema : s;
  return Object.keys(merged.properties ?? {}).length;
}

/** More values than this are listed in part, the others one click away. */
export const LONG = 30;
/** How many of a long list stay in view. */
const SHOWN = 16;

/**
 * The values of an enum as the reader scans them: all of them up to 30; beyond (Asana's
 * `opt_fields`, ~110 field names), the first 16, then a `<details>` holding the others, so one
 * parameter or property does not fill a screen.
 */
export function enumValues(values: readonly unknown[], L: Labels): Child[] {
  if (values.length <= LONG) return join(values.map(code), ', ');
  const rest = values.slice(SHOWN);
  return [
    ...join(values.slice(0, SHOWN).map(code), ', '),
    ', …',
    h('details', { className: ['dg-api-enum-more'] }, [
      h('summary', L('moreValues', { n: rest.length })),
      ...join(rest.map(code), ', '),
    ]),
  ];
}
