/**
 * Reads the request an example in Node.js, Python, PHP or Go makes: its HTTP method, its URL (as
 * far as it can be worked out from literals and the variables the example assigns) and its JSON
 * body, as a literal tree whose keys and literal values can be compared with the cURL body.
 * A small tokenizer and a literal parser shared by the four languages, not a compiler: values
 * that are expressions (`process.env.X`, a loop variable) are kept as "expression" leaves.
 */

import {
  HOLE,
  jsonToLit,
  OPEN,
  Parser,
  parseValueAt,
  spans,
  tokenize,
  type Lang,
  type Lit,
  type Span,
  type Tok,
} from './code-literals.js';

export { HOLE, jsonToLit, spans, type Lang, type Lit, type Span } from './code-literals.js';

export interface CodeRequest {
  method?: string;
  /** The URL with `\u0000` where a part could not be worked out. */
  url?: string;
  /** The JSON body, undefined when the request sends none. */
  body?: Lit;
  /** The body is read from this file. */
  bodyFile?: string;
  problems: string[];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Offsets of the right-hand sides of the assignments to a variable, last first. */
function assignments(src: string, lang: Lang, name: string): number[] {
  const n = escapeRe(name);
  const re =
    lang === 'node'
      ? new RegExp(`(?:\\b(?:const|let|var)\\s+)?(?<![\\w.$])${n}\\s*=(?!=)\\s*`, 'g')
      : lang === 'python'
        ? new RegExp(`^[ \\t]*${n}\\s*=(?!=)\\s*`, 'gm')
        : lang === 'php'
          ? new RegExp(`${n}\\s*=(?![=>])\\s*`, 'g')
          : new RegExp(`(?:\\b(?:const|var)\\s+)?(?<![\\w.])${n}(?:\\s*,\\s*\\w+)?\\s*(?::=|=(?!=))\\s*`, 'g');
  return [...src.matchAll(re)].map((m) => m.index! + m[0].length).reverse();
}

const UNWRAP: Record<Lang, RegExp> = {
  node: /^JSON\.stringify\(\s*/,
  python: /^json\.dumps\(\s*/,
  php: /^json_encode\(\s*/,
  go: /^(?:json\.Marshal(?:Indent)?|\[\]byte)\(\s*/,
};

/** The literal value of an expression at an offset, following variables to their assignment. */
function literalAt(src: string, lang: Lang, offset: number, depth = 0): Lit {
  const unwrap = UNWRAP[lang].exec(src.slice(offset));
  if (unwrap) offset += unwrap[0].length;
  const lit = parseValueAt(src, lang, offset);
  // A JSON text (a Go raw string, a string body).
  const jsonText = (text: string) => {
    if (!/^\s*[{[]/.test(text)) return undefined;
    try {
      // A `%q` or `%s` verb of fmt.Sprintf stands for a value the program fills in.
      return jsonToLit(JSON.parse(text.replace(/"?%[qsdv]"?/g, '"\\u0000"')));
    } catch {
      return undefined;
    }
  };
  const asJson = (text: string, span: Span | undefined) => {
    const v = jsonText(text);
    if (v && span) spans.set(v, { ...span, form: 'json-string' });
    return v;
  };
  if (lit.kind === 'scalar' && typeof lit.value === 'string') return asJson(lit.value, spans.get(lit)) ?? lit;
  if (lit.kind === 'expr' && depth < 4) {
    const text = lit.text.trim();
    // A variable: its assigned value.
    if (/^\$?[A-Za-z_]\w*$/.test(text)) {
      for (const at of assignments(src, lang, text)) {
        if (at === offset) continue;
        const v = literalAt(src, lang, at, depth + 1);
        if (v.kind !== 'expr') return v;
      }
    }
    // fmt.Sprintf of a JSON text.
    const sprintf = /^fmt\.Sprintf\(\s*/.exec(text);
    const strTok = sprintf ? tokenize(text.slice(sprintf[0].length), lang)[0] : undefined;
    if (strTok?.t === 'str') return jsonText(strTok.v) ?? lit;
  }
  return lit;
}

/** The string value of a URL expression, with `HOLE` where a part is not a literal. */
function stringAt(src: string, lang: Lang, offset: number, depth = 0): string {
  const toks = tokenize(src, lang);
  const p = new Parser(
    toks,
    lang,
    toks.findIndex((t) => t.start >= offset),
  );
  p.source = src;
  if (p.i < 0) return HOLE;
  const span = p.skipExpr();
  return stringOfExpr(src, lang, src.slice(span.start, span.end), depth);
}

function resolveVar(src: string, lang: Lang, name: string, depth: number): string {
  if (depth > 4) return HOLE;
  let best: string | undefined;
  for (const at of assignments(src, lang, name)) {
    const v = stringAt(src, lang, at, depth + 1);
    if (!v.includes(HOLE)) return v;
    best ??= v;
  }
  return best ?? HOLE;
}

function stringOfExpr(src: string, lang: Lang, expr: string, depth: number): string {
  expr = expr.trim();
  // Fallbacks: `process.env.X ?? 'default'`, `getenv('X') ?: 'default'`, `os.environ.get("X", "default")`.
  const fallback = /(?:\?\?|\?:|\|\|)\s*([\s\S]+)$/.exec(expr);
  if (fallback) return stringOfExpr(src, lang, fallback[1]!, depth);
  const envGet = /^os\.environ\.get\(\s*["'][^"']*["']\s*,\s*([\s\S]+)\)$/.exec(expr);
  if (envGet) return stringOfExpr(src, lang, envGet[1]!, depth);
  const sprintf = /^(?:fmt\.Sprintf|sprintf)\(([\s\S]*)\)$/.exec(expr);
  if (sprintf) {
    const toks = tokenize(sprintf[1]!, lang);
    const p = new Parser(toks, lang);
    p.source = sprintf[1]!;
    const parts: string[] = [];
    while (p.peek()) {
      const span = p.skipExpr();
      parts.push(sprintf[1]!.slice(span.start, span.end));
      if (p.peek()?.v === ',') p.i++;
      else break;
    }
    const fmt = stringOfExpr(src, lang, parts[0] ?? '', depth);
    let k = 1;
    return fmt.replace(/%[sdvq]/g, () => stringOfExpr(src, lang, parts[k++] ?? '', depth));
  }
  const toks = tokenize(expr, lang);
  let out = '';
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.t === 'str') {
      out += interpolate(src, lang, t, depth);
    } else if (t.t === 'p' && (t.v === '+' || (lang === 'php' && t.v === '.'))) {
    } else if (
      t.t === 'id' &&
      toks[i + 1]?.v !== '(' &&
      (toks[i + 1]?.v !== '.' || (lang === 'php' && t.v.startsWith('$')))
    ) {
      out += resolveVar(src, lang, t.v, depth + 1);
    } else {
      // A call or any other expression: unknown, up to its end.
      let d = 0;
      for (; i < toks.length; i++) {
        const v = toks[i]!.v;
        if (OPEN[v]) d++;
        else if ([')', ']', '}'].includes(v)) d--;
        if (
          d === 0 &&
          (toks[i + 1]?.v === '+' || (lang === 'php' && toks[i + 1]?.v === '.' && toks[i + 2]?.t === 'str'))
        )
          break;
      }
      out += HOLE;
    }
  }
  return out;
}

function interpolate(src: string, lang: Lang, t: Tok, depth: number): string {
  if (!t.interp) return t.v;
  const re =
    t.interp === 'js' ? /\$\{([^}]*)\}/g : t.interp === 'py' ? /\{([^{}]*)\}/g : /\{\$([^}]*)\}|\$([A-Za-z_]\w*)/g;
  return t.v.replace(re, (_m, a?: string, b?: string) => {
    const inner = (a ?? b ?? '').trim();
    const name = t.interp === 'php' ? `$${inner}` : inner;
    return /^\$?[A-Za-z_]\w*$/.test(name) ? resolveVar(src, lang, name, depth + 1) : HOLE;
  });
}

/** The first match of a regex in a source, as the offset just after it. */
function after(src: string, re: RegExp): number | undefined {
  const m = re.exec(src);
  return m ? m.index + m[0].length : undefined;
}

/** What request an example makes: method, URL, body. */
export function readCodeRequest(src: string, lang: Lang): CodeRequest {
  const problems: string[] = [];
  let method: string | undefined;
  let urlAt: number | undefined;
  let bodyAt: number | undefined;
  let bodyAny = false;
  switch (lang) {
    case 'node': {
      urlAt = after(src, /\bfetch\(\s*/);
      method = /\bmethod:\s*['"`](\w+)['"`]/.exec(src)?.[1] ?? (urlAt !== undefined ? 'GET' : undefined);
      bodyAt = after(src, /\bbody:\s*/);
      bodyAny = /\bbody\s*[,}]/.test(src);
      break;
    }
    case 'python': {
      const call =
        /\brequests\.(get|post|put|patch|delete)\(\s*(?:url\s*=\s*)?/.exec(src) ??
        /\brequests\.request\(\s*["'](\w+)["']\s*,\s*/.exec(src);
      if (call) {
        method = call[1]!.toUpperCase();
        urlAt = call.index + call[0].length;
      }
      if (call) {
        // json= or data= among the call's arguments.
        const toks = tokenize(src, lang);
        const p = new Parser(
          toks,
          lang,
          toks.findIndex((t) => t.start >= urlAt!),
        );
        p.source = src;
        while (p.peek()) {
          const t = p.peek()!;
          if (t.t === 'id' && (t.v === 'json' || t.v === 'data') && p.peek(1)?.v === '=') {
            bodyAt = p.peek(2)?.start;
            break;
          }
          p.skipExpr();
          if (p.peek()?.v === ',') p.i++;
          else break;
        }
      }
      break;
    }
    case 'php': {
      urlAt = after(src, /\bcurl_init\(\s*/);
      const custom = /CURLOPT_CUSTOMREQUEST\s*=>\s*['"](\w+)['"]/.exec(src)?.[1];
      method =
        custom ??
        (/CURLOPT_POST\s*=>\s*true/.test(src) || /CURLOPT_POSTFIELDS/.test(src)
          ? 'POST'
          : urlAt !== undefined
            ? 'GET'
            : undefined);
      bodyAt = after(src, /CURLOPT_POSTFIELDS\s*=>\s*/);
      break;
    }
    case 'go': {
      const req = /\bhttp\.NewRequest(?:WithContext)?\(\s*(?:ctx\s*,\s*)?(?:http\.Method(\w+)|"(\w+)")\s*,\s*/.exec(
        src,
      );
      if (req) {
        method = (req[1] ?? req[2]!).toUpperCase();
        urlAt = req.index + req[0].length;
        // The body is the third argument.
        const toks = tokenize(src, lang);
        const p = new Parser(
          toks,
          lang,
          toks.findIndex((t) => t.start >= urlAt!),
        );
        p.source = src;
        p.skipExpr();
        if (p.peek()?.v === ',') {
          p.i++;
          const arg = p.peek();
          if (arg && !(arg.t === 'id' && arg.v === 'nil')) {
            const reader = /^(?:strings\.NewReader|bytes\.NewReader|bytes\.NewBufferString|bytes\.NewBuffer)\(\s*/.exec(
              src.slice(arg.start),
            );
            bodyAt = reader ? arg.start + reader[0].length : arg.start;
          }
        }
      } else {
        const get = /\bhttp\.(Get|Post)\(\s*/.exec(src);
        if (get) {
          method = get[1]!.toUpperCase();
          urlAt = get.index + get[0].length;
        }
      }
      break;
    }
  }
  const out: CodeRequest = { problems };
  if (method) out.method = method;
  if (urlAt !== undefined) out.url = stringAt(src, lang, urlAt);
  if (bodyAt !== undefined) {
    const file = bodyFileOf(src, lang, bodyAt);
    if (file) out.bodyFile = file;
    else {
      const lit = literalAt(src, lang, bodyAt);
      out.body = lit;
    }
  } else if (bodyAny) out.body = { kind: 'expr', text: 'body' };
  return out;
}

/** A body read from a file (`readFile('order.json')`, `open("order.json")`, `file_get_contents('order.json')`, `os.ReadFile("order.json")`). */
function bodyFileOf(src: string, _lang: Lang, offset: number): string | undefined {
  const rest = src.slice(offset, offset + 40).trim();
  if (!/^\$?\w+\s*[,)\n]/.test(rest) && !/^\$?\w+$/.test(rest)) return undefined;
  const m = /(?:readFile|readFileSync|open|file_get_contents|os\.ReadFile)\(\s*['"]([^'"]+\.json)['"]/.exec(src);
  return m?.[1];
}

// ---- comparing bodies

/** Differences between an expected JSON value (the cURL body) and a literal tree (another language). */
export function compareBody(expected: unknown, actual: Lit, where = ''): string[] {
  if (actual.kind === 'expr') {
    // An expression stands for any scalar; an object or array must be spelled out.
    return expected !== null && typeof expected === 'object'
      ? [
          `${where || '/'} is an expression (${actual.text.slice(0, 40)}), not the ${Array.isArray(expected) ? 'array' : 'object'} of the cURL body`,
        ]
      : [];
  }
  if (Array.isArray(expected)) {
    if (actual.kind !== 'array') return [`${where || '/'} should be an array`];
    if (actual.items.length !== expected.length)
      return [`${where || '/'} has ${actual.items.length} items, the cURL body ${expected.length}`];
    return expected.flatMap((e, i) => compareBody(e, actual.items[i]!, `${where}/${i}`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual.kind !== 'object') return [`${where || '/'} should be an object`];
    const keys = new Set(Object.keys(expected));
    const got = new Map(actual.entries);
    const out: string[] = [];
    for (const k of keys) if (!got.has(k)) out.push(`${where}/${k} is missing`);
    for (const k of got.keys()) if (!keys.has(k)) out.push(`${where}/${k} is not in the cURL body`);
    for (const k of keys)
      if (got.has(k)) out.push(...compareBody((expected as Record<string, unknown>)[k], got.get(k)!, `${where}/${k}`));
    return out;
  }
  if (actual.kind !== 'scalar') return [`${where || '/'} should be ${JSON.stringify(expected)}`];
  return actual.value === expected
    ? []
    : [`${where || '/'} is ${JSON.stringify(actual.value)}, the cURL body has ${JSON.stringify(expected)}`];
}

/** Number of fields (object keys, at any depth) of a literal tree. */
export function countFields(lit: Lit): number {
  if (lit.kind === 'object') return lit.entries.reduce((n, [, v]) => n + 1 + countFields(v), 0);
  if (lit.kind === 'array') return lit.items.reduce((n, v) => n + countFields(v), 0);
  return 0;
}
