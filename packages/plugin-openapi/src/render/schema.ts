import type { ElementContent } from 'hast';
import { h } from '@docgen/markdown/unified';
import { conditionsOf } from '../conditions.js';
import type { Labels } from '../i18n.js';
import { el, hast, markdownBlocks, type Md } from '../mdast.js';
import type { OaObject } from '../model.js';
import {
  allOfRefs,
  descriptionOf,
  isNullable,
  mergeAllOf,
  nullableAlternative,
  withBeside,
  resolveSchema,
  restItems,
  tupleItems,
  typesOf,
} from '../schema-util.js';
import { conditionsBlock, onlyConditions } from './schema-conditions.js';
import { enumLinked, enumList, enumListedWhole, propertyEnumList } from './schema-enum.js';
import { shownAlternatives } from '../vendor-keywords.js';
import { addedNote, badgesBefore, deprecationNote, extensionBadges } from './badges.js';
import { notBlock } from './schema-not.js';
import { constraints, formatOf, joinCodes, propertyName, summaryLabel, typeLabel } from './schema-labels.js';
import {
  discriminatorHead,
  linkedAlternatives,
  linkedOnly,
  mappedSubtypes,
  refEl,
  type SchemaLinks,
  typeWithName,
} from './schema-links.js';

export type { SchemaLinks } from './schema-links.js';

export interface SchemaRenderContext {
  doc: OaObject;
  L: Labels;
  /** Request bodies hide `readOnly` properties, responses hide `writeOnly` ones. */
  mode: 'request' | 'response' | 'neutral';
  /**
   * The page of a schema component (a reference section's schema pages): its name links there,
   * and it is shown inline (collapsed) only the first time on the page and near the top of the
   * tree, else as the link alone, which keeps pages of large documents light.
   */
  link?: SchemaLinks;
}

const MAX_DEPTH = 12;

/** What hastscript takes as children. */
type Child = ElementContent | string;

/**
 * A schema as a tree: every property with its type, required flag, description and rules;
 * nested objects and arrays in `<details>` (collapsed); `oneOf`/`anyOf` as a list of
 * alternatives; `allOf` merged, with the names of its parts.
 */
export function schemaTree(rc: SchemaRenderContext, node: unknown): Md {
  const r = resolveSchema(rc.doc, node);
  const stack = r.ref ? [r.ref] : [];
  if (r.ref) rc.link?.shown.add(r.ref);
  const head: Child[] = typeWithName(rc, node);
  const children: Md[] = [hast(h('p', { className: ['dg-api-schema__root'] }, head))];
  const description = descriptionOf(r.schema);
  if (description) children.push(el('div', { className: ['dg-api-schema__desc'] }, markdownBlocks(description)));
  const rules = constraints(rc, r.schema, enumListedWhole(rc.doc, r.schema));
  if (rules) children.push(hast(rules));
  children.push(...enumList(rc.doc, r.schema, rc.L), ...body(rc, node, stack, 0));
  return el('div', { className: ['dg-api-schema'] }, children);
}

/**
 * What a parameter's or header's schema holds below its type (an object's properties, the
 * alternatives of a `oneOf`, the properties of array items), collapsed; undefined when nothing.
 */
export function nestedSchema(rc: SchemaRenderContext, node: unknown): Md | undefined {
  const r = resolveSchema(rc.doc, node);
  const stack = r.ref ? [r.ref] : [];
  if (!hasBody(rc, node, [])) return undefined;
  // A component the page shows already: its link.
  if (linkedOnly(rc, r, 0) && r.name)
    return hast(h('p', { className: ['dg-api-alt__ref'] }, ['→ ', refEl(r.name, rc.link?.href(r.name))]));
  const inner = body(rc, node, stack, 0);
  if (inner.length === 0) return undefined;
  return el('details', { className: ['dg-api-nested'] }, [
    hast(h('summary', { className: ['dg-api-nested__summary'] }, summaryLabel(rc, node))),
    el('div', { className: ['dg-api-nested__body'] }, inner),
  ]);
}

