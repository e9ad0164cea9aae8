import { didYouMean } from '@docgen/config';
import { suggestValue } from './document-checks.js';
import type { OaObject } from './model.js';
import { type AjvLikeError, missingNames } from './schema-errors.js';

/** The fix of an example written as the text of its JSON: `repeated-faults.ts` groups its many repeats. */
export const JSON_TEXT_FIX =
  'the example is JSON written as a string: write the value itself (the object or list), not its text.';

/** The fix of the usual faults of vendors' examples: unquoted codes, `null`, a misspelt value or key. */
export function exampleFix(
  e: AjvLikeError,
  value: unknown,
  key: string | undefined,
  text: string | undefined,
  /** `2.0` for a Swagger 2.0 document (read as 3.0), whose own word for null is `x-nullable`. */
  version: '2.0' | '3.0' | '3.1',
  /** The fixes are written in the syntax of the file that holds the example. */
  json = false,
): string | undefined {
  const types = [e.params?.type].flat().filter((t): t is string => typeof t === 'string');
  const keyed = key && !/^\d+$/.test(key) ? key : undefined;
  const name = keyed ? (json ? `${JSON.stringify(keyed)}: ` : `${keyed}: `) : '';
  const str = (s: string) => (json ? JSON.stringify(s) : `'${s.replaceAll("'", "''")}'`);
  if (e.keyword === 'type' && types.includes('string') && (typeof value === 'number' || typeof value === 'boolean')) {
    const written = text && !/^['"]/.test(text) ? text : String(value);
    const lost =
      written !== String(value)
        ? ` (${json ? 'JSON' : 'YAML'} reads ${written} as the ${typeof value} ${String(value)})`
        : '';
    // Adyen's `authCode: 044925` beside `authCode: '035450'`: a YAML 1.1 writer quotes what 1.1 reads as octal.
    const octalOnlyIn11 = !json && /^[-+]?0[0-9_]*[89][0-9_]*$/.test(written);
    const why = octalOnlyIn11
      ? '; a YAML 1.1 writer (PyYAML, SnakeYAML) leaves it unquoted because 1.1 reads it as text, not octal, but OpenAPI reads YAML 1.2'
      : '';
    return `quote the value: ${name}${str(written)}${lost}${why}.`;
  }
  if (e.keyword === 'type' && (types.includes('number') || types.includes('integer')) && typeof value === 'string') {
    if (value.trim() !== '' && Number.isFinite(Number(value))) return `remove the quotes: ${name}${value.trim()}.`;
  }
  if (e.keyword === 'type' && types.includes('boolean') && (value === 'true' || value === 'false'))
    return `remove the quotes: ${name}${value}.`;
  // Asana's signed URLs written over several lines: YAML folds a `>-` block or a plain value's lines into spaces.
  if (
    e.keyword === 'format' &&
    typeof e.params?.format === 'string' &&
    /^(uri|url|uri-reference|iri|iri-reference|uri-template)$/.test(e.params.format) &&
    typeof value === 'string' &&
    /\s/.test(value)
  ) {
    const folded = !json && text !== undefined && text.includes('\n') && !/^[|'"]/.test(text);
    return folded
      ? `YAML joins the lines of ${text.startsWith('>') ? 'a folded block (`>-`)' : 'a plain value'} with a space, and a "${e.params.format}" holds none: write it on one line.`
      : `a "${e.params.format}" holds no spaces: remove them, or write each as %20.`;
  }
  // Twilio's `uri: /2010-04-01/Accounts.json`: a path where the schema asks for a whole URI.
  if (
    e.keyword === 'format' &&
    e.params?.format === 'uri' &&
    typeof value === 'string' &&
    !/^[a-z][a-z0-9+.-]*:/i.test(value)
  )
    return `"${value}" is a relative reference and format "uri" wants an absolute URI (https://…): write it whole, or make the schema say "format: uri-reference" if relative ones are meant.`;
  if (e.keyword === 'format' && e.params?.format === 'date-time' && typeof value === 'string') {
    // RFC 3339 `date-time` has a time zone; Linode writes '2018-01-01T00:01:01'.
    if (/^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value))
      return `add the time zone: ${name}${str(`${value.replace(' ', 'T')}${/:\d{2}:/.test(value) ? '' : ':00'}Z`)} (a "date-time" is RFC 3339's, with "Z" or an offset such as "+07:00").`;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value))
      return `"${value}" is a date alone: write a time too (${name}${str(`${value}T00:00:00Z`)}), or make the schema say "format: date".`;
  }
  // Mastodon's `last_status_at: '2019-11-30T20:02:08.277Z'` on a "date": an older example written when it was a date-time.
  if (e.keyword === 'format' && e.params?.format === 'date' && typeof value === 'string') {
    const date = /^(\d{4}-\d{2}-\d{2})[Tt ]\d{2}:\d{2}/.exec(value)?.[1];
    if (date)
      return `write the date alone: ${name}${str(date)} (a "date" is RFC 3339's full-date), or make the schema say "format: date-time" if a time is meant.`;
  }
  // PagerDuty's `end_time: '17:00:00'`: RFC 3339's full-time has a zone; a time of day without one is no "time".
  if (
    e.keyword === 'format' &&
    e.params?.format === 'time' &&
    typeof value === 'string' &&
    /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)
  )
    return `add the time zone: ${name}${str(`${value}${/:\d{2}:/.test(value) ? '' : ':00'}Z`)} (a "time" is RFC 3339's full-time, with "Z" or an offset such as "+07:00"); for a time of day in no zone, leave "format: time" out of the schema and say so in its description.`;
  if (e.keyword === 'type' && (types.includes('object') || types.includes('array')) && isJsonText(value))
    return JSON_TEXT_FIX;
  if (e.keyword === 'type' && types.includes('array') && value !== null && !Array.isArray(value))
    return `make it a list (the schema says an array): put the value in [ ]${json ? '' : ', or under "- " items'}.`;
  // `example: #6644FF`: YAML reads a `#` after a space as a comment's start, and the value as null.
  if (e.keyword === 'type' && value === null && text && /^#\S/.test(text))
    return `quote it: ${name}'${text}' (YAML reads \`#\` as a comment, so the value is null).`;
  if (e.keyword === 'type' && value === null) {
    const type = types[0] ?? 'string';
    const nullable =
      version === '2.0'
        ? json
          ? '`"x-nullable": true`'
          : '`x-nullable: true`'
        : version === '3.0'
          ? json
            ? '`"nullable": true`'
            : '`nullable: true`'
          : json
            ? `\`"type": ["${type}", "null"]\``
            : `\`type: [${type}, 'null']\``;
    const remove = !name ? 'the null' : json ? `\`${name}null\`` : `"${name}null"`;
    return `remove ${remove} or give it a value of type ${types.join(' or ')}; if null is a real value, say so in the schema (${nullable}).`;
  }
  if ((e.keyword === 'enum' || e.keyword === 'const') && typeof value === 'string') {
    const allowed = (e.keyword === 'const' ? [e.params?.allowedValue] : (e.params?.allowedValues as unknown[])) ?? [];
    return suggestValue(
      value,
      allowed.filter((v): v is string => typeof v === 'string'),
    );
  }
  if (e.keyword === 'required' || e.params?.missingOneOf) return `add ${missingNames(e)} to the example.`;
  const extra = (e.params?.additionalProperty ?? e.params?.unevaluatedProperty) as string | undefined;
  if (extra !== undefined) {
    const known = Object.keys(((e.parentSchema as OaObject | undefined)?.properties ?? {}) as OaObject);
    return didYouMean(extra, known) ?? `remove "${extra}" from the example, or add it to the schema's properties.`;
  }
  return undefined;
}

