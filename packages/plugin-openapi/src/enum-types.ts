import type { OaObject, SourcePlace } from './model.js';
import type { Problem } from './problems.js';

/** The JSON Schema types a schema's `type` allows, `null` with 3.0's `nullable`; undefined when it gives none. */
function allowedTypes(s: OaObject): Set<string> | undefined {
  const list = (Array.isArray(s.type) ? s.type : [s.type]).filter((t): t is string => typeof t === 'string');
  if (list.length === 0) return undefined;
  const types = new Set(list);
  if (s.nullable === true) types.add('null');
  return types;
}

function jsonTypes(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/** Whether a value is of a type the schema's `type` allows (true when it gives no type). */
export function fitsType(s: OaObject, value: unknown): boolean {
  const types = allowedTypes(s);
  return !types || jsonTypes(value).some((t) => types.has(t));
}

/**
 * The value of an enum an example is made from: its first that the schema's `type` allows, a
 * value before null. Plaid writes `type: string` over `enum: [3, null]` (YAML reads 3 as a
 * number): its first value would make an example no value of the schema is.
 */
export function enumSample(s: OaObject, values: unknown[]): unknown {
  // By index: the value found may be null, which `??` would pass over.
  let at = values.findIndex((v) => v !== null && fitsType(s, v));
  if (at < 0) at = values.findIndex((v) => fitsType(s, v));
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
  if (!Array.isArray(s.enum) || allowedTypes(s) === undefined) return [];
  const problems: Problem[] = [];
  for (const [i, value] of s.enum.entries()) {
    if (fitsType(s, value)) continue;
    const type = [...(allowedTypes(s) ?? [])].join(' or ');
    const quoted =
      typeof s.type === 'string' && s.type === 'string' && (typeof value === 'number' || typeof value === 'boolean');
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
