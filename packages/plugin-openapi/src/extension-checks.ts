import { badgeColor } from './badge-colors.js';
import type { OaObject, SourcePlace } from './model.js';
import type { Problem } from './problems.js';

type At = (segments: readonly string[]) => Omit<SourcePlace, 'text'>;

/** The keys that say what each value of an enum means: Redocly's, then openapi-generator's. */
export const ENUM_DESCRIPTION_KEYS = ['x-enumDescriptions', 'x-enum-descriptions'] as const;

/** A key written for them but spelt otherwise: `x-enumDescription`, `x-enum-description`, `x-enumdescriptions`… */
const ENUM_DESCRIPTION_LIKE = /^x-?enum[-_]?desc/i;

/**
 * The key of a schema that says what its enum's values mean: one of `ENUM_DESCRIPTION_KEYS`, else
 * one spelt otherwise (read all the same, since its meaning is plain, and reported by
 * `extensionProblems`); undefined when there is none.
 */
export function enumDescriptionsKey(s: OaObject): string | undefined {
  for (const key of ENUM_DESCRIPTION_KEYS) if (s[key] !== undefined) return key;
  return Object.keys(s).find((k) => ENUM_DESCRIPTION_LIKE.test(k));
}

/**
 * Vendor extensions the pages read, as written wrong: a misspelt `x-enumDescriptions` (which
 * Redocly and Scalar would not read), an `x-additionalPropertiesName` that is no name, and an `x-badges` entry without a name, with a colour no
 * CSS colour, or a position other than `before` and `after`.
 */
export function extensionProblems(object: OaObject, kind: string, segments: readonly string[], at: At): Problem[] {
  const problems: Problem[] = [];
  const key = kind === 'schema' ? enumDescriptionsKey(object) : undefined;
  if (key && !(ENUM_DESCRIPTION_KEYS as readonly string[]).includes(key)) {
    const meant = /^x-enum-/.test(key) ? 'x-enum-descriptions' : 'x-enumDescriptions';
    problems.push({
      name: 'OpenApiInvalidDocument',
      ...at([...segments, key]),
      message: `"${key}" is not an extension renderers read: did you mean "${meant}"?`,
      why: 'What each enum value means is read from `x-enumDescriptions` (Redocly, Scalar: value → text) or `x-enum-descriptions` (openapi-generator: a list in the enum’s order); other tools leave this key out. docgen shows it as meant.',
      fix: `rename it to "${meant}".`,
    });
  }
  const keyName = kind === 'schema' ? object['x-additionalPropertiesName'] : undefined;
  if (keyName !== undefined && (typeof keyName !== 'string' || keyName.trim() === ''))
    problems.push({
      name: 'OpenApiInvalidDocument',
      ...at([...segments, 'x-additionalPropertiesName']),
      message: `x-additionalPropertiesName ${JSON.stringify(keyName)} is not a name: the keys it would name are shown as "Other keys" alone.`,
      why: 'Redoc’s `x-additionalPropertiesName`, on the schema of `additionalProperties`, says what each of those keys is (`token`, `locale`); it is a non-empty string.',
      fix: 'write the word for a key: `x-additionalPropertiesName: token`.',
    });
  const logo = segments.length === 1 && segments[0] === 'info' ? object['x-logo'] : undefined;
  if (logo !== undefined && (!logo || typeof (logo as OaObject).url !== 'string' || !(logo as OaObject).url.trim()))
    problems.push({
      name: 'OpenApiInvalidDocument',
      ...at([...segments, 'x-logo']),
      message: 'This x-logo has no url: no logo is shown.',
      why: 'Redoc’s `info.x-logo` is `{ url, altText?, href?, backgroundColor? }`; its url is the image’s.',
      fix: 'give it the image’s URL: `x-logo: { url: https://example.com/logo.svg }`.',
    });
  const badges = object['x-badges'];
  if (!Array.isArray(badges)) return problems;
  for (const [i, b] of badges.entries()) {
    if (!b || typeof b !== 'object') continue;
    const { name, color, position } = b as OaObject;
    const here = [...segments, 'x-badges', String(i)];
    if (typeof name !== 'string' || name.trim() === '')
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at(here),
        message: 'This x-badges entry has no name: no badge is shown for it.',
        why: 'An x-badges entry (Redocly, Scalar) is `{ name, color?, position? }`; its name is the badge’s text.',
        fix: 'give it a name: `- name: Beta`.',
      });
    if (color !== undefined && badgeColor(color) === undefined)
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at([...here, 'color']),
        message: `The badge colour ${JSON.stringify(color)} is not a CSS colour: the badge is shown in the default one.`,
        why: 'An x-badges colour is a CSS colour (a keyword, `#1f7cff`, `rgb()`, `hsl()`) or one of Redocly’s names (carrot, sky, success…).',
        fix: 'write a CSS colour: `color: "#1f7cff"`.',
      });
    if (position !== undefined && position !== 'before' && position !== 'after')
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at([...here, 'position']),
        message: `The badge position ${JSON.stringify(position)} is neither "before" nor "after": the badge follows what it marks.`,
        why: 'An x-badges position puts the badge before or after the name it marks (Redocly, Scalar); after by default.',
        fix: 'write `position: before` or `position: after`.',
      });
  }
  return problems;
}
