import type { OaObject } from './model.js';

/**
 * Schema keywords vendors write as extensions, for what JSON Schema would check but they want
 * only shown. Adyen's `x-anyOf` lists the schemas whose keys a map (`additionalData`: strings by
 * key) may hold; each of them closes its properties, so a real `anyOf` would reject every
 * example: the pages show the alternatives, the checks leave them out, as the vendor means.
 */
export function shownAlternatives(s: OaObject, key: 'oneOf' | 'anyOf'): unknown[] | undefined {
  const own = s[key];
  if (Array.isArray(own) && own.length > 0) return own;
  const vendor = s[`x-${key}`];
  return Array.isArray(vendor) && vendor.length > 0 ? vendor : undefined;
}

/** Keys naming each enum value in code, in the enum's order: openapi-generator's, NSwag's, Speakeasy's. */
const ENUM_NAME_KEYS = ['x-enum-varnames', 'x-enumNames', 'x-speakeasy-enums'] as const;

/** The name in code of each value of an enum, by index (`undefined` where none is written). */
export function enumNames(s: OaObject): (string | undefined)[] {
  const text = (n: unknown) => (typeof n === 'string' && n.trim() ? n.trim() : undefined);
  for (const key of ENUM_NAME_KEYS) {
    const names = s[key];
    if (Array.isArray(names)) return names.map(text);
  }
  const azure = msEnumValues(s);
  if (azure.length === 0 || !Array.isArray(s.enum)) return [];
  return s.enum.map((v) => text(azure.find((e) => e.value === v)?.name));
}

/**
 * Azure's `x-ms-enum.values` (`[{ value: Standard_LRS, name: StandardLRS, description: … }]`):
 * each value's name in the SDKs and what it means, beside the schema's `enum`.
 */
export function msEnumValues(s: OaObject): { value: unknown; name?: unknown; description?: unknown }[] {
  const ms = s['x-ms-enum'];
  const values = ms && typeof ms === 'object' ? (ms as OaObject).values : undefined;
  return Array.isArray(values) ? values.filter((e) => e && typeof e === 'object' && 'value' in e) : [];
}

/**
 * Square's `x-enum-elements` (`[{ name: BUYER_CANCELED, description: … }]`, 191 enums of its
 * document): what each value means, by the value as `name`, in the enum's order.
 */
export function enumElements(s: OaObject): { value: unknown; description: string }[] {
  const elements = s['x-enum-elements'];
  if (!Array.isArray(elements) || !Array.isArray(s.enum)) return [];
  const text = new Map<string, string>();
  for (const e of elements)
    if (
      e &&
      typeof e === 'object' &&
      typeof e.name === 'string' &&
      typeof e.description === 'string' &&
      e.description.trim()
    )
      text.set(e.name, e.description);
  return s.enum.flatMap((v) => (text.has(String(v)) ? [{ value: v, description: text.get(String(v))! }] : []));
}

/**
 * Kubernetes' `x-kubernetes-int-or-string: true` and Dropbox Sign's `x-int-or-string: true`: the
 * value is an integer or a string (`signer: 0` or `signer: me_now`), whatever `type` says beside it.
 */
export function intOrString(s: OaObject): boolean {
  return s['x-kubernetes-int-or-string'] === true || s['x-int-or-string'] === true;
}
