/**
 * The literal side of reading code examples: a small tokenizer for Node.js, Python, PHP and Go,
 * and a parser of the literals it finds (objects, arrays, scalars; expressions kept as leaves).
 */

export type Lit =
  | { kind: 'object'; entries: [string, Lit][] }
  | { kind: 'array'; items: Lit[] }
  | { kind: 'scalar'; value: string | number | boolean | null }
  | { kind: 'expr'; text: string };

export type Lang = 'node' | 'python' | 'php' | 'go';

export const HOLE = '\u0000';

export interface Tok {
  t: 'str' | 'num' | 'id' | 'p';
  v: string;
  /** For strings: interpolation kind (template literal, f-string, PHP double quotes), raw text kept in v. */
  interp?: 'js' | 'py' | 'php';
  start: number;
  end: number;
}

export function tokenize(src: string, lang: Lang): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    const rest = src.slice(i);
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (rest.startsWith('//') || ((lang === 'python' || lang === 'php') && c === '#' && !rest.startsWith('#['))) {
      const nl = src.indexOf('\n', i);
      i = nl < 0 ? src.length : nl;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = src.indexOf('*/', i + 2);
      i = end < 0 ? src.length : end + 2;
      continue;
    }
    // Python string prefixes (f, r, b, rb…).
    const py = lang === 'python' ? /^([rRbBfF]{1,2})(['"])/.exec(rest) : null;
    if (c === '"' || c === "'" || c === '`' || py) {
      const prefix = py ? py[1]!.toLowerCase() : '';
      const q = py ? py[2]! : c;
      let j = i + prefix.length + 1;
      const triple = lang === 'python' && src.startsWith(q.repeat(3), j - 1);
      if (triple) j += 2;
      let out = '';
      const raw = prefix.includes('r') || (lang === 'go' && q === '`');
      for (;;) {
        if (j >= src.length) break;
        if (triple ? src.startsWith(q.repeat(3), j) : src[j] === q) break;
        const ch = src[j]!;
        if (ch === '\\' && !raw && !(lang === 'php' && q === "'" && !"\\'".includes(src[j + 1] ?? ''))) {
          const n = src[j + 1] ?? '';
          out += n === 'n' ? '\n' : n === 't' ? '\t' : n === '$' && lang === 'php' ? '\\$' : n;
          j += 2;
          continue;
        }
        out += ch;
        j++;
      }
      const end = j + (triple ? 3 : 1);
      const interp =
        q === '`' && lang === 'node'
          ? 'js'
          : prefix.includes('f')
            ? 'py'
            : lang === 'php' && q === '"'
              ? 'php'
              : undefined;
      toks.push({ t: 'str', v: out, ...(interp ? { interp } : {}), start: i, end });
      i = end;
      continue;
    }
    const num = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(rest);
    if (num && !(toks.at(-1)?.t === 'id' || toks.at(-1)?.t === 'num')) {
      toks.push({ t: 'num', v: num[0], start: i, end: i + num[0].length });
      i += num[0].length;
      continue;
    }
    const id = /^\$?[A-Za-z_][\w$]*/.exec(rest);
    if (id) {
      toks.push({ t: 'id', v: id[0], start: i, end: i + id[0].length });
      i += id[0].length;
      continue;
    }
    const p = /^(=>|:=|\?\?|\?:|\|\||&&|\.\.\.|->|::|==|!=|<=|>=|[^\s])/.exec(rest)!;
    toks.push({ t: 'p', v: p[0], start: i, end: i + p[0].length });
    i += p[0].length;
  }
  return toks;
}

export const OPEN: Record<string, string> = { '{': '}', '[': ']', '(': ')' };

export class Parser {
  constructor(
    readonly toks: Tok[],
    readonly lang: Lang,
    public i = 0,
  ) {}

  peek(k = 0) {
    return this.toks[this.i + k];
  }

  isEnd() {
    const t = this.peek();
    if (!t || (t.t === 'p' && [',', ')', ']', '}', ';'].includes(t.v))) return true;
    // A line break ends a statement (Python, Go, JavaScript without semicolons) unless an operator continues it.
    const prev = this.toks[this.i - 1];
    return Boolean(
      prev &&
        this.source.slice(prev.end, t.start).includes('\n') &&
        !(t.t === 'p' && /^(\.|\+|-|\*|\/|\?|:|\|\||&&|\?\?)$/.test(t.v)),
    );
  }