/** What is below a schema's own line: its properties, alternatives, items. */
function body(rc: SchemaRenderContext, node: unknown, stack: string[], depth: number): Md[] {
  const { doc, L } = rc;
  if (depth > MAX_DEPTH) return [];
  let r = resolveSchema(doc, node);
  const alt = nullableAlternative(doc, r.schema);
  if (alt !== undefined) {
    const inner = resolveSchema(doc, alt);
    if (inner.ref && stack.includes(inner.ref)) return [recursive(L)];
    const x = withBeside(r.schema, inner.schema);
    r = { ...inner, schema: { ...x, description: r.schema.description ?? inner.schema.description } };
    if (inner.ref) stack = [...stack, inner.ref];
  }
  let s = r.schema;
  const conditions = conditionsOf(doc, s);
  const out: Md[] = [];
  if (Array.isArray(s.allOf) && s.allOf.length > 0) {
    const merged = mergeAllOf(doc, s, new Set(stack));
    // Parts that are only conditions (`allOf: [{ if, then }, …]`) are shown as conditions, not merged.
    const parts = merged.parts.filter((_, i) => !onlyConditions(s.allOf[i]));
    if (parts.length > 0)
      out.push(
        hast(
          h('p', { className: ['dg-api-composition', 'dg-api-composition--all'] }, [
            h('span', { className: ['dg-api-composition__label'] }, L('allOf')),
            ' ',
            ...joinCodes(parts, ' + '),
          ]),
        ),
      );
    // A part already entered above is a recursion (mergeAllOf left it out); the others are entered now.
    const refs = allOfRefs(doc, s);
    if (refs.some((ref) => stack.includes(ref))) out.push(recursive(L));
    stack = [...stack, ...refs.filter((ref) => !stack.includes(ref))];
    s = merged.schema;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = shownAlternatives(s, key);
    if (
      !Array.isArray(list) ||
      list.length === 0 ||
      (alt !== undefined && list.length === 2 && nullableAlternative(doc, s) !== undefined)
    )
      continue;
    out.push(alternatives(rc, key, list, s.discriminator as OaObject | undefined, stack, depth));
  }
  // A base schema naming its subtypes (`discriminator.mapping`, they `allOf` it) without a oneOf.
  const subtypes = mappedSubtypes(r.schema, s, stack);
  if (subtypes.length > 0) out.push(alternatives(rc, 'oneOf', subtypes, r.schema.discriminator, stack, depth));
  if (s.not && typeof s.not === 'object' && Object.keys(s.not).length > 0)
    out.push(notBlock(rc, s.not, (n, st, d) => body(rc, n, st, d), stack, depth));
  const props = properties(rc, s, stack, depth);
  if (props) out.push(props);
  if (conditions.length > 0)
    out.push(conditionsBlock(L, doc, conditions, (n, st, d) => body(rc, n, st, d), stack, depth));
  const tuple = typesOf(s).includes('array') ? tupleItems(s) : undefined;
  if (tuple) {
    // Each position of a tuple (`prefixItems`) is shown as a property named by its index.
    const positions = tuple.map((node, i) => property(rc, `[${i}]`, node, false, stack, depth));
    out.push(
      el('div', { className: ['dg-api-items', 'dg-api-items--tuple'] }, [
        hast(h('p', { className: ['dg-api-items__label'] }, L('items'))),
        el('ul', { className: ['dg-api-props'] }, positions),
      ]),
    );
  }
  const items = typesOf(s).includes('array') ? restItems(s) : undefined;
  if (items && (tuple || hasBody(rc, items, stack))) {
    const item = resolveSchema(doc, items);
    if (item.ref && stack.includes(item.ref)) out.push(recursive(L));
    else {
      const itemStack = item.ref ? [...stack, item.ref] : stack;
      const linkOnly = linkedOnly(rc, item, depth);
      out.push(
        el('div', { className: ['dg-api-items'] }, [
          hast(
            h('p', { className: ['dg-api-items__label'] }, [
              tuple ? `[${tuple.length}…]` : L('items'),
              ' ',
              ...typeWithName(rc, items),
            ]),
          ),
          ...(item.schema.description && depth > 0 && !linkOnly
            ? [el('div', { className: ['dg-api-prop__desc'] }, markdownBlocks(item.schema.description as string))]
            : []),
          ...(linkOnly ? [] : body(rc, items, itemStack, depth + 1)),
        ]),
      );
    }
  }
  return out;
}

