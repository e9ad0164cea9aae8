/**
 * The field tables of the Lintas pages, read and checked against lintas.yaml: every markdown table
 * whose first column names fields, parameters or headers and which has a type column. Each row
 * gives one or more names in backticks (`origin.area_id`, `items[].weight`), a type, and, in a
 * request table, whether the field is required. The checker resolves the names in the schema of
 * the operation the page documents and compares:
 * - the type: a set of JSON types (`string`, `integer`, `number`, `boolean`, `object`, `array`,
 *   `null`), with an optional format in parentheses (`string (date-time)`);
 * - the required column, relative to the field's parent object: "yes" when every variant of the
 *   parent (its `oneOf`/`anyOf` branches) requires the field, "no" when none does, and a
 *   condition ("If `scheduled`", "Without `location_id`") when some do and others do not;
 * - completeness: a required field of an object the tables describe (an object with at least
 *   one documented child) has its own row.
 *
 * Which schema: the operations of the page (its `::openapi{operation=…}` directives, or, for a
 * page without one, those of the pages of its folder). A table with a location column documents
 * parameters (path, query, header) and body fields; a header table documents request headers; a
 * table with a required column documents a request body (or query parameters); a table without
 * one documents an object the API returns: any object reachable from a response of those
 * operations or from a webhook payload, its fields named from that object (`code`) or from the
 * response (`couriers[].code`). A table is checked against the first of those places in which
 * every one of its names resolves.
 */
import { operationById, operations, spec, webhooks } from './openapi.js';
import type { Page } from './pages.js';

type Obj = Record<string, any>;
type Req = 'yes' | 'no' | 'conditional';
type Kind = 'params' | 'headers' | 'request' | 'object';

/** The column headers of field tables, per locale (the glossary's fixed words). */
export const TABLE_WORDS: Record<
  string,
  { name: string[]; type: string; required: string; in: string; description: string }
> = {
  fr: {
    name: ['Champ', 'Paramètre', 'En-tête'],
    type: 'Type',
    required: 'Obligatoire',
    in: 'Emplacement',
    description: 'Description',
  },
  en: {
    name: ['Field', 'Parameter', 'Header'],
    type: 'Type',
    required: 'Required',
    in: 'In',
    description: 'Description',
  },
  id: {
    name: ['Field', 'Parameter', 'Header'],
    type: 'Tipe',
    required: 'Wajib',
    in: 'Lokasi',
    description: 'Keterangan',
  },
};
/** The words a required column says yes and no with, per locale; anything else is a condition. */
const YES: Record<string, string> = { fr: 'Oui', en: 'Yes', id: 'Ya' };
const NO: Record<string, string> = { fr: 'Non', en: 'No', id: 'Tidak' };
/** Parameter locations, per locale. */
const LOCATIONS: Record<string, Record<string, 'path' | 'query' | 'header' | 'body'>> = {
  fr: { chemin: 'path', requête: 'query', 'en-tête': 'header', corps: 'body' },
  en: { path: 'path', query: 'query', header: 'header', body: 'body' },
  id: { path: 'path', query: 'query', header: 'header', body: 'body' },
};
const TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];
/** Every header word a table with a type column may use, whatever the locale (to catch drift). */
const ANY_NAME_HEADER =
  /^(Champ|Champs|Nom|Paramètre|En-tête|Field|Name|Parameter|Header|Nama|Kolom|Parameter|Header)$/i;

export interface FieldRow {
  line: number;
  names: string[];
  types: Set<string>;
  format?: string;
  required?: { cell: string; value: Req };
  location?: 'path' | 'query' | 'header' | 'body';
  problems: string[];
}

