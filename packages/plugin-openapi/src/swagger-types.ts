import { childKind, elementKind, type Kind } from './oas-kinds.js';
import { parsePointer } from './pointer.js';

/** JSON Schema draft 4's simple types. */
const DRAFT4_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

/**
 * Whether a `type` of a Swagger 2.0 file, at its pointer there (`#/definitions/Port/type`), is one
 * that Swagger 2.0 allows and its 3.0 reading does not: a Schema Object's `type` is JSON Schema
 * draft 4's (the official schema of 2.0 names draft 4's `type`), so a list of simple types
 * (`[string, number]`, Kubernetes' int-or-string) or `'null'` is valid there. A parameter's,
 * a header's or an `items`' type outside a schema stays one name of Swagger's own list.
 */
export function draft4SchemaType(where: string, value: unknown): boolean {
  const types = Array.isArray(value) ? value : [value];
  if (types.length === 0 || new Set(types).size !== types.length) return false;
  if (!types.every((t) => typeof t === 'string' && DRAFT4_TYPES.has(t))) return false;
  if (!Array.isArray(value) && value !== 'null') return false;
  const segments = parsePointer(where.replace(/^#/, ''));
  if (segments.at(-1) !== 'type') return false;
  let kind: Kind = 'swaggerRoot';
  for (const segment of segments.slice(0, -1)) {
    if (kind.startsWith('list:')) kind = elementKind(kind);
    // A draft 4 tuple (`items: [..]`) holds a schema per position.
    else if (kind === 'schema' && /^\d+$/.test(segment)) kind = 'schema';
    else kind = childKind(kind, segment);
  }
  return kind === 'schema';
}
