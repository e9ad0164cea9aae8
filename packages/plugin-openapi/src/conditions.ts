import type { OaObject } from './model.js';
import { resolveSchema } from './schema-util.js';

/**
 * A rule of an object that holds only in some cases: JSON Schema's `dependentRequired`,
 * `dependentSchemas` (and draft 4–7's `dependencies`, which wrote both) and `if`/`then`/`else`.
 */
export type Condition =
  | { kind: 'requires'; when: string; names: string[] }
  | { kind: 'schema'; when: string; schema: unknown }
  | { kind: 'if'; test: unknown; whenTrue?: unknown; whenFalse?: unknown };

/**
 * The conditions of a schema and of the parts of its `allOf` (where documents often write
 * several `if`/`then` pairs, one per case), each once.
 */
export function conditionsOf(doc: OaObject, schema: OaObject, seen: Set<string> = new Set()): Condition[] {
  const out: Condition[] = [];
  const dependent = (map: unknown) =>
    map && typeof map === 'object' && !Array.isArray(map) ? Object.entries(map as OaObject) : [];
  for (const [when, names] of dependent(schema.dependentRequired))
    if (Array.isArray(names) && names.length > 0) out.push({ kind: 'requires', when, names: names.map(String) });
  for (const [when, sub] of dependent(schema.dependentSchemas)) out.push({ kind: 'schema', when, schema: sub });
  for (const [when, dep] of dependent(schema.dependencies)) {
    if (Array.isArray(dep)) {
      if (dep.length > 0) out.push({ kind: 'requires', when, names: dep.map(String) });
    } else if (dep && typeof dep === 'object') out.push({ kind: 'schema', when, schema: dep });
  }
  if (schema.if !== undefined && (schema.then !== undefined || schema.else !== undefined))
    out.push({
      kind: 'if',
      test: schema.if,
      ...(schema.then !== undefined ? { whenTrue: schema.then } : {}),
      ...(schema.else !== undefined ? { whenFalse: schema.else } : {}),
    });
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const r = resolveSchema(doc, part);
    if (r.ref && seen.has(r.ref)) continue;
    out.push(...conditionsOf(doc, r.schema, new Set([...seen, ...(r.ref ? [r.ref] : [])])));
  }
  return out;
}
