import { h } from '@docgen/markdown/unified';
import type { Labels } from '../i18n.js';
import { el, hast, markdownBlocks, type Md } from '../mdast.js';
import type { OaObject } from '../model.js';
import { valueItems } from '../schema-util.js';
import { enumDescriptionsKey } from '../extension-checks.js';
import { LONG, literal } from './schema-labels.js';
import type { SchemaRenderContext } from './schema.js';
import { enumElements, enumNames, msEnumValues } from '../vendor-keywords.js';

/**
 * What each value of an enum means, as vendors' documents write it beside `enum`: Redocly's
 * `x-enumDescriptions` (value → text), openapi-generator's `x-enum-descriptions` (a list in the
 * enum's order; `x-enumDescriptions` as a list too), Azure's `x-ms-enum.values`, Square's
 * `x-enum-elements`. For an array of such values, its items'.
 */
export function enumMeanings(doc: OaObject, s: OaObject): [unknown, string][] {
  const own = meanings(s);
  if (own.length > 0) return own;
  const item = valueItems(doc, s);
  return item ? meanings(item) : [];
}

function meanings(s: OaObject): [unknown, string][] {
  const values = Array.isArray(s.enum) ? s.enum : [];
  const key = enumDescriptionsKey(s);
  if (key) {
    const written = s[key];
    if (Array.isArray(written))
      return values.flatMap((v, i) => (typeof written[i] === 'string' && written[i] ? [[v, written[i]]] : []));
    if (written && typeof written === 'object') {
      const map = written as Record<string, unknown>;
      // Keyed by the value as a string (YAML keys are strings: `1:` names the value 1), in the enum's order.
      const listed = values.length > 0 ? values : Object.keys(map);
      return listed.flatMap((v) => {
        const text = map[String(v)];
        return typeof text === 'string' && text ? [[v, text] as [unknown, string]] : [];
      });
    }
  }
  const azure = msEnumValues(s).flatMap((e) =>
    typeof e.description === 'string' && e.description.trim() ? [[e.value, e.description] as [unknown, string]] : [],
  );
  return azure.length > 0 ? azure : enumElements(s).map((e) => [e.value, e.description] as [unknown, string]);
}

/**
 * The values of an enum with what each means (`enumMeanings`) and its name in the vendor's SDKs
 * (`x-enum-varnames`, `x-enumNames`: `2` is `Rejected`), as a list below the schema's rules;
 * none when it has neither.
 */
export function enumList(doc: OaObject, s: OaObject, L: Labels): Md[] {
  const { meant, named, values } = enumParts(doc, s);
  if (meant.size === 0 && named.size === 0) return [];
  const listed = meant.size > 0 && named.size === 0 ? [...meant.keys()] : values;
  return [
    el(
      'ul',
      { className: ['dg-api-enum'] },
      listed.flatMap((value) => {
        const name = named.get(value);
        const text = meant.get(value);
        if (name === undefined && text === undefined) return [];
        return [
          el('li', { className: ['dg-api-enum__item'] }, [
            hast(h('code', { className: ['dg-api-enum__value'] }, literal(value))),
            // Said so: Xero's three renamed currencies, alone under the values, read as values otherwise.
            ...(name ? [hast(h('span', { className: ['dg-api-enum__name'] }, `${name} (${L('sdkName')})`))] : []),
            ...(text ? [el('div', { className: ['dg-api-enum__desc'] }, markdownBlocks(text))] : []),
          ]),
        ];
      }),
    ),
  ];
}

function enumParts(doc: OaObject, s: OaObject) {
  const meant = new Map(enumMeanings(doc, s));
  const own = enumNames(s);
  const item = own.length > 0 ? undefined : valueItems(doc, s);
  const names = own.length > 0 ? own : item ? enumNames(item) : [];
  const values = (Array.isArray(s.enum) ? s.enum : Array.isArray(item?.enum) ? item.enum : []) as unknown[];
  const named = new Map(values.flatMap((v, i) => (names[i] && names[i] !== String(v) ? [[v, names[i]]] : [])));
  return { meant, named, values };
}

/**
 * The enum (the schema's or its array items') that `enumList` lists whole, each value with its
 * meaning or SDK name: the "Possible values" line leaves it out, since it would repeat every value
 * (Square's `ErrorCode`: 153 values twice). Undefined when some value is not in the list.
 */
export function enumListedWhole(doc: OaObject, s: OaObject): unknown[] | undefined {
  const { meant, named, values } = enumParts(doc, s);
  return values.length > 0 && values.every((v) => meant.has(v) || named.has(v)) ? values : undefined;
}

/**
 * Whether a property's enum is a link to its schema's page (`propertyEnumList`) rather than a list.
 */
export function enumLinked(rc: SchemaRenderContext, name: string | undefined, s: OaObject): boolean {
  const href = name && name !== rc.link?.self ? rc.link?.href(name) : undefined;
  return Boolean(href) && (Array.isArray(s.enum) ? s.enum.length : 0) > LONG;
}

/**
 * `enumList` of a property: a long enum (over `LONG` values) of a schema with a page of its own
 * says what each value means on that page alone, and links there from the others, since its list
 * would be repeated on every page that shows it (Square's `ErrorCode`: 153 values, 25 KB of
 * meanings, in every operation's errors).
 */
export function propertyEnumList(rc: SchemaRenderContext, name: string | undefined, s: OaObject): Md[] {
  if (!name || !enumLinked(rc, name, s)) return enumList(rc.doc, s, rc.L);
  const href = rc.link?.href(name);
  if (enumMeanings(rc.doc, s).length === 0 && !enumNames(s).some((n) => n && n !== '')) return [];
  return [
    hast(
      h('p', { className: ['dg-api-enum__see'] }, [
        `${rc.L('enumMeaningsOn')}${rc.L('colon')}`,
        h('a', { href }, h('code', name)),
      ]),
    ),
  ];
}