export interface FieldTable {
  file: string;
  line: number;
  heading: string;
  header: string[];
  kind: Kind;
  rows: FieldRow[];
  problems: string[];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** The field tables of a page (outside code fences). */
export function fieldTables(file: string, locale: string, text: string): FieldTable[] {
  const words = TABLE_WORDS[locale]!;
  const lines = text.split('\n');
  const out: FieldTable[] = [];
  let inFence = false;
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (/^#{2,6} /.test(line)) heading = line;
    if (!/^\s*\|/.test(line) || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '') || !/-/.test(lines[i + 1]!)) continue;
    const header = cells(line);
    const typeCol = header.findIndex((h) => /^(Type|Tipe)$/i.test(h));
    if (typeCol < 0 || !ANY_NAME_HEADER.test(header[0]!)) continue;
    const problems: string[] = [];
    const where = `${file}:${i + 1}`;
    if (!words.name.includes(header[0]!))
      problems.push(`${where}: first column "${header[0]}": write ${words.name.map((w) => `"${w}"`).join(', ')}`);
    if (header[typeCol] !== words.type) problems.push(`${where}: column "${header[typeCol]}": write "${words.type}"`);
    const reqCol = header.findIndex((h) => /^(Obligatoire|Requis|Required|Wajib)$/i.test(h));
    if (reqCol >= 0 && header[reqCol] !== words.required)
      problems.push(`${where}: column "${header[reqCol]}": write "${words.required}"`);
    const inCol = header.findIndex((h) => /^(Emplacement|In|Lokasi|Location)$/i.test(h));
    if (inCol >= 0 && header[inCol] !== words.in)
      problems.push(`${where}: column "${header[inCol]}": write "${words.in}"`);
    const last = header.at(-1)!;
    if (/^(Description|Keterangan|Deskripsi)$/i.test(last) && last !== words.description)
      problems.push(`${where}: column "${last}": write "${words.description}"`);
    const kind: Kind =
      inCol >= 0 ? 'params' : /^(En-tête|Header)$/i.test(header[0]!) ? 'headers' : reqCol >= 0 ? 'request' : 'object';
    const rows: FieldRow[] = [];
    let j = i + 2;
    for (; j < lines.length && /^\s*\|/.test(lines[j]!); j++) {
      const c = cells(lines[j]!);
      const row: FieldRow = { line: j + 1, names: [], types: new Set(), problems: [] };
      const at = `${file}:${j + 1}`;
      row.names = [...c[0]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      const rest = c[0]!.replace(/`[^`]+`/g, '').replace(/,|\bou\b|\bor\b|\batau\b|\bet\b|\band\b|\bdan\b/g, '');
      if (row.names.length === 0 || rest.trim() !== '')
        row.problems.push(`${at}: the first cell names fields in backticks only, separated by commas ("${c[0]}")`);
      const typeCell = (c[typeCol] ?? '').replace(/`/g, '');
      const format = /\(([\w-]+)\)/.exec(typeCell)?.[1];
      if (format) row.format = format;
      for (const word of typeCell
        .replace(/\([^)]*\)/g, ' ')
        .split(/\s*(?:,|\bou\b|\bor\b|\batau\b)\s*|\s+/)
        .filter(Boolean)) {
        if (TYPES.includes(word)) row.types.add(word);
        else row.problems.push(`${at}: type "${c[typeCol]}": use the JSON types ${TYPES.join(', ')} ("${word}")`);
      }
      if (reqCol >= 0) {
        const cell = (c[reqCol] ?? '').trim();
        const value: Req =
          cell === YES[locale] ? 'yes' : new RegExp(`^${NO[locale]}\\b`).test(cell) ? 'no' : 'conditional';
        if (
          value === 'conditional' &&
          new RegExp(`^(${Object.values(YES).join('|')}|${Object.values(NO).join('|')})$`, 'i').test(cell)
        )
          row.problems.push(`${at}: required "${cell}": write "${YES[locale]}" or "${NO[locale]}"`);
        row.required = { cell, value };
      }
      if (inCol >= 0) {
        const loc = LOCATIONS[locale]![(c[inCol] ?? '').replace(/`/g, '').trim().toLowerCase()];
        if (!loc)
          row.problems.push(
            `${at}: location "${c[inCol]}": write one of ${Object.keys(LOCATIONS[locale]!).join(', ')}`,
          );
        else row.location = loc;
      }
      rows.push(row);
    }
    out.push({ file, line: i + 1, heading, header, kind, rows, problems });
    i = j - 1;
  }
  return out;
}

// ---- the schema side

const fromRef = (ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
const at = (segments: readonly string[]): any => segments.reduce<any>((node, s) => node?.[s], spec);

function deref(node: any): any {
  for (let n = 0; node && typeof node === 'object' && typeof node.$ref === 'string' && n < 20; n++)
    node = at(fromRef(node.$ref));
  return node;
}

/** A schema seen as object variants: each `oneOf`/`anyOf` branch (allOf merged), null branches left out. */
interface Variant {
  name: string;
  properties: Record<string, any>;
  required: Set<string>;
}

function refName(node: any): string | undefined {
  return typeof node?.$ref === 'string' ? node.$ref.split('/').at(-1) : undefined;
}

function variants(node: any, name = refName(node) ?? 'schema'): Variant[] {
  const s = deref(node);
  if (!s || typeof s !== 'object') return [];
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) {
    const own = ownVariant(s, name);
    return (alternatives as any[]).flatMap((b, i) =>
      variants(b, refName(b) ?? deref(b)?.title ?? `${name}#${i}`).map((v) => merge(own, v, v.name)),
    );
  }
  const types = typesOf(s);
  if (types.size > 0 && !types.has('object')) return [];
  return [ownVariant(s, name)];
}

function ownVariant(s: any, name: string): Variant {
  let v: Variant = { name, properties: { ...(s.properties ?? {}) }, required: new Set(s.required ?? []) };
  for (const part of s.allOf ?? []) {
    const parts = variants(part);
    // An allOf member with alternatives (a oneOf inside) contributes the fields of all of them.
    for (const p of parts.length > 1 ? [unionOf(parts)] : parts) v = merge(v, p);
  }
  return v;
}

function unionOf(parts: Variant[]): Variant {
  const required = new Set([...parts[0]!.required].filter((r) => parts.every((p) => p.required.has(r))));
  return {
    name: parts.map((p) => p.name).join('|'),
    properties: Object.assign({}, ...parts.map((p) => p.properties)),
    required,
  };
}

function merge(a: Variant, b: Variant, name = a.name): Variant {
  const properties = { ...a.properties };
  for (const [k, v] of Object.entries(b.properties))
    properties[k] = k in properties ? { allOf: [properties[k], v] } : v;
  return { name, properties, required: new Set([...a.required, ...b.required]) };
}

/** The JSON types a schema allows. */
export function typesOf(node: any, seen = new Set<any>()): Set<string> {
  const s = deref(node);
  const out = new Set<string>();
  if (!s || typeof s !== 'object' || seen.has(s)) return out;
  seen.add(s);
  if (s.type) for (const t of ([] as string[]).concat(s.type)) out.add(t);
  else if ('const' in s) out.add(jsonType(s.const));
  else if (Array.isArray(s.enum)) for (const e of s.enum) out.add(jsonType(e));
  for (const k of ['oneOf', 'anyOf'] as const) for (const b of s[k] ?? []) for (const t of typesOf(b, seen)) out.add(t);
  if (out.size === 0 && s.allOf) for (const b of s.allOf) for (const t of typesOf(b, seen)) out.add(t);
  if (out.size === 0 && s.properties) out.add('object');
  if (out.size === 0 && s.items) out.add('array');
  return out;
}

function formatOf(node: any, seen = new Set<any>()): string | undefined {
  const s = deref(node);
  if (!s || typeof s !== 'object' || seen.has(s)) return undefined;
  seen.add(s);
  if (typeof s.format === 'string') return s.format;
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const)
    for (const b of s[k] ?? []) {
      const f = formatOf(b, seen);
      if (f) return f;
    }
  return undefined;
}

const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/** The item schemas of an array schema (through refs and alternatives). */
function itemsOf(node: any): any[] {
  const s = deref(node);
  if (!s || typeof s !== 'object') return [];
  if (s.items) return [s.items];
  return [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].flatMap(itemsOf);
}

interface Resolved {
  /** The schemas of the field in the variants of its parent that have it. */
  schemas: any[];
  required: Req;
  /** For messages: the parent's variants that require the field, and those that do not. */
  requiring: string[];
  notRequiring: string[];
}

/** Resolves `a.b[].c` from a schema; a message when a segment is not there. */
export function resolvePath(root: any, name: string): Resolved | string {
  const segments = name.replace(/\[\]$/, '').split('.');
  let current: any[] = [root];
  let result: Resolved | undefined;
  for (let k = 0; k < segments.length; k++) {
    const m = /^([^[\]]+)((?:\[\])*)$/.exec(segments[k]!);
    if (!m) return `"${segments[k]}" is not a field name`;
    const [, prop, arrays] = m;
    const vs = current.flatMap((c) => variants(c));
    const having = vs.filter((v) => prop! in v.properties);
    if (having.length === 0) return `${segments.slice(0, k + 1).join('.')} is not a field of lintas.yaml here`;
    const requiring = vs.filter((v) => v.required.has(prop!));
    result = {
      schemas: having.map((v) => v.properties[prop!]),
      required: requiring.length === vs.length ? 'yes' : requiring.length === 0 ? 'no' : 'conditional',
      requiring: requiring.map((v) => v.name),
      notRequiring: vs.filter((v) => !v.required.has(prop!)).map((v) => v.name),
    };
    current = result.schemas;
    for (let n = 0; n < (arrays?.length ?? 0) / 2; n++) {
      current = current.flatMap(itemsOf);
      if (current.length === 0) return `${segments.slice(0, k + 1).join('.')} is not an array`;
    }
  }
  return result!;
}

/** Every object schema reachable from a root, with the path that leads to it (`couriers[].services[]`). */
function objectsUnder(root: any, prefix = '', depth = 0, out: { prefix: string; schema: any }[] = []) {
  if (depth > 6) return out;
  const vs = variants(root);
  if (vs.length > 0) out.push({ prefix, schema: root });
  for (const v of vs)
    for (const [k, sub] of Object.entries(v.properties)) {
      const path = prefix ? `${prefix}.${k}` : k;
      const types = typesOf(sub);
      if (types.has('object')) objectsUnder(sub, path, depth + 1, out);
      if (types.has('array')) for (const item of itemsOf(sub)) objectsUnder(item, `${path}[]`, depth + 1, out);
    }
  return out;
}

// ---- the pages' operations

export interface Place {
  /** For messages: `createOrder request body`, `retrieveOrder response 200 (OrderList)`. */
  label: string;
  schema?: any;
  operation?: string;
}

const DIRECTIVE = /^::openapi\{operation=([A-Za-z]+)[^}]*\}/gm;

