import { type Bundle, bundleDocument, type BundleOptions, originOf } from './bundle.js';
import type { SourceFile } from './source.js';
import { fromSwagger2 } from './swagger.js';

/**
 * A Swagger 2.0 document read as OpenAPI 3.0, its `$ref`s to other files first joined into it
 * (their schemas into `definitions`, their parameters and responses into those of the root, a
 * path item in place): the files hold Swagger 2.0 (a response's `schema`), which is converted with
 * the rest, and each part keeps the file and line it was written at.
 */
export function readSwagger(root: SourceFile, options: BundleOptions): { root: SourceFile; joined?: Bundle } {
  if (!hasExternalRef(root.value)) return { root: fromSwagger2(root) };
  const joined = bundleDocument(root, { ...options, swagger: true });
  const at = (segments: readonly (string | number)[]) => {
    const origin = originOf(joined, segments);
    return { origin, source: joined.sources.get(origin.abs) };
  };
  const file: SourceFile = {
    abs: root.abs,
    value: joined.doc,
    notes: root.notes,
    locate: (segments) => {
      const { origin, source } = at(segments);
      const pos = source?.locate(origin.segments);
      return pos && { ...pos, abs: origin.abs };
    },
    textAt: (segments) => {
      const { origin, source } = at(segments);
      return source?.textAt(origin.segments);
    },
    find: (segments, needle) => {
      const { origin, source } = at(segments);
      const pos = source?.find?.(origin.segments, needle);
      return pos && { ...pos, abs: origin.abs };
    },
    written: (segments) => at(segments).origin.segments,
  };
  return { root: fromSwagger2(file), joined };
}

/** Whether a `$ref` of the document names another file. */
function hasExternalRef(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasExternalRef);
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' ? typeof child === 'string' && !child.startsWith('#') : hasExternalRef(child)) return true;
  }
  return false;
}