  /** Skips one balanced expression up to a `,`/closer at depth 0; returns its source span. */
  skipExpr(): { start: number; end: number } {
    const start = this.peek()?.start ?? 0;
    let end = start;
    let depth = 0;
    while (this.peek()) {
      const t = this.peek()!;
      if (t.t === 'p') {
        if (OPEN[t.v]) depth++;
        else if ([')', ']', '}'].includes(t.v)) {
          if (depth === 0) break;
          depth--;
        } else if ((t.v === ',' || t.v === ';') && depth === 0) break;
      }
      end = t.end;
      this.i++;
      // A Go/JS statement ends at the line end; keep expressions on one logical line.
      if (
        depth === 0 &&
        this.peek() &&
        this.src(end, this.peek()!.start).includes('\n') &&
        !/^[+.?:|&]/.test(this.peek()!.v) &&
        !/[+.(,=]\s*$/.test(this.src(start, end))
      )
        break;
    }
    return { start, end };
  }

  source = '';
  src(a: number, b: number) {
    return this.source.slice(a, b);
  }

  /** Parses a value: object/array/map literal, scalar, or an expression leaf. */
  value(): Lit {
    const t = this.peek();
    if (!t) return { kind: 'expr', text: '' };
    const save = this.i;
    // Go composite literal types: map[string]any{…}, []map[string]any{…}, []string{…}, struct types are not used.
    if (
      this.lang === 'go' &&
      ((t.t === 'id' && t.v === 'map') || (t.t === 'p' && t.v === '[' && this.peek(1)?.v === ']'))
    ) {
      let isSlice = t.v === '[';
      // Skip the type up to its `{`.
      let depth = 0;
      while (this.peek() && !(this.peek()!.v === '{' && depth === 0)) {
        const v = this.peek()!.v;
        if (v === '[') depth++;
        if (v === ']') depth--;
        this.i++;
      }
      if (this.peek()?.v === '{') {
        const lit = this.braced('}', isSlice ? 'array' : 'object');
        if (lit && this.isEnd()) return lit;
      }
      isSlice = false;
      this.i = save;
    }
    if (t.t === 'p' && (t.v === '{' || t.v === '[')) {
      const lit = this.braced(t.v === '{' ? '}' : ']', 'auto');
      if (lit && this.isEnd()) return lit;
      this.i = save;
    }
    if (
      (t.t === 'str' && !this.hasInterpolation(t)) ||
      t.t === 'num' ||
      (t.t === 'id' && /^(true|false|True|False|null|None|nil)$/.test(t.v))
    ) {
      this.i++;
      if (this.isEnd()) {
        if (t.t === 'str') return { kind: 'scalar', value: t.v };
        if (t.t === 'num') return { kind: 'scalar', value: Number(t.v) };
        return { kind: 'scalar', value: /^(true|True)$/.test(t.v) ? true : /^(false|False)$/.test(t.v) ? false : null };
      }
      this.i = save;
    }
    const span = this.skipExpr();
    return { kind: 'expr', text: this.src(span.start, span.end) };
  }

  hasInterpolation(t: Tok) {
    if (t.interp === 'js') return t.v.includes('${');
    if (t.interp === 'py') return /\{[^{]/.test(t.v);
    if (t.interp === 'php') return /\$[A-Za-z_{]|\{\$/.test(t.v);
    return false;
  }

  /** After an opening `{` or `[`: an object (keys with `:`/`=>`) or an array. */
  braced(close: string, mode: 'auto' | 'object' | 'array'): Lit | undefined {
    this.i++;
    const entries: [string, Lit][] = [];
    const items: Lit[] = [];
    let kind: 'object' | 'array' | undefined = mode === 'auto' ? undefined : mode;
    for (;;) {
      const t = this.peek();
      if (!t) return undefined;
      if (t.t === 'p' && t.v === close) {
        this.i++;
        break;
      }
      const sep = this.peek(1);
      const keyLike = (t.t === 'str' && !this.hasInterpolation(t)) || t.t === 'id' || t.t === 'num';
      if (keyLike && sep?.t === 'p' && (sep.v === ':' || sep.v === '=>') && kind !== 'array') {
        kind = 'object';
        this.i += 2;
        entries.push([t.v, this.value()]);
      } else if (
        kind !== 'array' &&
        close === '}' &&
        t.t === 'id' &&
        (sep?.v === ',' || sep?.v === close) &&
        this.lang === 'node'
      ) {
        // JS shorthand `{ status }`.
        this.i++;
        entries.push([t.v, { kind: 'expr', text: t.v }]);
      } else if (kind === 'object' || (t.t === 'p' && t.v === '...')) {
        return undefined;
      } else {
        kind = 'array';
        items.push(this.value());
      }
      if (this.peek()?.v === ',') this.i++;
      else if (this.peek()?.v !== close) return undefined;
    }
    if (kind === 'array') return { kind: 'array', items };
    return { kind: 'object', entries };
  }
}

/** Where a body literal sits in the source (for tools that rewrite examples). */
export type Span = { start: number; end: number; form: 'literal' | 'json-string' };
export const spans = new WeakMap<Lit, Span>();

export function parseValueAt(src: string, lang: Lang, offset: number): Lit {
  const toks = tokenize(src, lang);
  const p = new Parser(
    toks,
    lang,
    toks.findIndex((t) => t.start >= offset),
  );
  p.source = src;
  if (p.i < 0) return { kind: 'expr', text: '' };
  const first = p.i;
  const lit = p.value();
  spans.set(lit, { start: toks[first]!.start, end: toks[p.i - 1]?.end ?? toks[first]!.end, form: 'literal' });
  return lit;
}

/** Parses a JSON text (a Go raw string, a JSON string body) into a literal tree; `HOLE`-quoted placeholders become expressions. */
export function jsonToLit(value: unknown): Lit {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(jsonToLit) };
  if (value && typeof value === 'object')
    return { kind: 'object', entries: Object.entries(value).map(([k, v]) => [k, jsonToLit(v)]) };
  if (typeof value === 'string' && value.includes(HOLE)) return { kind: 'expr', text: value };
  return { kind: 'scalar', value: value as string | number | boolean | null };
}
