import type { OaObject } from './model.js';
import { walkObjects } from './oas-kinds.js';
import { getAt, parsePointer } from './pointer.js';

/** A `$ref` that leads back to a schema being applied to the same value (`A: allOf: [B]`, `B: anyOf: [A, …]`). */
export interface RefLoop {
  /** The object holding the `$ref` that closes the loop. */
  holder: OaObject;
  /** Its pointer segments. */
  segments: readonly string[];
  /** The schemas of the loop, by component name where they have one, from the one entered first. */
  names: string[];
}

/** Keywords that apply a schema to the value itself, not to a part of it (a property, an item). */
const IN_PLACE_ONE = ['not', 'if', 'then', 'else'];
const IN_PLACE_LIST = ['allOf', 'anyOf', 'oneOf'];

function inPlace(doc: OaObject, s: OaObject): { child: OaObject; ref: boolean }[] {
  const out: { child: OaObject; ref: boolean }[] = [];
  if (typeof s.$ref === 'string' && s.$ref.startsWith('#')) {
    const target = getAt(doc, parsePointer(s.$ref));
    if (target && typeof target === 'object') out.push({ child: target as OaObject, ref: true });
  }
  for (const key of IN_PLACE_ONE)
    if (s[key] && typeof s[key] === 'object') out.push({ child: s[key] as OaObject, ref: false });
  for (const key of IN_PLACE_LIST)
    if (Array.isArray(s[key]))
      for (const part of s[key] as unknown[])
        if (part && typeof part === 'object') out.push({ child: part as OaObject, ref: false });
  if (s.dependentSchemas && typeof s.dependentSchemas === 'object')
    for (const part of Object.values(s.dependentSchemas as OaObject))
      if (part && typeof part === 'object') out.push({ child: part as OaObject, ref: false });
  return out;
}

/**
 * The loops of references that never reach a value: checking a value against one of their schemas
 * applies it to the same value again, without end (JSON Schema 2020-12, section 9.4.1, leaves
 * such a schema undefined; ajv overflows its stack). A loop through a property or an item is a
 * recursive structure, not one of these. Each loop is given once, at the `$ref` closing it.
 */
export function refLoops(doc: OaObject): RefLoop[] {
  const where = new Map<OaObject, readonly string[]>();
  walkObjects(doc, (object, kind, segments) => {
    if (kind === 'schema' && !where.has(object)) where.set(object, segments);
  });
  const state = new Map<OaObject, 'open' | 'done'>();
  const loops: RefLoop[] = [];
  const closing = new Set<OaObject>();
  for (const start of where.keys()) {
    if (state.has(start)) continue;
    // An explicit stack: a chain of allOf parts thousands deep must not overflow it either.
    const path: { node: OaObject; next: { child: OaObject; ref: boolean }[] }[] = [];
    const enter = (node: OaObject) => {
      state.set(node, 'open');
      path.push({ node, next: inPlace(doc, node) });
    };
    enter(start);
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      const step = top.next.shift();
      if (!step) {
        state.set(top.node, 'done');
        path.pop();
        continue;
      }
      const seen = state.get(step.child);
      if (seen === undefined) enter(step.child);
      else if (seen === 'open' && step.ref && !closing.has(top.node)) {
        closing.add(top.node);
        const from = path.findIndex((p) => p.node === step.child);
        loops.push({
          holder: top.node,
          segments: where.get(top.node) ?? [],
          names: loopNames(path.slice(from).map((p) => where.get(p.node) ?? [])),
        });
      }
    }
  }
  return loops;
}

/** `A`, `B` for the schemas of a loop: the component each part is written in, once each in turn. */
function loopNames(pointers: readonly (readonly string[])[]): string[] {
  const names: string[] = [];
  for (const segments of pointers) {
    const name =
      segments[0] === 'components' && segments[1] === 'schemas' && segments[2] !== undefined
        ? segments[2]
        : `#/${segments.join('/')}`;
    if (names.at(-1) !== name) names.push(name);
  }
  return names;
}

/**
 * The pointers of a chain of `$ref`s that comes back to one of its own (`a → b → b`) before it
 * reaches a part that is not a `$ref`: the part it names does not exist. Undefined when it ends.
 */
export function refChainLoop(doc: OaObject, ref: string): string[] | undefined {
  const chain = [ref];
  let target = getAt(doc, parsePointer(ref)) as OaObject | undefined;
  while (target && typeof target === 'object' && typeof target.$ref === 'string' && target.$ref.startsWith('#')) {
    const next = target.$ref;
    if (chain.includes(next)) return [...chain, next];
    chain.push(next);
    target = getAt(doc, parsePointer(next)) as OaObject | undefined;
  }
  return undefined;
}
