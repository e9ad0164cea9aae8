import { h } from '@docgen/markdown/unified';
import type { PhrasingContent } from 'mdast';
import type { Labels } from '../i18n.js';
import { el, hast, markdownBlocks, markdownInline, type Md, table, text } from '../mdast.js';
import { deref, type LoadedApi, type OaObject } from '../model.js';
import { resolveSchema, typesOf, valueItems } from '../schema-util.js';
import { inlineRules } from './blocks.js';
import { parameterValue } from './samples.js';
import { type SchemaLinks, nestedSchema } from './schema.js';
import { badgesBefore, extensionBadges, versionNotes } from './badges.js';
import { enumList, enumListedWhole } from './schema-enum.js';
import { literal, typeLabel } from './schema-labels.js';
import { cookieText, encodePairs, headerText, pathText, queryPairs } from './serialize.js';
import { exampleData, isRemote } from '../external-value.js';

/** The schema of a parameter or header: its own, or that of its `content` (one media type). */
export function parameterSchema(p: OaObject): unknown {
  return p.schema ?? (Object.values((p.content ?? {}) as OaObject)[0] as OaObject | undefined)?.schema;
}

/** The distinct values of an `examples` map (Example Objects, `$ref`s resolved). */
export function exampleValues(doc: OaObject, examples: unknown): unknown[] {
  if (!examples || typeof examples !== 'object' || Array.isArray(examples)) return [];
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (const raw of Object.values(examples as OaObject)) {
    const ex = deref<OaObject>(doc, raw as OaObject).value;
    const data = ex && typeof ex === 'object' ? exampleData(ex) : undefined;
    if (!data) continue;
    const { value } = data;
    const key = JSON.stringify(value) ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/**
 * A parameter's or header's named examples with what they say (`summary`, `description`), as a
 * list below its text, as Redoc and Scalar show them: the value alone would lose why each is
 * there (`in the past hour`, `an invalid id`). None when no example says anything.
 */
export function exampleList(doc: OaObject, examples: unknown, L: Labels): Md[] {
  if (!examples || typeof examples !== 'object' || Array.isArray(examples)) return [];
  const seen = new Set<string>();
  const items = Object.values(examples as OaObject).flatMap((raw) => {
    const ex = deref<OaObject>(doc, raw as OaObject).value;
    if (!ex || typeof ex !== 'object') return [];
    const words = [ex.summary, ex.description].filter((t): t is string => typeof t === 'string' && t.trim() !== '');
    // An example given by URL is its link (the site never fetches it).
    if (typeof ex.externalValue === 'string' && isRemote(ex.externalValue)) words.push(`<${ex.externalValue}>`);
    const data = exampleData(ex);
    const value = data?.value;
    const key = data ? (JSON.stringify(value) ?? '') : undefined;
    // A value shown already, and saying nothing more, is not shown twice (as inline).
    if (words.length === 0 && (key === undefined || seen.has(key))) return [];
    if (key !== undefined) seen.add(key);
    return [{ words, value: key === undefined ? [] : [literal(value)] }];
  });
  if (!items.some((i) => i.words.length > 0)) return [];
  return [
    el('div', { className: ['dg-api-param-examples__label'] }, [text(`${L('examples')}${L('colon').trimEnd()}`)]),
    el(
      'ul',
      { className: ['dg-api-enum', 'dg-api-param-examples'] },
      items.map(({ words, value }) =>
        el('li', { className: ['dg-api-enum__item'] }, [
          ...value.map((v) => hast(h('code', { className: ['dg-api-enum__value'] }, v))),
          ...(words.length > 0
            ? [el('div', { className: ['dg-api-enum__desc'] }, markdownBlocks(words.join('\n\n')))]
            : []),
        ]),
      ),
    ),
  ];
}

/** What an array or object parameter looks like on the wire (`ids=a,b`, `created[gt]=1`), from a short value. */
function sentAs(api: LoadedApi, p: OaObject): string | undefined {
  if (p.content && !p.schema) return undefined;
  const types = typesOf(resolveSchema(api.doc, p.schema).schema);
  let value = parameterValue(api, p);
  // Two values show how they are joined (one would not): the example's, else the first two allowed.
  if (Array.isArray(value)) {
    const allowed = valueItems(api.doc, resolveSchema(api.doc, p.schema).schema)?.enum;
    value = value.length >= 2 ? value.slice(0, 2) : Array.isArray(allowed) ? allowed.slice(0, 2) : value;
    if (!Array.isArray(value) || value.length < 2) return undefined;
  } else if (value && typeof value === 'object') value = Object.fromEntries(Object.entries(value).slice(0, 3));
  else return undefined;
  if (!types.includes('array') && !types.includes('object') && types.length > 0) return undefined;
  const name = String(p.name);
  if (p.in === 'path') return pathText(p, value);
  if (p.in === 'header') return `${name}: ${headerText(p, value)}`;
  if (p.in === 'cookie') return cookieText(p, value);
  return decodeURIComponent(encodePairs(queryPairs(p, name, value)));
}

interface TableContext {
  L: Labels;
  link?: SchemaLinks;
}

/** The description cell of a parameter or header: its text, rules, examples, wire form and nested schema. */
function descriptionCell(api: LoadedApi, p: OaObject, { L, link }: TableContext, wire?: string): PhrasingContent[] {
  const schema = parameterSchema(p);
  const s = resolveSchema(api.doc, schema).schema;
  // Examples that say what they are go in a list below (`exampleList`); their values not inline too.
  const described = 'example' in p ? [] : exampleList(api.doc, p.examples, L);
  const nested = schema
    ? nestedSchema({ doc: api.doc, L, mode: 'request', ...(link ? { link } : {}) }, schema)
    : undefined;
  // A parameter described by its schema alone (Spotify's `market`: `schema.description`), as
  // Redoc and Swagger UI show it; a nested schema's tree shows its own.
  const own = typeof p.description === 'string' ? p.description : undefined;
  const description = own ?? (!nested && typeof s.description === 'string' ? s.description : undefined);
  // An enum the list below shows whole, each value with its meaning, is not in the rules' line too.
  const whole = enumListedWhole(api.doc, s);
  const bare = <T extends OaObject | undefined>(o: T): T =>
    whole && o?.enum === whole ? { ...o, enum: undefined } : o;
  const cell: PhrasingContent[] = [
    ...markdownInline(description),
    ...inlineRules(
      L,
      bare(s),
      description === undefined ? p : { ...p, description },
      bare(valueItems(api.doc, s)),
      exampleValues(api.doc, p.examples),
      described.length === 0,
    ),
  ];
  if (wire)
    cell.push(text(`${cell.length > 0 ? ' ' : ''}${L('sentAs')}${L('colon')}`), { type: 'inlineCode', value: wire });
  // A query parameter that may be sent without a value (`?flag=`, `allowEmptyValue`).
  if (p.allowEmptyValue === true && p.in === 'query')
    cell.push(text(`${cell.length > 0 ? ' ' : ''}${L('allowEmpty')}`));
  cell.push(...(versionNotes(L, p) as unknown as PhrasingContent[]));
  // What each value means (`x-enumDescriptions`), a list below the text as in a schema's tree.
  cell.push(...(enumList(api.doc, s, L) as unknown as PhrasingContent[]));
  cell.push(...(described as unknown as PhrasingContent[]));
  if (nested) cell.push(nested as unknown as PhrasingContent);
  return cell;
}

/**
 * A name that may wrap where it reads as parts (`X-Request-Idempotency-Key`, `filter[created_at][gte]`,
 * `page.size`, `pageToken`): a `<wbr>` after `-`, `_`, `.` and `/`, before `[` and before a capital
 * that follows a small letter. Names never wrap elsewhere (the table's first column keeps code
 * whole), so a long one made the column as wide as itself and squeezed the descriptions.
 */
export function breakableName(name: string): PhrasingContent {
  const parts = name.split(/(?<=[-_./])(?=.)|(?<=.)(?=\[)|(?<=[a-z])(?=[A-Z])/);
  const hChildren = parts.flatMap((part, i) => [
    ...(i > 0 ? [{ type: 'element' as const, tagName: 'wbr', properties: {}, children: [] }] : []),
    { type: 'text' as const, value: part },
  ]);
  return {
    type: 'inlineCode',
    value: name,
    data: { hProperties: { className: ['dg-api-name'] }, hChildren } as never,
  };
}

function nameCell(p: OaObject, name: string, L: Labels): PhrasingContent[] {
  return [
    ...badgesBefore(L, p).flatMap((b) => [hast(b) as unknown as PhrasingContent, text(' ')]),
    breakableName(name),
    ...(p.deprecated
      ? [
          text(' '),
          hast(
            h('span', { className: ['dg-api-badge', 'dg-api-badge--deprecated'] }, L('deprecated')),
          ) as unknown as PhrasingContent,
        ]
      : []),
    ...extensionBadges(L, p).flatMap((b) => [text(' '), hast(b) as unknown as PhrasingContent]),
  ];
}

function typeCell(api: LoadedApi, p: OaObject, fallback: string): PhrasingContent[] {
  const schema = parameterSchema(p);
  const s = resolveSchema(api.doc, schema).schema;
  const format = typeof s.format === 'string' ? ` (${s.format})` : '';
  return [text(`${schema ? typeLabel({ doc: api.doc }, schema) : fallback}${format}`)];
}

/** Name, location, type, required, description: one row per parameter. */
export function parametersTable(api: LoadedApi, params: OaObject[], ctx: TableContext): Md {
  const { L } = ctx;
  return table(
    [L('name'), L('in'), L('type'), L('required'), L('description')],
    params.map((p) => [
      nameCell(p, String(p.name), L),
      [text(String(p.in))],
      typeCell(api, p, 'any'),
      [text(p.required ? L('yes') : L('no'))],
      descriptionCell(api, p, ctx, sentAs(api, p)),
    ]),
    'dg-api-params',
  );
}

/** Name, type, required, description: one row per response header. */
export function headersTable(api: LoadedApi, headers: [string, unknown][], ctx: TableContext): Md {
  const { L } = ctx;
  return table(
    [L('name'), L('type'), L('required'), L('description')],
    headers.map(([name, raw]) => {
      const hd = deref<OaObject>(api.doc, raw as OaObject).value ?? {};
      return [
        nameCell(hd, name, L),
        typeCell(api, hd, 'string'),
        [text(hd.required ? L('yes') : L('no'))],
        descriptionCell(api, hd, ctx),
      ];
    }),
    'dg-api-params',
  );
}