/**
 * A list given where the schema is one value (SuperTokens' `items: { type: string, example:
 * ['2.13'] }`, or `example: [false]` on a boolean): the example of the array written on its item,
 * or a value put in brackets.
 */
export function listExampleFix(
  e: AjvLikeError,
  value: unknown,
  schemaSegments: readonly string[],
  json = false,
): string | undefined {
  const types = [e.params?.type].flat();
  if (e.keyword !== 'type' || e.instancePath !== '' || !Array.isArray(value) || types.includes('array'))
    return undefined;
  const item = value.length > 0 ? JSON.stringify(ofType(value[0], types)) : undefined;
  // A long item (Mastodon's whole Account, 1.4 KB) is not copied into the fix.
  const one = item && item.length <= 60 ? `${json ? '"example"' : 'example'}: ${item}` : undefined;
  if (schemaSegments.at(-1) === 'items')
    return `the example is a list, and its schema is one item of an array: move the example up to the array's schema (beside \`items\`)${one ? `, or give one item: ${one}` : item ? ', or give one of its items' : ''}.`;
  return value.length === 1
    ? `write the value itself, not a list of it: ${one ?? 'remove the [ ] around it'}.`
    : undefined;
}

/**
 * A text that is the value of the schema's type written in quotes (Docker's `count: ["3"]` on an
 * integer): the value itself, so the fix is not a string again.
 */
function ofType(item: unknown, types: readonly unknown[]): unknown {
  if (typeof item !== 'string') return item;
  const text = item.trim();
  if (types.includes('integer') && /^-?\d+$/.test(text)) return Number(text);
  if (types.includes('number') && text !== '' && Number.isFinite(Number(text))) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return item;
}

/**
 * Docker's `Titles: { example: { Titles: [UID, PID] } }`: a property's example written as the
 * object that holds the property, its name around the value.
 */
export function wrappedExampleFix(
  e: AjvLikeError,
  value: unknown,
  schemaSegments: readonly string[],
  json = false,
): string | undefined {
  if (e.instancePath !== '' || !value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const name = schemaSegments.at(-1);
  if (name === undefined || keys.length !== 1 || keys[0] !== name || schemaSegments.at(-2) !== 'properties')
    return undefined;
  const inner = JSON.stringify((value as Record<string, unknown>)[name]);
  return `the example is wrapped in its property's name "${name}": give the value alone (${json ? '"example"' : 'example'}: ${inner.length > 60 ? `${inner.slice(0, 57)}...` : inner}).`;
}

/** `"{\"name\": \"Fluffy\"}"`: an object or list serialized into a string. */
function isJsonText(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return false;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed !== null && typeof parsed === 'object';
  } catch {
    return false;
  }
}
