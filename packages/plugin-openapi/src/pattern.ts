/**
 * A schema's `pattern` as a RegExp, read as vendors write them: OpenAPI says ECMA-262, with the `u`
 * flag ajv uses, but documents carry escapes it rejects (`\-`, `\:`: read without it) and the
 * leading inline flags of Java, Go and Python expressions (Okta's `(?i)^[0-9a-f]{8}-…$`: the flags
 * of the whole expression, as the servers that wrote them read them), and the anchors of Ruby's and
 * PCRE's (`\A…\z`, read as `^…$`: see `pcreAnchors`). `undefined` when no reading compiles.
 */
export function patternRegExp(source: string, flags = 'u'): RegExp | undefined {
  const inline = /^\(\?([ims]+)\)/.exec(source);
  const body = withEcmaAnchors(inline ? source.slice(inline[0].length) : source);
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

/**
 * The anchors of Ruby, PCRE, Python and Java that ECMA-262 lacks, as written in a pattern: `\A`
 * (start of the string), `\Z` and `\z` (its end). Outside a character class and not after an
 * escaped backslash; without the `u` flag ECMA-262 reads each as its letter (`\A[a-z]+\z` matches
 * `Aabcz`), with it not at all. Rails' validators write them: the vendors' documents carry them.
 */
export function pcreAnchors(source: string): { index: number; anchor: string }[] {
  const found: { index: number; anchor: string }[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[i + 1];
      if (!inClass && (next === 'A' || next === 'Z' || next === 'z')) found.push({ index: i, anchor: `\\${next}` });
      i++;
    } else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
  }
  return found;
}

/** A pattern with `pcreAnchors` written as ECMA-262's: `\A` as `^`, `\Z` and `\z` as `$`. */
export function withEcmaAnchors(source: string): string {
  const anchors = pcreAnchors(source);
  if (anchors.length === 0) return source;
  let out = '';
  let from = 0;
  for (const { index, anchor } of anchors) {
    out += `${source.slice(from, index)}${anchor === '\\A' ? '^' : '$'}`;
    from = index + 2;
  }
  return out + source.slice(from);
}