function properties(rc: SchemaRenderContext, s: OaObject, stack: string[], depth: number): Md | undefined {
  const { doc, L } = rc;
  const required = new Set<string>(Array.isArray(s.required) ? s.required : []);
  const items: Md[] = [];
  for (const [name, prop] of Object.entries((s.properties ?? {}) as OaObject)) {
    const p = flags(doc, prop);
    if ((rc.mode === 'request' && p.readOnly) || (rc.mode === 'response' && p.writeOnly)) continue;
    items.push(property(rc, name, prop, required.has(name), stack, depth));
  }
  for (const [pattern, prop] of Object.entries((s.patternProperties ?? {}) as OaObject))
    items.push(property(rc, pattern, prop, false, stack, depth, 'pattern'));
  const extra = otherProperties(s);
  if (extra && typeof extra === 'object' && Object.keys(extra).length > 0)
    items.push(property(rc, `*`, extra, false, stack, depth, 'additional'));
  // `true` (or `{}`) and `false` say something only beside keys that are named.
  else if ((extra === true || extra === false) && items.length > 0) {
    items.push(
      hast(
        h('li', { className: ['dg-api-prop', 'dg-api-prop--additional'] }, [
          h('div', { className: ['dg-api-prop__head'] }, [
            h('span', { className: ['dg-api-prop__name', 'dg-api-prop__name--other'] }, L('additionalProperties')),
            ' ',
            h('span', { className: ['dg-api-type'] }, L(extra ? 'anyValue' : 'notAllowed')),
          ]),
        ]),
      ),
    );
  }
  if (items.length === 0) return undefined;
  return el('ul', { className: ['dg-api-props'] }, items);
}

