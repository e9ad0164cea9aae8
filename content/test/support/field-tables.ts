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
import { type FieldRow, type FieldTable, fieldTables, type Obj, type Req } from './field-table-read.js';
import {
  deref,
  formatOf,
  itemsOf,
  objectsUnder,
  type Resolved,
  resolvePath,
  typesOf,
  type Variant,
  variants,
} from './schema-paths.js';

export interface Place {
  /** For messages: `createOrder request body`, `retrieveOrder response 200 (OrderList)`. */
  label: string;
  schema?: any;
  operation?: string;
}

export const DIRECTIVE = /^::openapi\{operation=([A-Za-z]+)[^}]*\}/gm;

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

export function rawOperation(id: string): Obj {
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
        const param = (_row: FieldRow, name: string, where: string | undefined) => {
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
