import type { Origin } from './bundle.js';
import type { Kind } from './oas-kinds.js';
import type { OaObject } from './model.js';

/** The bundler's step for one `$ref` object read at `from`: its local `$ref`, or what it points to. */
type Reference = (object: OaObject, kind: Kind, from: Origin, out: string[]) => unknown;

/**
 * A discriminator's `mapping` names schemas by `$ref` value (`identity-proof:
 * ./ProofOfIdentityKycDocument.yaml`, Rebilly's): each one to another file is bundled as a `$ref`
 * there would be, its value the component's pointer, as Redocly's bundler does; else the pages
 * and the checks would look for a component named `./ProofOfIdentityKycDocument.yaml`. A bare
 * name (`Cat`) names a component of the root already, as OpenAPI reads it.
 */
export function bundleMapping(
  copy: OaObject,
  from: Origin,
  out: string[],
  rootAbs: string,
  reference: Reference,
): void {
  const discriminator = copy.discriminator as OaObject | undefined;
  const mapping = discriminator?.mapping;
  if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping)) return;
  let bundled: OaObject | undefined;
  for (const [value, ref] of Object.entries(mapping as OaObject)) {
    if (typeof ref !== 'string' || !/[/#]|\.(?:ya?ml|json)$/i.test(ref) || /^[a-z][a-z0-9+.-]*:/i.test(ref)) continue;
    if (ref.startsWith('#') && from.abs === rootAbs) continue;
    const at = ['discriminator', 'mapping', value];
    const local = reference({ $ref: ref }, 'schema', { abs: from.abs, segments: [...from.segments, ...at] }, [
      ...out,
      ...at,
    ]) as OaObject | undefined;
    if (typeof local?.$ref !== 'string' || !local.$ref.startsWith('#')) continue;
    bundled ??= { ...(mapping as OaObject) };
    bundled[value] = local.$ref;
  }
  if (bundled) copy.discriminator = { ...discriminator, mapping: bundled };
}