function property(
  rc: SchemaRenderContext,
  name: string,
  node: unknown,
  isRequired: boolean,
  stack: string[],
  depth: number,
  kind: 'property' | 'pattern' | 'additional' = 'property',
): Md {
  const { doc, L } = rc;
  const r = resolveSchema(doc, node);
  const s = r.schema;
  const label = typeLabel(rc, node);
  const nameEl = propertyName(rc, name, node, kind);
  const badges: Child[] = [];
  if (isRequired) badges.push(h('span', { className: ['dg-api-badge', 'dg-api-badge--required'] }, L('required')));
  // "X or null" (anyOf/oneOf with null) shows the rules of X; `{ description, allOf: [$ref: X] }`, X's.
  const alt = nullableAlternative(doc, s);
  const own = !r.ref && Array.isArray(s.allOf) && s.allOf.length > 0 ? mergeAllOf(doc, s, new Set(stack)).schema : s;
  if (isNullable(doc, own) && !label.includes('null'))
    badges.push(h('span', { className: ['dg-api-badge', 'dg-api-badge--nullable'] }, L('nullable')));
  if (own.readOnly) badges.push(h('span', { className: ['dg-api-badge'] }, L('readOnly')));
  if (own.writeOnly) badges.push(h('span', { className: ['dg-api-badge'] }, L('writeOnly')));
  if (own.deprecated)
    badges.push(h('span', { className: ['dg-api-badge', 'dg-api-badge--deprecated'] }, L('deprecated')));
  // A 3.1 property may write its badges beside a `$ref`; the schema it names may have its own.
  badges.push(...extensionBadges(L, node, s));
  const shown: OaObject =
    alt !== undefined
      ? {
          ...withBeside(s, resolveSchema(doc, alt).schema),
          ...Object.fromEntries(
            ['description', 'default', 'examples', 'example', 'deprecated', 'readOnly', 'writeOnly']
              .filter((k) => k in s)
              .map((k) => [k, s[k]]),
          ),
        }
      : own;
  const format = formatOf(doc, shown);
  const head = h('div', { className: ['dg-api-prop__head'] }, [
    ...badgesBefore(L, node, s).flatMap((b) => [b, ' ']),
    nameEl,
    ' ',
    ...typeWithName(rc, node),
    ...(format ? [' ', h('span', { className: ['dg-api-format'] }, format)] : []),
    ...badges.flatMap((b) => [' ', b]),
  ]);
  const children: Md[] = [hast(head)];
  const about = shown.description === undefined && !alt ? descriptionOf(s) : (shown.description as string | undefined);
  if (about) children.push(el('div', { className: ['dg-api-prop__desc'] }, markdownBlocks(about)));
  const note = deprecationNote(L, node, s);
  if (note) children.push(note);
  const added = addedNote(L, node, s);
  if (added) children.push(added);
  const rules = constraints(rc, shown, enumLinked(rc, r.name, shown) ? undefined : enumListedWhole(doc, shown));
  if (rules) children.push(hast(rules));
  children.push(...propertyEnumList(rc, r.name, shown));
  const budget = rc.link?.budget;
  if (budget) budget.left--;
  if (r.ref && stack.includes(r.ref)) children.push(recursive(L));
  else if (budget && budget.left <= 0 && hasBody(rc, node, stack)) {
    // Past the budget, an inline choice of schemas with pages of their own still lists them: a link each.
    const linked = r.ref ? undefined : linkedAlternatives(rc, r.schema);
    if (linked) children.push(alternatives(rc, linked.key, linked.list, linked.discriminator, stack, depth + 1));
    else children.push(hast(h('p', { className: ['dg-api-note', 'dg-api-truncated'] }, L('notShown'))));
  } else if (!linkedOnly(rc, r, depth) && hasBody(rc, node, stack)) {
    const inner = body(rc, node, r.ref ? [...stack, r.ref] : stack, depth + 1);
    if (inner.length > 0) {
      children.push(
        el('details', { className: ['dg-api-nested'] }, [
          hast(h('summary', { className: ['dg-api-nested__summary'] }, summaryLabel(rc, node))),
          el('div', { className: ['dg-api-nested__body'] }, inner),
        ]),
      );
    }
  }
  return el('li', { className: ['dg-api-prop'] }, children);
}

