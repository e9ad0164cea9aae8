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
 * occurrence after the occurrence of each parent key, which is how people read a config).
 */
export function locateInSource(
  text: string,
  path: readonly (string | number)[],
  value?: string,
): { line: number; column: number } | undefined {
  let from = 0;
  let found: number | undefined;
  for (const segment of path) {
    if (typeof segment !== 'string') continue;
    const re = new RegExp(`(?:^|[\\s{,(])["']?${escapeRegExp(segment)}["']?\\s*:`, 'g');
    re.lastIndex = from;
    const m = re.exec(text);
    if (!m) break;
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
