import type { OaObject } from './model.js';
import { walkObjects } from './oas-kinds.js';
import { getAt, toPointer } from './pointer.js';

/**
 * JSON Schema 2019-09's recursion (`$recursiveAnchor: true` on a schema, `$recursiveRef: '#'` in
 * it, OpenAI's filters written so) read as the `$ref` it stands for: the nearest enclosing schema
 * that holds the anchor. OpenAPI 3.1's dialect (2020-12) has neither keyword, and the document
 * checks report them; read as written, the reference would name the whole document (which ajv
 * then validates against itself without end) and the pages would show the alternative as any value.
 * A `$recursiveRef` without an anchor above it is left as written.
 */
export function resolveRecursiveRefs(doc: OaObject): void {
  const found: { object: OaObject; segments: readonly string[] }[] = [];
  walkObjects(doc, (object, kind, segments) => {
    if (kind === 'schema' && object.$recursiveRef === '#' && object.$ref === undefined)
      found.push({ object, segments });
  });
  for (const { object, segments } of found) {
    for (let end = segments.length - 1; end >= 0; end--) {
      const above = getAt(doc, segments.slice(0, end)) as OaObject | undefined;
      if (above && typeof above === 'object' && above.$recursiveAnchor === true) {
        object.$ref = `#${toPointer(segments.slice(0, end))}`;
        delete object.$recursiveRef;
        break;
      }
    }
  }
}
