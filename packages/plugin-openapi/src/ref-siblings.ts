import type { OaObject, SourcePlace } from './model.js';
import { walkObjects } from './oas-kinds.js';
import type { Problem } from './problems.js';

/** Keys beside a `$ref` that the pages keep: Redoc's and Swagger UI's readers rely on them. */
const KEPT = new Set(['$ref', 'description', 'summary']);

/**
 * Removes what OpenAPI 3.0 and Swagger 2.0 ignore beside a `$ref` (3.0 §Reference Object: "any
 * properties added SHALL be ignored"; a JSON Reference replaces its object): Kubernetes' generator
 * writes `default: {}` beside each `$ref` to a struct, which is neither checked against the
 * schema nor shown as its default. `description` and `summary` stay (readers see them), as do
 * extensions; a path item's `$ref` is not a Reference Object (its siblings are its fields). In
 * place, before the checks; one problem for the whole document, not one per `$ref`. 3.1 keeps
 * them: there a schema's siblings of `$ref` are part of the schema.
 */
export function dropRefSiblings(
  doc: OaObject,
  where: (segments: readonly string[]) => SourcePlace,
  swagger: boolean,
): Problem[] {
  const dropped: string[][] = [];
  walkObjects(doc, (object, kind, segments) => {
    if (typeof object.$ref !== 'string' || kind === 'pathItem' || kind === 'any') return;
    for (const key of Object.keys(object)) {
      if (KEPT.has(key) || key.startsWith('x-')) continue;
      dropped.push([...segments, key]);
      delete object[key];
    }
  });
  const first = dropped[0];
  if (!first) return [];
  const places = dropped.map((segments) => where(segments));
  const keys = [...new Set(dropped.map((segments) => segments.at(-1)))].map((k) => `"${k}"`);
  const version = swagger ? 'Swagger 2.0' : 'OpenAPI 3.0';
  return [
    {
      name: 'OpenApiRefSiblingsIgnored',
      file: places[0]?.file ?? '',
      ...(places[0]?.line ? { line: places[0].line, column: places[0].column ?? 1 } : {}),
      where: places[0]?.where ?? '',
      message: `${dropped.length} ${dropped.length === 1 ? 'key' : 'keys'} beside a $ref (${keys.join(', ')}) ${dropped.length === 1 ? 'is' : 'are'} ignored, as ${version} says.`,
      places: places.map((p) => ({
        file: p.file,
        ...(p.line ? { line: p.line, column: p.column ?? 1 } : {}),
        what: p.where,
      })),
      why: `in ${version} a $ref replaces the object that holds it: what is written beside it is not part of the schema, neither checked nor shown (only description and summary are shown).`,
      fix: `remove them; or, to keep them in a schema, write them beside \`allOf: [{ $ref: … }]\` in place of the $ref (or move the document to OpenAPI 3.1, where the keys beside a schema's $ref are part of it); in a parameter or response, write them in what the $ref points to.`,
      warningOnly: true,
    },
  ];
}