/** The operations a page documents: its directives, or those of the pages of its folder. */
export function operationsOf(page: Page, folder: Page[]): string[] {
  const own = [...page.text.matchAll(DIRECTIVE)].map((m) => m[1]!);
  if (own.length > 0) return own;
  const dir = page.id.includes('/') ? page.id.replace(/\/[^/]+$/, '') : '';
  const siblings = folder
    .filter((p) => dir !== '' && p.id.startsWith(`${dir}/`))
    .flatMap((p) => [...p.text.matchAll(DIRECTIVE)].map((m) => m[1]!));
  return siblings.length > 0 ? [...new Set(siblings)] : operations.map((o) => o.id);
}

function rawOperation(id: string): Obj {
  const op = operationById.get(id)!;
  return spec.paths[op.template][op.method.toLowerCase()];
}

function responseSchemas(id: string): Place[] {
  const raw = rawOperation(id);
  return Object.entries<Obj>(raw.responses ?? {}).flatMap(([status, r]) => {
    const schema = deref(r)?.content?.['application/json']?.schema;
    return schema ? [{ label: `${id} response ${status}`, schema, operation: id }] : [];
  });
}

function requestSchema(id: string): Place | undefined {
  const body = deref(rawOperation(id).requestBody)?.content?.['application/json']?.schema;
  return body ? { label: `${id} request body`, schema: body, operation: id } : undefined;
}

