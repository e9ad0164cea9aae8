/**
 * A schema's `pattern` as a RegExp, read as vendors write them: OpenAPI says ECMA-262, with the `u`
 * flag ajv uses, but documents carry escapes it rejects (`\-`, `\:`: read without it) and the
 * leading inline flags of Java, Go and Python expressions (Okta's `(?i)^[0-9a-f]{8}-…$`: the flags
 * of the whole expression, as the servers that wrote them read them). `undefined` when no reading
 * compiles.
 */
export function patternRegExp(source: string, flags = 'u'): RegExp | undefined {
  const inline = /^\(\?([ims]+)\)/.exec(source);
  const body = inline ? source.slice(inline[0].length) : source;
  const all = inline ? [...new Set([...flags, ...inline[1]!])].join('') : flags;
  for (const f of [all, all.replace('u', '')]) {
    try {
      return new RegExp(body, f);
    } catch {
      // The next reading.
    }
  }
  return undefined;
}

/**
 * ajv's `code.regExp`: a pattern as `patternRegExp` reads it; else ajv's error, for the report
 * that names the schema. `code` is what the official schemas' compiled-ahead validators call it.
 */
export const lenientRegExp = Object.assign(
  (pattern: string, flags: string): RegExp => patternRegExp(pattern, flags) ?? new RegExp(pattern, flags),
  { code: 'lenientRegExp' },
);