function alternatives(
  rc: SchemaRenderContext,
  key: 'oneOf' | 'anyOf',
  list: unknown[],
  discriminator: OaObject | undefined,
  stack: string[],
  depth: number,
): Md {
  const { doc, L } = rc;
  const head: Child[] = [h('span', { className: ['dg-api-composition__label'] }, L(key))];
  head.push(...discriminatorHead(L, discriminator));
  const mapping = new Map<string, string>();
  // A mapping may name a schema instead of giving its `$ref`.
  for (const [value, ref] of Object.entries((discriminator?.mapping ?? {}) as Record<string, string>))
    mapping.set(typeof ref === 'string' && !ref.startsWith('#') ? `#/components/schemas/${ref}` : ref, value);
  const items = list.map((alt, i) => {
    const r = resolveSchema(doc, alt);
    const title = (r.schema.title as string | undefined) ?? r.name ?? L('option', { n: i + 1 });
    const label = typeLabel(rc, alt);
    const discriminatorValue = r.ref ? mapping.get(r.ref) : undefined;
    const href = r.name && r.name !== rc.link?.self ? rc.link?.href(r.name) : undefined;
    // A summary holds no link (it is a button): a linked component's link opens its body.
    const line = (linked: boolean): Child[] => [
      linked && href && r.name === title
        ? h('span', { className: ['dg-api-alt__title'] }, [refEl(title, href)])
        : h('span', { className: ['dg-api-alt__title'] }, title),
      ' ',
      h('span', { className: ['dg-api-type'] }, label),
      ...(r.name && r.name !== title ? [' ', refEl(r.name, linked ? href : undefined)] : []),
      ...(discriminatorValue
        ? [' ', h('code', { className: ['dg-api-alt__value'] }, JSON.stringify(discriminatorValue))]
        : []),
    ];
    const recursion = Boolean(r.ref && stack.includes(r.ref));
    // Past the page's budget of properties, an alternative with a page of its own is its link.
    const spent = rc.link?.budget !== undefined && rc.link.budget.left <= 0;
    // Shown on its own page (and here as its link alone): a line, nothing to open.
    if (!recursion && ((spent && href) || linkedOnly(rc, r, depth)))
      return el('li', { className: ['dg-api-alt'] }, [hast(h('p', { className: ['dg-api-alt__line'] }, line(true)))]);
    const summary = h('summary', { className: ['dg-api-alt__summary'] }, line(false));
    const inner: Md[] = [];
    if (href && r.name) inner.push(hast(h('p', { className: ['dg-api-alt__ref'] }, ['→ ', refEl(r.name, href)])));
    const about = descriptionOf(r.schema);
    if (about) inner.push(el('div', { className: ['dg-api-prop__desc'] }, markdownBlocks(about)));
    const rules = constraints(rc, r.schema);
    if (rules) inner.push(hast(rules));
    if (recursion) inner.push(recursive(L));
    else if (spent) inner.push(hast(h('p', { className: ['dg-api-note', 'dg-api-truncated'] }, L('notShown'))));
    else inner.push(...body(rc, alt, r.ref ? [...stack, r.ref] : stack, depth + 1));
    return el('li', { className: ['dg-api-alt'] }, [
      el('details', { className: ['dg-api-alt__details'] }, [
        hast(summary),
        el('div', { className: ['dg-api-alt__body'] }, inner),
      ]),
    ]);
  });
  return el('div', { className: ['dg-api-composition', `dg-api-composition--${key === 'oneOf' ? 'one' : 'any'}`] }, [
    hast(h('p', { className: ['dg-api-composition__head'] }, head)),
    el('ol', { className: ['dg-api-alts'] }, items),
  ]);
}

/** Whether a schema has something to show below its line (properties, alternatives, item properties). */
function hasBody(rc: SchemaRenderContext, node: unknown, stack: string[], depth = 0): boolean {
  if (depth > 4) return false;
  const { doc } = rc;
  let s = resolveSchema(doc, node).schema;
  const alt = nullableAlternative(doc, s);
  if (alt !== undefined) s = withBeside(s, resolveSchema(doc, alt).schema);
  if (conditionsOf(doc, s).length > 0) return true;
  if (Array.isArray(s.allOf) && s.allOf.length > 0) {
    // A recursion shows its mark; `{ description, allOf: [$ref: Currency] }` of a string has nothing to open.
    if (allOfRefs(doc, s).some((ref) => stack.includes(ref))) return true;
    s = mergeAllOf(doc, s, new Set(stack)).schema;
  }
  if (shownAlternatives(s, 'oneOf') || shownAlternatives(s, 'anyOf')) return true;
  if (s.not && typeof s.not === 'object' && Object.keys(s.not).length > 0) return true;
  if (s.properties && Object.keys(s.properties).length > 0) return true;
  if (s.patternProperties && Object.keys(s.patternProperties).length > 0) return true;
  const other = otherProperties(s);
  if (other && typeof other === 'object' && Object.keys(other as OaObject).length > 0) return true;
  if (tupleItems(s)) return true;
  const items = restItems(s);
  return items ? hasBody(rc, items, stack, depth + 1) : false;
}

/** A property's schema with the flags (`readOnly`, `writeOnly`…) of the parts of an inline `allOf`. */
function flags(doc: OaObject, node: unknown): OaObject {
  const r = resolveSchema(doc, node);
  return !r.ref && Array.isArray(r.schema.allOf) ? mergeAllOf(doc, r.schema).schema : r.schema;
}

function recursive(L: Labels): Md {
  return hast(h('p', { className: ['dg-api-recursive'] }, `↻ ${L('recursive')}`));
}

/** The schema of the properties not named (3.1's `unevaluatedProperties` when `additionalProperties` is not given). */
function otherProperties(s: OaObject): unknown {
  return s.additionalProperties ?? s.unevaluatedProperties;
}