function parameters(id: string): { name: string; in: string; required: boolean; schema: any }[] {
  const op = operationById.get(id)!;
  const item = spec.paths[op.template];
  return [...(item.parameters ?? []), ...(rawOperation(id).parameters ?? [])].map((p: any) => {
    const d = deref(p);
    return { name: d.name, in: d.in, required: Boolean(d.required), schema: d.schema };
  });
}

// ---- checking

interface Check {
  problems: string[];
  /** Names resolved, for the completeness check: `label` → set of names. */
  documented: { place: Place; names: Set<string> };
}

function compare(at: string, name: string, row: FieldRow, schemas: any[], required?: Resolved | { required: Req }) {
  const problems: string[] = [];
  const want = new Set<string>();
  for (const s of schemas) for (const t of typesOf(s)) want.add(t);
  // An integer is a number too, but the table says which.
  const same = want.size === row.types.size && [...want].every((t) => row.types.has(t));
  if (!same)
    problems.push(
      `${at}: \`${name}\` has type "${[...row.types].join(' | ')}" in the table, ${[...want].join(' | ') || 'none'} in lintas.yaml`,
    );
  if (row.format) {
    const f = schemas.map((s) => formatOf(s)).find(Boolean);
    if (f !== row.format)
      problems.push(`${at}: \`${name}\` has format (${row.format}) in the table, ${f ?? 'none'} in lintas.yaml`);
  }
  if (row.required && required && row.required.value !== required.required) {
    const detail =
      'requiring' in required && required.required === 'conditional'
        ? ` (required in ${required.requiring.join(', ')}; not in ${required.notRequiring.join(', ')})`
        : '';
    problems.push(
      `${at}: \`${name}\` is "${row.required.cell}" in the required column (${row.required.value}), ${required.required} in lintas.yaml${detail}`,
    );
  }
  return problems;
}

