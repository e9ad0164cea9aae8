import { deref, type LoadedApi, type OaObject } from './model.js';
import { childKind, elementKind, type Kind } from './oas-kinds.js';

/**
 * The kinds of objects left out when marked `x-internal: true`, or when their `$ref` names one
 * so marked. Operations and path items are left to the reference section (`internal`), which
 * also leaves out a tag of them alone; a security scheme stays, as security requirements name
 * it by name, never by `$ref`.
 */
const REMOVABLE = new Set<Kind>([
  'schema',
  'parameter',
  'requestBody',
  'response',
  'header',
  'mediaType',
  'encoding',
  'example',
  'link',
  'callback',
]);
/** Objects with `servers`, whose entries marked internal are left out too (an internal staging host). */
const SERVER_HOLDERS = new Set<Kind>(['root', 'pathItem', 'operation']);

/** A removal found by the walk, applied once the walk is over (a `$ref` resolves on the whole document). */
interface Removal {
  container: OaObject | unknown[];
  key: string | number;
  /** The object holding `container`, and its key there: emptied, `container` goes too, as Redocly does. */
  parent?: { holder: OaObject; key: string };
}

/**
 * The document without the parts marked `x-internal: true`, as Redocly's `remove-x-internal`
 * decorator leaves them out of public docs (the reference section leaves out such operations):
 * a schema component (no page, no search entry, no link), a property (and its name in
 * `required`), an `allOf`/`oneOf`/`anyOf` branch (and its `discriminator.mapping` entries), an
 * `items` or `additionalProperties`, a parameter, a response, an example, a callback, a server;
 * and every `$ref` to one of them with it. A list or map emptied so goes too. The pages, code
 * samples, examples made and the Postman collection are made from it; the checks of the document
 * and its examples have read it whole. In place: the operations of `api` hold its objects. Run
 * again, it finds nothing.
 */
export function withoutInternalParts(api: LoadedApi): LoadedApi {
  const { doc } = api;
  const removals: Removal[] = [];
  const mappings: OaObject[] = [];
  const internal = (node: unknown) => isInternal(doc, node);

  const walk = (value: unknown, kind: Kind, seen: Set<unknown>) => {
    if (!value || typeof value !== 'object' || kind === 'literal' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value) walk(v, elementKind(kind), seen);
      return;
    }
    const object = value as OaObject;
    if (kind === 'schema' && object.discriminator && typeof object.discriminator === 'object')
      mappings.push(object.discriminator as OaObject);
    for (const [key, child] of Object.entries(object)) {
      if (key === '$ref' || !child || typeof child !== 'object') continue;
      const sub = childKind(kind, key);
      const holder = { holder: object, key };
      if (REMOVABLE.has(sub) && !Array.isArray(child) && internal(child)) {
        removals.push({ container: object, key });
        continue;
      }
      const item = sub.startsWith('map:')
        ? (sub.slice(4) as Kind)
        : Array.isArray(child)
          ? elementKind(sub)
          : undefined;
      const servers = key === 'servers' && SERVER_HOLDERS.has(kind) && Array.isArray(child);
      if (item && (REMOVABLE.has(item) || servers)) {
        const entries: [string | number, unknown][] = Array.isArray(child)
          ? [...child.entries()]
          : Object.entries(child);
        for (const [k, v] of entries) if (internal(v)) removals.push({ container: child, key: k, parent: holder });
      }
      walk(child, sub, seen);
    }
  };
  walk(doc, 'root', new Set());
  for (const discriminator of mappings) dropInternalMappings(doc, discriminator);
  const schemas = (doc.components as OaObject | undefined)?.schemas;
  const left = removals.filter((r) => r.container === schemas).map((r) => String(r.key));
  if (left.length > 0) api.internalSchemas = [...(api.internalSchemas ?? []), ...left];
  apply(removals);
  return api;
}

/** Whether a part, or the part its `$ref` names, is marked `x-internal: true`. */
function isInternal(doc: OaObject, node: unknown): boolean {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return false;
  if ((node as OaObject)['x-internal'] === true) return true;
  if (typeof (node as OaObject).$ref !== 'string') return false;
  const target = deref<OaObject>(doc, node as OaObject).value;
  return !!target && typeof target === 'object' && target['x-internal'] === true;
}

/** A discriminator's mapping without the values naming an internal schema (its branch goes, so does its value). */
function dropInternalMappings(doc: OaObject, discriminator: OaObject): void {
  const mapping = discriminator.mapping;
  if (!mapping || typeof mapping !== 'object') return;
  for (const [value, ref] of Object.entries(mapping as OaObject)) {
    if (typeof ref !== 'string') continue;
    const pointer = ref.startsWith('#') ? ref : `#/components/schemas/${ref}`;
    if (isInternal(doc, { $ref: pointer })) delete (mapping as OaObject)[value];
  }
}

function apply(removals: Removal[]): void {
  const byContainer = new Map<OaObject | unknown[], Removal[]>();
  for (const r of removals) byContainer.set(r.container, [...(byContainer.get(r.container) ?? []), r]);
  for (const [container, list] of byContainer) {
    const keys = new Set(list.map((r) => r.key));
    const parent = list[0]!.parent;
    if (Array.isArray(container)) {
      const kept = container.filter((_, i) => !keys.has(i));
      container.length = 0;
      container.push(...kept);
    } else {
      for (const key of keys) delete container[key as string];
      // A property left out is left out of its schema's `required` too.
      if (parent?.key === 'properties' && Array.isArray(parent.holder.required))
        parent.holder.required = parent.holder.required.filter((n) => !keys.has(n as string));
    }
    if (parent && Object.keys(container).length === 0) delete parent.holder[parent.key];
  }
}
