/** Walking lintas.yaml's schemas: references, oneOf/anyOf variants, JSON types and field paths. */
import { spec } from './openapi.js';
import type { Req } from './field-table-read.js';

export const fromRef = (ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
export const at = (segments: readonly string[]): any => segments.reduce<any>((node, s) => node?.[s], spec);

export function deref(node: any): any {
  for (let n = 0; node && typeof node === 'object' && typeof node.$ref === 'string' && n < 20; n++)
    node = at(fromRef(node.$ref));
  return node;
}

/** A schema seen as object variants: each `oneOf`/`anyOf` branch (allOf merged), null branches left out. */
export interface Variant {
  name: string;
  properties: Record<string, any>;
  required: Set<string>;
}

export function refName(node: any): string | undefined {
  return typeof node?.$ref === 'string' ? node.$ref.split('/').at(-1) : undefined;
}

export function variants(node: any, name = refName(node) ?? 'schema'): Variant[] {
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

export function ownVariant(s: any, name: string): Variant {
  let v: Variant = { name, properties: { ...(s.properties ?? {}) }, required: new Set(s.required ?? []) };
  for (const part of s.allOf ?? []) {
    const parts = variants(part);
    // An allOf member with alternatives (a oneOf inside) contributes the fields of all of them.
    for (const p of parts.length > 1 ? [unionOf(parts)] : parts) v = merge(v, p);
  }
  return v;
}

export function unionOf(parts: Variant[]): Variant {
  const required = new Set([...parts[0]!.required].filter((r) => parts.every((p) => p.required.has(r))));
  return {
    name: parts.map((p) => p.name).join('|'),
    properties: Object.assign({}, ...parts.map((p) => p.properties)),
    required,
  };
}

export function merge(a: Variant, b: Variant, name = a.name): Variant {
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

export function formatOf(node: any, seen = new Set<any>()): string | undefined {
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

export const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/** The item schemas of an array schema (through refs and alternatives). */
export function itemsOf(node: any): any[] {
  const s = deref(node);
  if (!s || typeof s !== 'object') return [];
  if (s.items) return [s.items];
  return [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].flatMap(itemsOf);
}

export interface Resolved {
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
export function objectsUnder(root: any, prefix = '', depth = 0, out: { prefix: string; schema: any }[] = []) {
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
