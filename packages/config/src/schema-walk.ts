/**
 * Reads the config schema itself: the keys accepted at a path, a human description of an
 * expected type, and the flat list of documented fields (the generated config reference).
 */

/**
 * Any zod schema, by the one property this file reads. Typed as `z.ZodType`, each call with the
 * site schema made tsc compare the schema's whole inferred type with zod's generic one: 13.6 s
 * of the 60 s that type-checking @docgen/core took (`tsc --generateTrace`).
 */
type AnySchema = { readonly _zod: object };
interface Def {
  type: string;
  innerType?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  options?: AnySchema[];
  valueType?: AnySchema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
  in?: AnySchema;
}

/** Custom schemas that accept a function (`docs.sidebarItemsGenerator`): described as such. */
export const functionSchemas = new WeakSet<object>();

function def(schema: AnySchema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Strips optional/default/nullable/pipe wrappers. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const d = def(current);
    if (
      (d.type === 'optional' || d.type === 'default' || d.type === 'nullable' || d.type === 'prefault') &&
      d.innerType
    )
      current = d.innerType;
    else if (d.type === 'pipe' && d.in) current = d.in;
    else return current;
  }
}

function childAt(schema: AnySchema, segment: string | number): AnySchema[] {
  const node = unwrap(schema);
  const d = def(node);
  if (d.type === 'object' && d.shape && typeof segment === 'string') return d.shape[segment] ? [d.shape[segment]] : [];
  if (d.type === 'array' && d.element) return [d.element];
  if (d.type === 'record' && d.valueType) return [d.valueType];
  if (d.type === 'union' && d.options) return d.options.flatMap((o) => childAt(o, segment));
  return [];
}

function nodesAt(schema: AnySchema, path: readonly (string | number)[]): AnySchema[] {
  let nodes = [schema];
  for (const seg of path) nodes = nodes.flatMap((n) => childAt(n, seg));
  return nodes;
}

export function knownKeysAt(schema: AnySchema, path: readonly (string | number)[]): string[] {
  const keys = new Set<string>();
  for (const n of nodesAt(schema, path)) {
    const node = unwrap(n);
    const d = def(node);
    const objects = d.type === 'union' && d.options ? d.options.map(unwrap) : [node];
    for (const o of objects) {
      const od = def(o);
      if (od.type === 'object' && od.shape) for (const k of Object.keys(od.shape)) keys.add(k);
    }
  }
  return [...keys];
}

export function describeType(schema: AnySchema): string {
  const node = unwrap(schema);
  const d = def(node);
  switch (d.type) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean (true or false)';
    case 'array':
      return d.element ? `an array of ${plural(describeType(d.element))}` : 'an array';
    case 'object':
      return 'an object';
    case 'record':
      return 'an object';
    case 'literal':
      return `the value ${JSON.stringify(d.values?.[0])}`;
    case 'enum':
      return `one of ${Object.values(d.entries ?? {})
        .map((v) => JSON.stringify(v))
        .join(', ')}`;
    case 'union':
      return (d.options ?? []).map(describeType).join(' or ');
    case 'custom':
      return functionSchemas.has(node) ? 'a function' : 'a plugin object';
    default:
      return d.type;
  }
}

function plural(text: string): string {
  return text.replace(/^an? /, '').replace(/^(\w+)/, '$1s');
}

export function describeExpected(schema: AnySchema, path: readonly (string | number)[], fallback: string): string {
  const nodes = nodesAt(schema, path);
  return nodes.length > 0 ? nodes.map(describeType).join(' or ') : `a ${fallback}`;
}

export interface ConfigField {
  key: string;
  type: string;
  default?: string;
  description: string;
}

/** Every documented field of the schema, depth first, for the generated config reference. */
export function listFields(schema: AnySchema, prefix = ''): ConfigField[] {
  const node = unwrap(schema);
  const d = def(node);
  const fields: ConfigField[] = [];
  if (d.type !== 'object' || !d.shape) return fields;
  for (const [key, child] of Object.entries(d.shape)) {
    const full = prefix ? `${prefix}.${key}` : key;
    const inner = unwrap(child);
    const id = def(inner);
    fields.push({
      key: full,
      type: id.type === 'object' ? 'object' : describeType(child),
      default: defaultOf(child),
      description:
        (child as { description?: string }).description ?? (inner as { description?: string }).description ?? '',
    });
    if (id.type === 'object') fields.push(...listFields(inner, full));
    // An object or a value (`blog: false | { … }`): the object's fields.
    if (id.type === 'union')
      for (const option of id.options ?? [])
        if (def(unwrap(option)).type === 'object') fields.push(...listFields(option, full));
    if (id.type === 'array' && id.element && def(unwrap(id.element)).type === 'object')
      fields.push(...listFields(id.element, `${full}[]`));
    if (id.type === 'record' && id.valueType && def(unwrap(id.valueType)).type === 'object')
      fields.push(...listFields(id.valueType, `${full}.<name>`));
    if (id.type === 'array' && id.element && def(unwrap(id.element)).type === 'union') {
      for (const option of def(unwrap(id.element)).options ?? []) {
        const literal = def(unwrap(option)).shape?.type;
        const tag = literal ? String(def(unwrap(literal)).values?.[0]) : 'item';
        fields.push(...listFields(option, `${full}[type=${tag}]`).filter((f) => !f.key.endsWith('.type')));
      }
    }
  }
  return fields;
}

function defaultOf(schema: AnySchema): string | undefined {
  let current: AnySchema = schema;
  for (;;) {
    const d = def(current);
    if (d.type === 'default') {
      const value = typeof d.defaultValue === 'function' ? (d.defaultValue as () => unknown)() : d.defaultValue;
      return JSON.stringify(value);
    }
    if ((d.type === 'optional' || d.type === 'nullable') && d.innerType) current = d.innerType;
    else return undefined;
  }
}
