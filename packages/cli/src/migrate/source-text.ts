/**
 * Writes plain data (what the migration made of a Docusaurus config) as TypeScript source, laid out
 * as Biome would: an object or array on one line when it fits in the width, else one entry a line;
 * keys unquoted when they are identifiers; single quotes. Same data, same text.
 */
const WIDTH = 120;

/** Source text written as it is (a call: `search()`). */
export class Raw {
  constructor(readonly text: string) {}
}

export function sourceOf(value: unknown, indent = 0): string {
  if (value === undefined) return 'undefined';
  if (value instanceof Raw) return value.text;
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return quote(value);
  // A plugin option's regular expression, written as its literal (`/\/fb\//g`).
  if (Object.prototype.toString.call(value) === '[object RegExp]') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => sourceOf(v, indent + 2));
    const flat = `[${items.join(', ')}]`;
    if (fits(flat, indent)) return flat;
    const pad = ' '.repeat(indent + 2);
    return `[\n${items.map((i) => `${pad}${i},`).join('\n')}\n${' '.repeat(indent)}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const items = entries.map(([k, v]) => `${key(k)}: ${sourceOf(v, indent + 2)}`);
    const flat = `{ ${items.join(', ')} }`;
    if (fits(flat, indent)) return flat;
    const pad = ' '.repeat(indent + 2);
    return `{\n${items.map((i) => `${pad}${i},`).join('\n')}\n${' '.repeat(indent)}}`;
  }
  return quote(String(value));
}

function fits(text: string, indent: number): boolean {
  // The key and the comma after the value take room too.
  return !text.includes('\n') && indent + text.length + 24 <= WIDTH;
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}

function quote(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are escaped for the source text
    .replace(/[\u0000-\u001f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return escaped.includes("'") && !escaped.includes('"') ? `"${escaped}"` : `'${escaped.replace(/'/g, "\\'")}'`;
}

/** A comment block, each line prefixed with `// ` and wrapped at 100 columns (list items hang). */
export function commentLines(lines: readonly string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    if (line === '') {
      out.push('//');
      continue;
    }
    const lead = /^\s*(?:- )?/.exec(line)![0];
    const hang = ' '.repeat(lead.length);
    let current = lead;
    let started = false;
    for (const word of line.slice(lead.length).split(' ')) {
      if (started && `// ${current} ${word}`.length > 100) {
        out.push(`// ${current}`.trimEnd());
        current = hang + word;
      } else current = started ? `${current} ${word}` : current + word;
      started = true;
    }
    out.push(`// ${current}`.trimEnd());
  }
  return out.join('\n');
}
