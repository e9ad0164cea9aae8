import type { OaObject } from './model.js';
import { schemaTester } from './schema-test.js';

/**
 * The named parts an `allOf` merge entered (`entered`: not entered above it), and the parts each
 * property came from. A property stays inside the parts that gave it alone: a trait the parent
 * took in (`IsLayer` of a document node) is merged again in the nodes its own properties hold,
 * which is no recursion; a property leading back to its own part still stops there.
 */
export const partScopes = new WeakMap<OaObject, { entered: string[]; origins: Map<string, Set<string>> }>();

export function keepScope(from: OaObject, to: OaObject): void {
  const scope = partScopes.get(from);
  if (scope) partScopes.set(to, scope);
}

export function seenBelow(s: OaObject, key: string, seen: Set<string>): Set<string> {
  const scope = partScopes.get(s);
  if (!scope) return seen;
  const origins = scope.origins.get(key);
  const outside = scope.entered.filter((ref) => !origins?.has(ref));
  if (outside.length === 0) return seen;
  return new Set([...seen].filter((ref) => !outside.includes(ref)));
}

/** Alternatives of a `oneOf` tried for a value that matches one of them alone. */
export const ONE_OF_TRIES = 8;

/**
 * A value for a `oneOf`: made from its first alternative, unless that value matches another
 * alternative too (two objects whose keys are all optional: `oneOf` then rejects it), when the
 * next alternatives are tried for one that matches exactly one.
 */
export function oneOfSample(doc: OaObject, s: OaObject, make: (node: unknown) => unknown): unknown {
  const first = make(s.oneOf[0]);
  const test = schemaTester(doc);
  if (first === undefined || test(s, first) !== false) return first;
  for (const alternative of (s.oneOf as unknown[]).slice(1, ONE_OF_TRIES)) {
    const value = make(alternative);
    if (value !== undefined && test(s, value) === true) return value;
  }
  return first;
}
