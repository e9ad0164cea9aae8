import type { AjvLikeError } from './schema-errors.js';
import { escapeSegment, getAt, parsePointer } from './pointer.js';

export type DiscriminatorLike = { propertyName?: unknown; mapping?: Record<string, unknown> };

/** The alternative an OpenAPI `discriminator` names for this value (by `mapping`, or by the component's name). */
export function discriminated(parent: object | undefined, value: unknown, branches: unknown[]): number | undefined {
  const discriminator = (parent as { discriminator?: DiscriminatorLike } | undefined)?.discriminator;
  const property = discriminator?.propertyName;
  if (typeof property !== 'string' || !value || typeof value !== 'object') return undefined;
  const tag = (value as Record<string, unknown>)[property];
  if (typeof tag !== 'string') return undefined;
  const target = discriminator?.mapping?.[tag];
  const index = branches.findIndex((b) => {
    const ref = (b as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string') return false;
    return typeof target === 'string' ? ref === target || ref.endsWith(`/${target}`) : ref.endsWith(`/${tag}`);
  });
  return index === -1 ? undefined : index;
}

/**
 * A value matching several alternatives of a `oneOf` with a `discriminator` (alternatives without
 * a `const` of their own): OpenAPI, Redocly and Spectral pick the alternative its property names,
 * so the value is checked against that one alone (`index`); a name no alternative has is the
 * fault, at the property (`unknown`: the names it may take). Undefined when the value has no such
 * property: JSON Schema's rule stands.
 */
export function discriminatorBranch(
  error: AjvLikeError,
  value: unknown,
): { index: number } | { unknown: AjvLikeError } | undefined {
  const discriminator = (error.parentSchema as { discriminator?: DiscriminatorLike } | undefined)?.discriminator;
  const property = discriminator?.propertyName;
  if (typeof property !== 'string' || !value || typeof value !== 'object' || !Array.isArray(error.schema))
    return undefined;
  if (typeof (value as Record<string, unknown>)[property] !== 'string') return undefined;
  const alternatives = error.schema as unknown[];
  const index = discriminated(error.parentSchema, value, alternatives);
  if (index !== undefined) return { index };
  const mapping = discriminator?.mapping && typeof discriminator.mapping === 'object' ? discriminator.mapping : {};
  const mapped = new Set(Object.values(mapping).map(String));
  const implicit = alternatives.flatMap((b) => {
    const ref = (b as { $ref?: unknown } | null)?.$ref;
    const name = typeof ref === 'string' ? ref.split('/').at(-1) : undefined;
    return name && !mapped.has(name) && !mapped.has(ref as string) ? [name] : [];
  });
  const allowedValues = [...new Set([...Object.keys(mapping), ...implicit])];
  const key = escapeSegment(property);
  return { unknown: { instancePath: `/${key}`, keyword: 'enum', params: { allowedValues } } };
}

/**
 * The discriminator the alternatives of a `oneOf`/`anyOf` that names none share through the schema
 * they extend (`Cat: { allOf: [$ref: Pet] }`, Pet's `discriminator`): OpenAPI's inheritance, which
 * the examples made from such a schema follow and Redoc and Swagger UI read. Undefined unless every
 * alternative is a local `$ref` reaching a discriminator of the same property; their mappings merged.
 */
export function inheritedDiscriminator(schema: Record<string, unknown>, root: unknown): DiscriminatorLike | undefined {
  const alternatives = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : [];
  let propertyName: string | undefined;
  const mapping: Record<string, unknown> = {};
  for (const branch of alternatives) {
    const found = discriminatorOf(branch, root, 0);
    const property = found?.propertyName;
    if (typeof property !== 'string' || (propertyName !== undefined && property !== propertyName)) return undefined;
    propertyName = property;
    if (found?.mapping && typeof found.mapping === 'object') Object.assign(mapping, found.mapping);
  }
  if (propertyName === undefined) return undefined;
  return Object.keys(mapping).length > 0 ? { propertyName, mapping } : { propertyName };
}

/** The discriminator of a schema reached by a local `$ref`: its own, else one of the schemas its `allOf` extends. */
function discriminatorOf(node: unknown, root: unknown, depth: number): DiscriminatorLike | undefined {
  if (!node || typeof node !== 'object' || depth > 8) return undefined;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string')
    return ref.startsWith('#') ? discriminatorOf(getAt(root, parsePointer(ref)), root, depth + 1) : undefined;
  const own = (node as { discriminator?: DiscriminatorLike }).discriminator;
  if (own && typeof own === 'object') return own;
  const parts = (node as { allOf?: unknown }).allOf;
  for (const part of Array.isArray(parts) ? parts : []) {
    const found = discriminatorOf(part, root, depth + 1);
    if (found) return found;
  }
  return undefined;
}