function checkAgainst(
  table: FieldTable,
  place: Place,
  resolveName: (row: FieldRow, name: string) => string[] | undefined,
): Check {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const row of table.rows) {
    for (const name of row.names) {
      const r = resolveName(row, name);
      if (r === undefined) continue;
      problems.push(...r);
      names.add(name);
    }
  }
  return { problems, documented: { place, names } };
}

/** Checks the field tables of one page; `folder` is every page of its locale (for overview pages). */
export function checkFieldTables(page: Page, folder: Page[]): { problems: string[]; tables: number; rows: number } {
  const tables = fieldTables(page.file, page.locale, page.text);
  const ops = operationsOf(page, folder);
  const problems: string[] = [];
  const documented = new Map<string, { place: Place; names: Set<string>; line: string }>();
  let rows = 0;
  for (const table of tables) {
    problems.push(...table.problems);
    for (const row of table.rows) problems.push(...row.problems);
    rows += table.rows.length;
    const where = `${page.file}:${table.line}`;
    const attempts: { place: Place; check: Check; unresolved: string[] }[] = [];
    const tryPlace = (
      place: Place,
      resolve: (row: FieldRow, name: string) => Resolved | string | { schemas: any[]; required: Req },
    ) => {
      const unresolved: string[] = [];
      const check = checkAgainst(table, place, (row, name) => {
        const r = resolve(row, name);
        if (typeof r === 'string') {
          unresolved.push(`\`${name}\`: ${r}`);
          return undefined;
        }
        return compare(`${page.file}:${row.line}`, name, row, r.schemas, r);
      });
      attempts.push({ place, check, unresolved });
    };
    for (const id of ops) {
      if (table.kind === 'params' || table.kind === 'headers' || table.kind === 'request') {
        const params = parameters(id);
        const op = operationById.get(id)!;
        const body = requestSchema(id);
        const param = (row: FieldRow, name: string, where: string | undefined) => {
          if (where === 'header' || table.kind === 'headers') {
            if (/^authorization$/i.test(name))
              return { schemas: [{ type: 'string' }], required: (op.secured ? 'yes' : 'no') as Req };
            if (/^content-type$/i.test(name))
              return body
                ? { schemas: [{ type: 'string' }], required: (op.requestBody?.required ? 'yes' : 'no') as Req }
                : `${id} takes no body`;
          }
          const p = params.find((x) => x.name === name && (!where || x.in === where));
          if (!p) return `${name} is not a ${where ?? ''} parameter of ${id}`.replace('  ', ' ');
          return { schemas: [p.schema], required: (p.required ? 'yes' : 'no') as Req };
        };
        if (table.kind === 'params')
          tryPlace(
            { label: `${id} parameters and body`, operation: id, ...(body ? { schema: body.schema } : {}) },
            (row, name) =>
              row.location === 'body'
                ? body
                  ? resolvePath(body.schema, name)
                  : `${id} takes no body`
                : param(row, name, row.location),
          );
        else if (table.kind === 'headers')
          tryPlace({ label: `${id} headers`, operation: id }, (row, name) => param(row, name, 'header'));
        else {
          if (body) tryPlace(body, (_row, name) => resolvePath(body.schema, name));
          tryPlace({ label: `${id} query parameters`, operation: id }, (row, name) => param(row, name, 'query'));
        }
      } else {
        for (const place of responseSchemas(id))
          for (const obj of objectsUnder(place.schema))
            tryPlace(
              { label: `${place.label}${obj.prefix ? ` at ${obj.prefix}` : ''}`, schema: obj.schema, operation: id },
              (_row, name) => resolvePath(obj.schema, name),
            );
      }
    }
    if (table.kind === 'object')
      for (const hook of webhooks) {
        const schema = { $ref: `#/${hook.schema.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` };
        for (const obj of objectsUnder(schema))
          tryPlace(
            { label: `${hook.event} payload${obj.prefix ? ` at ${obj.prefix}` : ''}`, schema: obj.schema },
            (_row, name) => resolvePath(obj.schema, name),
          );
      }
    const complete = attempts.filter((a) => a.unresolved.length === 0);
    if (complete.length === 0) {
      const best = [...attempts].sort((a, b) => a.unresolved.length - b.unresolved.length)[0];
      problems.push(
        `${where}: the table's fields are not all in one place of lintas.yaml for ${ops.join(', ')}${best ? `; closest: ${best.place.label}, where ${best.unresolved.join('; ')}` : ''}`,
      );
      continue;
    }
    const chosen = [...complete].sort((a, b) => a.check.problems.length - b.check.problems.length)[0]!;
    problems.push(...chosen.check.problems);
    if (chosen.place.schema && table.kind !== 'headers') {
      const key = chosen.place.label;
      const entry = documented.get(key) ?? { place: chosen.place, names: new Set<string>(), line: where };
      for (const n of chosen.check.documented.names) entry.names.add(n);
      documented.set(key, entry);
    }
  }
  // Completeness: a required field of an object whose fields are documented has its own row.
  for (const { place, names, line } of documented.values()) {
    // The objects whose fields the tables describe, and every name a row stands for (a row
    // `couriers[].code` documents `couriers` too).
    const parents = new Set<string>();
    const present = new Set<string>();
    for (const n of names) {
      const parts = n.replace(/\[\]$/, '').split('.');
      parents.add(parts.slice(0, -1).join('.'));
      for (let k = 1; k <= parts.length; k++) {
        const prefix = parts.slice(0, k).join('.');
        present.add(prefix);
        present.add(prefix.replace(/(\[\])+$/, ''));
      }
    }
    for (const parent of parents) {
      const node = parent === '' ? place.schema : undefined;
      let vs: Variant[];
      if (node) vs = variants(node);
      else {
        const r = resolvePath(place.schema, parent);
        if (typeof r === 'string') continue;
        const arrays = (/((?:\[\])*)$/.exec(parent)?.[1]?.length ?? 0) / 2;
        let schemas = r.schemas;
        for (let a = 0; a < arrays; a++) schemas = schemas.flatMap(itemsOf);
        vs = schemas.flatMap((s) => variants(s));
      }
      if (vs.length === 0) continue;
      const always = [...vs[0]!.required].filter((f) => vs.every((v) => v.required.has(f)));
      for (const f of always) {
        const full = parent ? `${parent}.${f}` : f;
        if (!present.has(full))
          problems.push(`${line}: \`${full}\` is required in lintas.yaml (${place.label}) but has no row`);
      }
    }
  }
  return { problems, tables: tables.length, rows };
}

