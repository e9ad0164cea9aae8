import type { AjvLikeError } from './schema-errors.js';
import { escapeSegment } from './pointer.js';

type DiscriminatorLike = { propertyName?: unknown; mapping?: Record<string, unknown> };

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
