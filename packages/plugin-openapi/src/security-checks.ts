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
  let required = 'security' in doc;
  walkObjects(doc, (object, kind, segments) => {
    if (kind !== 'operation') return;
    check(object.security, segments);
    if ('security' in object) required = true;
  });
  if (!required && schemes.length > 0) problems.push(unusedSchemes(schemes, section, at));
  return problems;
}

/**
 * Schemes described but required nowhere: each page says its operation needs no credentials,
 * which is rarely what the author meant (Redocly's `security-defined` reports each operation).
 */
function unusedSchemes(schemes: readonly string[], section: string, at: At): Problem {
  const names = schemes.map((name) => `"${name}"`).join(', ');
  const first = schemes[0] as string;
  return {
    name: 'OpenApiInvalidDocument',
    ...at(['components', 'securitySchemes', first]),
    message: `${section} describes ${schemes.length === 1 ? 'the scheme' : 'the schemes'} ${names}, but no security requirement names ${schemes.length === 1 ? 'it' : 'any'}: every page says its operation needs no credentials.`,
    why: 'A security scheme applies only where a `security` requirement names it, at the root of the document or on an operation.',
    fix: `add \`security: [{ ${first}: [] }]\` at the root of the document (or on the operations that need it); if the API takes no credentials, write \`security: []\` at the root, or remove ${schemes.length === 1 ? 'the scheme' : 'the schemes'}.`,
  };
}
