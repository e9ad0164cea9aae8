import type { OaObject, SourcePlace } from './model.js';
import type { Problem } from './problems.js';
import { jsonType } from './schema-util.js';

/** The JSON Schema types a schema's `type` allows, `null` with 3.0's `nullable`; undefined when it gives none. */
function allowedTypes(s: OaObject): Set<string> | undefined {
  const list = (Array.isArray(s.type) ? s.type : [s.type]).filter((t): t is string => typeof t === 'string');
  if (list.length === 0) return undefined;
  const types = new Set(list);
  if (s.nullable === true) types.add('null');
  return types;
}

/** The JSON Schema types a value is of: an integer is a number too. */
function jsonTypes(value: unknown): string[] {
  const type = jsonType(value);
  return type === 'integer' ? ['integer', 'number'] : [type];
}

/** Whether a value is of one of `types` (true when there are none to meet). */
function fits(types: Set<string> | undefined, value: unknown): boolean {
  return !types || jsonTypes(value).some((t) => types.has(t));
}

/**
 * The value of an enum an example is made from: its first that the schema's `type` allows, a
 * value before null. Plaid writes `type: string` over `enum: [3, null]` (YAML reads 3 as a
 * number): its first value would make an example no value of the schema is.
 */
export function enumSample(s: OaObject, values: unknown[]): unknown {
  const types = allowedTypes(s);
  // By index: the value found may be null, which `??` would pass over.
  let at = values.findIndex((v) => v !== null && fits(types, v));
  if (at < 0) at = values.findIndex((v) => fits(types, v));
  return values[Math.max(at, 0)];
}

/**
 * Each value of an enum that its schema's `type` refuses: no value can be it, so the list promises
 * what the API never takes or sends (`type: string` over `enum: [3]`, a YAML number). Null is one
 * only where neither `type` nor `nullable` allows it.
 */
export function enumTypeProblems(
  s: OaObject,
  segments: readonly string[],
  at: (segments: readonly string[]) => Omit<SourcePlace, 'text'>,
): Problem[] {
  const types = allowedTypes(s);
  if (!Array.isArray(s.enum) || types === undefined) return [];
  const itemsEnum = arrayEnumOfItems(s, types);
  if (itemsEnum) return [{ name: 'OpenApiInvalidDocument', ...at([...segments, 'enum']), ...itemsEnum }];
  const problems: Problem[] = [];
  for (const [i, value] of s.enum.entries()) {
    if (fits(types, value)) continue;
    const type = [...types].join(' or ');
    const quoted = s.type === 'string' && (typeof value === 'number' || typeof value === 'boolean');
    problems.push({
      name: 'OpenApiInvalidDocument',
      ...at([...segments, 'enum', String(i)]),
      message: `The enum value ${JSON.stringify(value)} is ${value === null ? 'null' : `a ${jsonTypes(value).at(-1)}`}, which the schema's type (${type}) does not allow: no value can be it.`,
      why: 'A value of the schema is of its type and one of its enum values; the pages list this one, and an example made from it would be wrong.',
      fix: quoted
        ? `write it as a string: "${String(value)}" (YAML reads ${String(value)} unquoted as a ${typeof value}).`
        : value === null
          ? 'remove null from the enum, or allow it (`nullable: true` in OpenAPI 3.0, `type: [..., "null"]` in 3.1).'
          : 'remove the value, or correct the type.',
    });
  }
  return problems;
}

/**
 * An array's `enum` that lists values of its items, none an array (Vimeo's `content_filter`:
 * `type: array`, `items: { type: string }`, `enum: [drugs, language, …]`): no value can be it. One
 * fault, said once with the fix its author meant, rather than once per value.
 */
function arrayEnumOfItems(s: OaObject, types: Set<string>): Pick<Problem, 'message' | 'why' | 'fix'> | undefined {
  if (!types.has('array') || !s.items || typeof s.items !== 'object' || Array.isArray(s.items)) return undefined;
  const values = (s.enum as unknown[]).filter((v) => v !== null || !types.has('null'));
  if (values.length === 0 || values.some((v) => Array.isArray(v))) return undefined;
  const items = s.items as OaObject;
  const itemTypes = allowedTypes(items);
  if (!values.every((v) => fits(itemTypes, v))) return undefined;
  const shown =
    values
      .slice(0, 3)
      .map((v) => JSON.stringify(v))
      .join(', ') + (values.length > 3 ? ', …' : '');
  return {
    message: `The enum of this array lists values of its items (${shown}), none an array: no value of the schema can be one.`,
    why: "An enum lists the values a schema takes whole; the values an array's items take are its items' enum.",
    fix: `move the enum into items: \`items: { ${typeof items.type === 'string' ? `type: ${items.type}, ` : ''}enum: [${values.slice(0, 3).map(String).join(', ')}${values.length > 3 ? ', …' : ''}] }\`.`,
  };
}
