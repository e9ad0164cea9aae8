import type { Position } from './source.js';

/** Values of a document once its YAML aliases are expanded past which it is refused. */
export const MAX_EXPANDED_VALUES = 10_000_000;

type Segments = (string | number)[];

/** What is wrong with a YAML file's aliases, at the place to report it. */
export interface AliasFault {
  message: string;
  line: number;
  column: number;
  fix: string;
}

/**
 * A YAML alias shares its anchor's value: one that names a node holding it (`info: &a { x: *a }`)
 * makes the data endless, and aliases of aliases (a "billion laughs" document) make it grow by a
 * power. Every later step walks the document as a tree of JSON data, so it would overflow the
 * stack or never end: such a file is refused at the alias, or at the value that expands past
 * `MAX_EXPANDED_VALUES`. The walk visits each shared value once (linear in the file).
 */
export function aliasFault(
  value: unknown,
  locate: (segments: readonly (string | number)[]) => Position | undefined,
): AliasFault | undefined {
  const open = new Set<object>();
  const sizes = new Map<object, number>();
  const at: Segments = [];
  let cycle: Segments | undefined;
  const size = (node: unknown): number => {
    if (cycle || node === null || typeof node !== 'object') return 1;
    if (open.has(node)) {
      cycle = [...at];
      return 1;
    }
    const known = sizes.get(node);
    if (known !== undefined) return known;
    open.add(node);
    let total = 1;
    const list = Array.isArray(node);
    for (const [key, child] of Object.entries(node)) {
      at.push(list ? Number(key) : key);
      total += size(child);
      at.pop();
    }
    open.delete(node);
    sizes.set(node, total);
    return total;
  };
  const total = size(value);
  if (cycle) {
    const place = locate(cycle) ?? { line: 1, column: 1 };
    return {
      line: place.line,
      column: place.column,
      message: `its YAML alias at #/${cycle.join('/')} names a value that holds it, so its data would be endless.`,
      fix: 'write the value out in place of the alias; a schema that holds itself is written `$ref: "#/components/schemas/<Name>"`, which may be recursive.',
    };
  }
  if (total <= MAX_EXPANDED_VALUES) return undefined;
  // Down to the value that gathers the growth: the deepest whose expansion alone is past the limit.
  let node = value as Record<string, unknown>;
  const path: Segments = [];
  for (;;) {
    const big = Object.entries(node).find(
      ([, child]) => child !== null && typeof child === 'object' && (sizes.get(child) ?? 0) > MAX_EXPANDED_VALUES,
    );
    if (!big) break;
    path.push(Array.isArray(node) ? Number(big[0]) : big[0]);
    node = big[1] as Record<string, unknown>;
  }
  const place = locate(path) ?? { line: 1, column: 1 };
  return {
    line: place.line,
    column: place.column,
    message: `its YAML aliases expand it here to ${total.toLocaleString('en')} values (more than ${MAX_EXPANDED_VALUES.toLocaleString('en')}).`,
    fix: 'use fewer levels of aliases of aliases; an OpenAPI document shares its parts with `$ref`s, which are not expanded.',
  };
}
