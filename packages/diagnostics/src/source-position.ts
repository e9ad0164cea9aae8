/** 1-based line and column of a character offset in a text. */
export function offsetToPosition(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Where a key or a quoted value is written in a JS/TS/JSON source (best effort: the first
 * occurrence after the occurrence of each parent key, which is how people read a config; an
 * index into an array written as a literal narrows the search to that element).
 */
export function locateInSource(
  text: string,
  path: readonly (string | number)[],
  value?: string,
): { line: number; column: number } | undefined {
  let from = 0;
  let to = text.length;
  let found: number | undefined;
  for (const segment of path) {
    if (typeof segment === 'number') {
      // Without the index, `items[3].label` was found at items[0]'s label.
      const element = found === undefined ? undefined : arrayElement(text, from, to, segment);
      // An array literal without that element: the key that holds it.
      if (element === null) break;
      // Not an array literal there (a variable, a call): searched on from the key, as before.
      if (!element) continue;
      [from, to] = element;
      found = from;
      continue;
    }
    const re = new RegExp(`(?:^|[\\s{,(])["']?${escapeRegExp(segment)}["']?\\s*:`, 'g');
    re.lastIndex = from;
    const m = re.exec(text);
    if (!m || m.index >= to) break;
    found = m.index + m[0].indexOf(segment);
    from = found;
  }
  if (value !== undefined) {
    const re = new RegExp(`["'\`]${escapeRegExp(value)}["'\`]`, 'g');
    re.lastIndex = from;
    const m = re.exec(text) ?? new RegExp(`["'\`]${escapeRegExp(value)}["'\`]`).exec(text);
    if (m) found = m.index + 1;
  }
  return found === undefined ? undefined : offsetToPosition(text, found);
}

/**
 * The offsets of element `index` of the array literal that is the value of the key at `key`
 * (`items: [ … ]`), skipping strings, comments and nested brackets; null when the array has no
 * such element, undefined when the value is not written as an array there (a variable, a call).
 */
function arrayElement(text: string, key: number, limit: number, index: number): [number, number] | null | undefined {
  const open = /^[^:]*:\s*\[/.exec(text.slice(key, limit));
  if (!open) return undefined;
  let depth = 0;
  let count = 0;
  let start: number | undefined;
  for (let i = key + open[0].length; i < limit; i++) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i === -1) return undefined;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
      if (i === 0) return undefined;
      continue;
    }
    if (start === undefined && count === index && depth === 0 && !/\s|,/.test(c)) {
      if (c === ']') return null;
      start = i;
    }
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < limit && text[i] !== c; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (c === '[' || c === '{' || c === '(') depth++;
    else if (depth > 0 && (c === ']' || c === '}' || c === ')')) depth--;
    else if (depth === 0 && (c === ',' || c === ']')) {
      if (start !== undefined) return [start, i];
      if (c === ']') return null;
      count++;
    }
  }
  return undefined;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where `JSON.parse` stopped, from its message ("… in JSON at position 59"; Node 22 adds the
 * line and column): a JSON file's error is reported at its line and column.
 */
export function jsonErrorPosition(text: string, error: unknown): { line: number; column: number } | undefined {
  const at = /at position (\d+)/.exec(String((error as Error)?.message ?? ''));
  return at ? offsetToPosition(text, Number(at[1])) : undefined;
}
