import { upgrade } from '@scalar/openapi-upgrader';
import { HTTP_METHODS, type OaObject } from './model.js';
import type { SourceFile } from './source.js';

/**
 * A Swagger 2.0 document read as OpenAPI 3.0, as Redoc and Scalar read one: converted by Scalar's
 * upgrader (`definitions` → `components/schemas`, body parameters → request bodies, `produces`
 * → response media types, `host` + `basePath` → `servers`). Diagnostics stay at the lines of the
 * file as written: a pointer of the converted document is mapped back to where Swagger 2.0
 * keeps the same thing (or the nearest part that exists there).
 */
export function fromSwagger2(root: SourceFile): SourceFile {
  // The upgrader changes the object it is given.
  const value = upgrade(structuredClone(root.value) as Record<string, unknown>, '3.0') as OaObject;
  dropEmptyFormRequired(value);
  return {
    ...root,
    value,
    locate: (segments) => root.locate(swaggerPointer(segments)),
    textAt: (segments) => root.textAt(swaggerPointer(segments)),
    written: swaggerPointer,
  };
}

const SECTIONS: Record<string, string> = {
  schemas: 'definitions',
  parameters: 'parameters',
  responses: 'responses',
  securitySchemes: 'securityDefinitions',
};

/** Where a part of the converted document is in the Swagger 2.0 layout (the same pointer when it has not moved). */
export function swaggerPointer(segments: readonly (string | number)[]): (string | number)[] {
  const s = [...segments];
  if (s[0] === 'components' && typeof s[1] === 'string' && SECTIONS[s[1]]) return [SECTIONS[s[1]]!, ...s.slice(2)];
  if (s[0] === 'servers') return ['host'];
  // paths/{path}/{method}/responses/{code}/content/{type}/schema|example… → …/responses/{code}/schema|examples/{type}
  const content = s.indexOf('content');
  if (s[0] === 'paths' && s[3] === 'responses' && content === 5) {
    const rest = s.slice(content + 2);
    if (rest[0] === 'example') return [...s.slice(0, 5), 'examples', s[content + 1]!, ...rest.slice(1)];
    return [...s.slice(0, 5), ...rest];
  }
  // A request body was a `body` parameter: the operation is the nearest place that exists.
  if (s[0] === 'paths' && s[3] === 'requestBody') return s.slice(0, 3);
  return s;
}

/**
 * The upgrader gives the schema it makes of `formData` parameters `required: []` when none is
 * required, which 3.0 forbids (`minItems: 1`): a fault of the conversion, not of the document.
 * The form media types of a request body are made of `formData` parameters.
 */
function dropEmptyFormRequired(doc: OaObject): void {
  for (const item of Object.values((doc.paths ?? {}) as Record<string, OaObject | null>)) {
    for (const method of HTTP_METHODS) {
      const content = (item?.[method] as OaObject | undefined)?.requestBody?.content as OaObject | undefined;
      for (const media of Object.keys(content ?? {})) {
        if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/.test(media)) continue;
        const schema = content?.[media]?.schema as OaObject | undefined;
        if (Array.isArray(schema?.required) && schema.required.length === 0) delete schema.required;
      }
    }
  }
}