// ---- error tables

const ERROR_CODES: { code: string; status: number; resource: string }[] = spec['x-lintas-error-codes'] ?? [];

/** The error codes an operation can answer with (the `x-lintas-codes` of its responses). */
export function errorCodesOf(id: string): Set<string> {
  const out = new Set<string>();
  for (const r of Object.values<Obj>(rawOperation(id).responses ?? {}))
    for (const c of deref(r)?.['x-lintas-codes'] ?? []) out.add(c);
  return out;
}

/**
 * The error table of an operation page (the first table of its `{#errors}` section) lists codes
 * the page's operations can answer with, at their HTTP status, and leaves out none of their
 * own codes (those of a resource; the global codes are described once, in Errors).
 */
export function checkErrorTable(page: Page): { problems: string[]; rows: number } {
  const ops = [...page.text.matchAll(DIRECTIVE)].map((m) => m[1]!);
  const lines = page.text.split('\n');
  const start = lines.findIndex((l) => /^## .*\{#errors\}\s*$/.test(l));
  if (ops.length === 0 || start < 0) return { problems: [], rows: 0 };
  let i = start + 1;
  while (i < lines.length && !/^## /.test(lines[i]!) && !/^\|\s*(Code|Kode)\s*\|/.test(lines[i]!)) i++;
  if (i >= lines.length || /^## /.test(lines[i]!)) return { problems: [], rows: 0 };
  const allowed = new Set(ops.flatMap((id) => [...errorCodesOf(id)]));
  const problems: string[] = [];
  const listed = new Set<string>();
  let rows = 0;
  for (let j = i + 2; j < lines.length && /^\|/.test(lines[j]!); j++) {
    const c = cells(lines[j]!);
    const code = /`([a-z_]+)`/.exec(c[0] ?? '')?.[1];
    const at = `${page.file}:${j + 1}`;
    if (!code) {
      problems.push(`${at}: the first cell of an error table is a code in backticks`);
      continue;
    }
    rows++;
    listed.add(code);
    const known = ERROR_CODES.find((e) => e.code === code);
    if (!allowed.has(code))
      problems.push(
        `${at}: \`${code}\` is not an error of ${ops.join(', ')} in lintas.yaml (they answer ${[...allowed].join(', ')})`,
      );
    const status = /^\d{3}$/.test(c[1] ?? '') ? Number(c[1]) : undefined;
    if (known && status !== undefined && status !== known.status)
      problems.push(`${at}: \`${code}\` is HTTP ${status} in the table, ${known.status} in lintas.yaml`);
  }
  for (const code of allowed) {
    const known = ERROR_CODES.find((e) => e.code === code);
    if (known && known.resource !== 'global' && !listed.has(code))
      problems.push(
        `${page.file}:${i + 1}: the error table leaves out \`${code}\` (${known.status}), which ${ops.join(', ')} can answer`,
      );
  }
  return { problems, rows };
}
