import { discriminated } from './discriminator-branch.js';
import { escapeSegment, getAt, parsePointer } from './pointer.js';
import type { AjvLikeError, BranchValidator } from './schema-errors.js';

/** A value whose discriminator names one alternative of a `oneOf`/`anyOf` while it is another. */
export interface BranchMismatch {
  /** Where the value is, in the example (a JSON pointer). */
  instancePath: string;
  /** The discriminator's property and the name the value gives it. */
  property: string;
  tag: string;
  /** The schema holding the alternatives (its object in the checked document). */
  compound: object;
  /** The alternatives of the compound the value was checked against. */
  alternatives: unknown[];
  named: number;
  /** The alternatives the value matches (none of them the named one). */
  matched: number[];
  /** Why the value is not the named alternative: its first fault there (paths from the value). */
  fault: AjvLikeError;
}

type Schema = Record<string, unknown>;

/** How deep the walk follows schemas into one value (a `$ref` loop through `allOf` ends there). */
const MAX_DEPTH = 64;

/**
 * The values of an example whose `discriminator` property names an alternative they do not match
 * while they match another: JSON Schema's `oneOf` accepts them (one alternative passes), but
 * OpenAPI, and the readers and code generators that follow it, take the value as the alternative
 * its property names. The walk follows the schema into the value (`$ref`, `allOf`, properties,
 * items, the alternatives the value matches), as validation would.
 */
export function discriminatorMismatches(
  value: unknown,
  schema: unknown,
  root: unknown,
  branches: BranchValidator,
  keep: (error: AjvLikeError) => boolean = () => true,
): BranchMismatch[] {
  const out: BranchMismatch[] = [];
  // An alternative's faults, less those that are none (a required key the example's direction leaves out).
  const faults = (b: unknown, v: unknown) => branches(b, v)?.filter(keep);
  // A schema applied again at the same place of the value (a $ref back to a parent) adds nothing.
  const seen = new WeakMap<object, Set<string>>();
  const walk = (v: unknown, s: unknown, at: string, depth: number): void => {
    if (!s || typeof s !== 'object' || Array.isArray(s) || depth > MAX_DEPTH) return;
    const places = seen.get(s) ?? new Set<string>();
    if (places.has(at)) return;
    seen.set(s, places.add(at));
    const node = s as Schema;
    const next = (child: unknown, childAt = at) => walk(v, child, childAt, depth + 1);
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) next(getAt(root, parsePointer(node.$ref)));
    for (const part of Array.isArray(node.allOf) ? node.allOf : []) next(part);
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const alternatives = node[keyword];
      if (Array.isArray(alternatives)) alternativesOf(v, node, alternatives, at, depth);
    }
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const props = (node.properties ?? {}) as Schema;
      for (const [key, child] of Object.entries(v as Schema)) {
        const sub = Object.hasOwn(props, key) ? props[key] : node.additionalProperties;
        walk(child, sub, `${at}/${escapeSegment(key)}`, depth + 1);
      }
    }
    if (Array.isArray(v)) {
      const prefix = Array.isArray(node.prefixItems) ? node.prefixItems : [];
      for (const [i, item] of v.entries())
        walk(item, i < prefix.length ? prefix[i] : node.items, `${at}/${i}`, depth + 1);
    }
  };
  const alternativesOf = (v: unknown, node: Schema, alternatives: unknown[], at: string, depth: number) => {
    const named = discriminated(node, v, alternatives);
    const passing = alternatives.flatMap((b, i) => (faults(b, v)?.length === 0 ? [i] : []));
    if (named !== undefined && !passing.includes(named)) {
      const fault = faults(alternatives[named], v)?.[0];
      const property = String((node.discriminator as { propertyName?: unknown }).propertyName);
      if (fault && passing.length > 0)
        out.push({
          instancePath: at,
          property,
          tag: String((v as Schema)[property]),
          compound: node,
          alternatives,
          named,
          matched: passing,
          fault,
        });
    }
    // Deeper faults are those of the alternative the value is read as.
    const read = named !== undefined && passing.includes(named) ? [named] : passing;
    for (const i of read) walk(v, alternatives[i], at, depth + 1);
  };
  walk(value, schema, '', 0);
  return out;
}
