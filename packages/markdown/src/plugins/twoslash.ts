/**
 * Code fences written for twoslash (remark-shiki-twoslash, docusaurus-preset-shiki-twoslash):
 * ```` ```ts twoslash ```` blocks hold lines that twoslash hides (compiler flags `// @target: esnext`,
 * `// @errors: 2322`, queries `// ^?`, everything above `// ---cut---` and below
 * `// ---cut-after---`, `// @include: name` of a ```` ```twoslash include name ```` block), and the
 * include blocks themselves are never shown. docgen runs no TypeScript: it shows the code the
 * reader sees on the Docusaurus site, without the type information twoslash adds to it.
 */

/** `twoslash include <name>`: a block other twoslash blocks include, shown nowhere. */
export function twoslashInclude(rawLang: string, meta: string): string | undefined {
  if (rawLang !== 'twoslash') return undefined;
  return /^include\s+(\S+)/.exec(meta.trim())?.[1];
}

/** Whether the fence is a twoslash block (`twoslash` among the words of its meta). */
export function isTwoslash(meta: string): boolean {
  return /(?:^|\s)twoslash(?:\s|$)/.test(meta);
}

const CUT_BEFORE = /^\s*\/\/\s*---cut(?:-before)?---\s*$/;
const CUT_AFTER = /^\s*\/\/\s*---cut-after---\s*$/;
const QUERY = /^\s*\/\/\s*\^+[?|]?\s*$/;
const INCLUDE = /^\s*\/\/\s*@include:\s*(\S+)\s*$/;
// A flag line: `// @name` or `// @name: value` (the file name of a multi-file block stays shown).
const FLAG = /^\s*\/\/\s*@(?!filename\b)[A-Za-z]+(?::.*)?\s*$/;
const MARKER = /^\s*\/\/\s*-\s*(\S+)\s*$/;

/** The lines of an include (`name`), or of its part up to the marker `// - N` (`name-N`). */
function included(ref: string, includes: ReadonlyMap<string, string>): string[] {
  const whole = includes.get(ref);
  if (whole !== undefined) return whole.split('\n').filter((l) => !MARKER.test(l));
  const part = /^(.*)-([^-]+)$/.exec(ref);
  const base = part ? includes.get(part[1]!) : undefined;
  if (!part || base === undefined) return [];
  const lines = base.split('\n');
  const end = lines.findIndex((l) => MARKER.exec(l)?.[1] === part[2]);
  return (end < 0 ? lines : lines.slice(0, end)).filter((l) => !MARKER.test(l));
}

/** The code a twoslash block shows: its source less the lines twoslash hides. */
export function twoslashCode(source: string, includes: ReadonlyMap<string, string>): string {
  let lines = source.split('\n').flatMap((line) => {
    const ref = INCLUDE.exec(line)?.[1];
    return ref === undefined ? [line] : included(ref, includes);
  });
  let cut = -1;
  lines.forEach((l, i) => {
    if (CUT_BEFORE.test(l)) cut = i;
  });
  if (cut >= 0) lines = lines.slice(cut + 1);
  const after = lines.findIndex((l) => CUT_AFTER.test(l));
  if (after >= 0) lines = lines.slice(0, after);
  return lines
    .filter((l) => !QUERY.test(l) && !FLAG.test(l))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}
