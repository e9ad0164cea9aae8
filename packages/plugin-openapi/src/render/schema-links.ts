import type { ElementContent } from 'hast';
import { h } from '@docgen/markdown/unified';
import type { Labels } from '../i18n.js';
import type { OaObject } from '../model.js';
import { resolveSchema, restItems } from '../schema-util.js';
import { refName, typeLabel } from './schema-labels.js';
import type { SchemaRenderContext } from './schema.js';

type Child = ElementContent | string;

/** Links from schema trees to the pages of schema components (a reference section's). */
export interface SchemaLinks {
  href(name: string): string | undefined;
  /** Components already shown inline on this page (`$ref`s). */
  shown: Set<string>;
  /** The schema the page is about (its name does not link to itself). */
  self?: string;
  /**
   * Properties the page may still show: past it, nested properties are left out with a note (a
   * document whose schemas are inline, without components to link to, makes pages of megabytes).
   */
  budget?: { left: number };
  /**
   * The page of an operation of the section, named by its id or by its object (what a local
   * `operationRef` points to): where a response's link leads.
   */
  operationHref?(target: { id?: string; operation?: unknown }): string | undefined;
}

/**
 * A schema's `oneOf` or `anyOf` whose alternatives all have pages to link to (Adyen's payment
 * `action`: nine action types), which a page past its budget still lists by their links.
 */
export function linkedAlternatives(
  rc: SchemaRenderContext,
  s: OaObject,
): { key: 'oneOf' | 'anyOf'; list: unknown[]; discriminator?: OaObject } | undefined {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = s[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    const linked = list.every((alt) => {
      const name = resolveSchema(rc.doc, alt).name;
      return name !== undefined && name !== rc.link?.self && rc.link?.href(name) !== undefined;
    });
    const discriminator = s.discriminator as OaObject | undefined;
    return linked ? { key, list, ...(discriminator ? { discriminator } : {}) } : undefined;
  }
  return undefined;
}

/** From this depth a linked component is its link alone. */
const LINKED_DEPTH = 2;

/**
 * A linked component shown by its link alone: deep in the tree, or already shown on the page.
 * Otherwise it is shown now (and recorded as shown).
 */
export function linkedOnly(rc: SchemaRenderContext, r: { name?: string; ref?: string }, depth: number): boolean {
  const link = rc.link;
  if (!link || !r.ref || !r.name || r.name === link.self || !link.href(r.name)) return false;
  if (depth >= LINKED_DEPTH || link.shown.has(r.ref)) return true;
  link.shown.add(r.ref);
  return false;
}

/**
 * The type of a schema with its component name, which links to the component's page when it has
 * one, and its `title` (of its items for an array without one), as Redoc and Swagger UI show it:
 * `object Order (A customer's order)`; a title that only repeats the name is left out.
 */
export function typeWithName(rc: SchemaRenderContext, node: unknown): Child[] {
  const label = typeLabel(rc, node);
  const r = resolveSchema(rc.doc, node);
  const items = restItems(r.schema);
  const item = items ? resolveSchema(rc.doc, items) : undefined;
  const name = r.name ?? item?.name;
  const titled = titleOf(r.schema.title ?? item?.schema.title, name);
  const href = name && name !== rc.link?.self ? rc.link?.href(name) : undefined;
  const at = name && href ? label.indexOf(name) : -1;
  if (name && href && at >= 0)
    return [
      h('span', { className: ['dg-api-type'] }, [label.slice(0, at), refEl(name, href), label.slice(at + name.length)]),
      ...titled,
    ];
  const type = h('span', { className: ['dg-api-type'] }, label);
  // `string[]` of a named value (`items: $ref: CountryCode`) keeps the name the label leaves out.
  if (name && href) return [type, ' ', refEl(name, href), ...titled];
  return [type, ...refName(name, label), ...titled];
}

/** A schema's title as shown beside its type: on one line, unless it is its name in other words. */
function titleOf(title: unknown, name: string | undefined): Child[] {
  if (typeof title !== 'string') return [];
  const text = title.replace(/\s+/g, ' ').trim();
  const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (!text || (name !== undefined && bare(text) === bare(name))) return [];
  return [' ', h('span', { className: ['dg-api-title'] }, `(${text})`)];
}

export function refEl(name: string, href: string | undefined) {
  return href
    ? h('a', { className: ['dg-api-ref', 'dg-api-ref--link'], href }, name)
    : h('span', { className: ['dg-api-ref'] }, name);
}

/** The subtypes a base schema names in `discriminator.mapping` (they `allOf` it) when it has no `oneOf` of them. */
export function mappedSubtypes(own: OaObject, merged: OaObject, stack: string[]): { $ref: string }[] {
  const mapping = (own.discriminator as OaObject | undefined)?.mapping;
  if (!mapping || typeof mapping !== 'object' || merged.oneOf || merged.anyOf) return [];
  const refs = Object.values(mapping as Record<string, unknown>).flatMap((v) =>
    typeof v === 'string' ? [v.startsWith('#') ? v : `#/components/schemas/${v}`] : [],
  );
  return [...new Set(refs)].filter((ref) => !stack.includes(ref)).map(($ref) => ({ $ref }));
}

/** "Chosen by `kind`" after an alternatives' label, with OpenAPI 3.2's `defaultMapping`: the schema of a value no mapping names. */
export function discriminatorHead(L: Labels, discriminator: OaObject | undefined): Child[] {
  if (!discriminator || typeof discriminator.propertyName !== 'string') return [];
  const fallback = discriminator.defaultMapping;
  return [
    ' ',
    h('span', { className: ['dg-api-composition__discriminator'] }, [
      `${L('discriminator')} `,
      h('code', discriminator.propertyName),
      ...(typeof fallback === 'string'
        ? [` (${L('default').toLowerCase()}${L('colon')}`, h('code', fallback.replace(/^.*\//, '')), ')']
        : []),
    ]),
  ];
}
