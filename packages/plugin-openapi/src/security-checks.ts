import { didYouMean } from '@docgen/config';
import type { OaObject, SourcePlace } from './model.js';
import { walkObjects } from './oas-kinds.js';
import type { Problem } from './problems.js';
import { isPlainObject } from './schema-util.js';

type At = (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>;

/**
 * Security requirements naming a scheme `components/securitySchemes` does not describe (OpenAPI:
 * "each name MUST correspond to a security scheme declared"): the pages name it as written, but
 * cannot say how to send it, and the code samples leave it out.
 */
export function securityProblems(doc: OaObject, at: At, converted = false): Problem[] {
  const section = converted ? 'securityDefinitions' : 'components/securitySchemes';
  const schemes =
    isPlainObject(doc.components) && isPlainObject(doc.components.securitySchemes)
      ? Object.keys(doc.components.securitySchemes)
      : [];
  const problems: Problem[] = [];
  const check = (security: unknown, segments: readonly string[]) => {
    if (!Array.isArray(security)) return;
    for (const [i, requirement] of security.entries()) {
      if (!isPlainObject(requirement)) continue;
      for (const name of Object.keys(requirement)) {
        if (schemes.includes(name)) continue;
        problems.push({
          name: 'OpenApiInvalidDocument',
          ...at([...segments, 'security', i, name]),
          message: `The security requirement names the scheme "${name}", which ${section} does not describe: the pages cannot say how to send it.`,
          why: "Each name of a security requirement is a security scheme of the document's components.",
          fix: didYouMean(name, schemes) ?? `describe "${name}" under ${section}, or correct the name.`,
        });
      }
    }
  };
  check(doc.security, []);
  walkObjects(doc, (object, kind, segments) => {
    if (kind === 'operation') check(object.security, segments);
  });
  return problems;
}
