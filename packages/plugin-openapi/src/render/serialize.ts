import type { OaObject } from '../model.js';

/**
 * The serialization of parameter values and form fields as OpenAPI defines it ("Style Values",
 * "Style Examples", "Encoding Object"): code samples and the Postman collection send what the
 * server reads. `[name, value]` pairs are not yet percent-encoded; `text` is final.
 */
export type Pairs = Pair[];
/** A name and its value; a value of several parts (`a,b`) keeps them, so that the delimiter stays unencoded. */
export type Pair = [name: string, value: string, parts?: { values: string[]; sep: string }];

const SCALAR_ONLY = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value !== 'object';

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function entries(value: object): [string, unknown][] {
  return Object.entries(value).filter(([, v]) => v !== undefined);
}

/** Style and explode of a parameter (or of a form field with them), with the defaults of its location. */
export function styleOf(p: OaObject, location: string): { style: string; explode: boolean } {
  const style =
    typeof p.style === 'string' ? p.style : location === 'path' || location === 'header' ? 'simple' : 'form';
  return { style, explode: typeof p.explode === 'boolean' ? p.explode : style === 'form' };
}

/**
 * `deepObject` (objects of scalars only, by the specification) as the bracket form every server
 * framework reads for what it leaves undefined: `a[b][c]=v` for nested objects, `a[]=v` for arrays
 * of values, `a[0][b]=v` for arrays of objects (Stripe's `items[0][price]`).
 */
function deepPairs(name: string, value: unknown, out: Pairs): Pairs {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) deepPairs(SCALAR_ONLY(v) ? `${name}[]` : `${name}[${i}]`, v, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of entries(value)) deepPairs(`${name}[${k}]`, v, out);
  } else out.push([name, text(value)]);
  return out;
}

/**
 * Query (and form field) pairs of one value: `form` (exploded: one pair per item or property),
 * `spaceDelimited`, `pipeDelimited`, `deepObject`. A value given as `content` is its JSON text.
 */
export function queryPairs(p: OaObject, name: string, value: unknown, location = 'query'): Pairs {
  if (p.content && !p.schema) return [[name, text(value)]];
  const { style, explode } = styleOf(p, location);
  if (style === 'deepObject' && value && typeof value === 'object') return deepPairs(name, value, []);
  const sep = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
  const joined = (values: string[]): Pair => [name, values.join(sep), { values, sep }];
  if (Array.isArray(value)) return explode ? value.map((v) => [name, text(v)]) : [joined(value.map(text))];
  if (value && typeof value === 'object') {
    if (explode) return entries(value).map(([k, v]) => [k, text(v)]);
    return [joined(entries(value).flatMap(([k, v]) => [k, text(v)]))];
  }
  return [[name, text(value)]];
}

/**
 * A query string of pairs, percent-encoded (`[`, `]`, `|` and spaces too, as RFC 3986 wants); the
 * commas between the parts of a value stay as they are (RFC 6570's form style).
 */
export function encodePairs(pairs: Pairs): string {
  return pairs
    .map(([k, v, parts]) => {
      const value = parts
        ? parts.values.map(encodeURIComponent).join(parts.sep === ',' ? ',' : encodeURIComponent(parts.sep))
        : encodeURIComponent(v);
      return `${encodeURIComponent(k)}=${value}`;
    })
    .join('&');
}

/**
 * What a path parameter's `{name}` becomes: `simple` (`a,b`; `k=v,k2=v2` exploded), `label`
 * (`.a.b`), `matrix` (`;name=a;name=b`). Each value is percent-encoded, the delimiters are not.
 */
export function pathText(p: OaObject, value: unknown): string {
  const name = String(p.name);
  const enc = (v: unknown) => encodeURIComponent(text(v));
  if (p.content && !p.schema) return enc(value);
  const { style, explode } = styleOf(p, 'path');
  const list: [string | undefined, unknown][] = Array.isArray(value)
    ? value.map((v) => [undefined, v])
    : value && typeof value === 'object'
      ? entries(value)
      : [[undefined, value]];
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  if (style === 'label') {
    if (explode) return list.map(([k, v]) => `.${k === undefined ? enc(v) : `${enc(k)}=${enc(v)}`}`).join('');
    return `.${list.flatMap(([k, v]) => (k === undefined ? [enc(v)] : [enc(k), enc(v)])).join(',')}`;
  }
  if (style === 'matrix') {
    if (explode) return list.map(([k, v]) => `;${isObject ? enc(k) : name}=${enc(v)}`).join('');
    return `;${name}=${list.flatMap(([k, v]) => (k === undefined ? [enc(v)] : [enc(k), enc(v)])).join(',')}`;
  }
  return headerText(p, value, enc);
}

/** A header's value (`simple`: `a,b`, `k,v` or exploded `k=v`), or a path segment's with `enc`. */
export function headerText(p: OaObject, value: unknown, enc: (v: unknown) => string = text): string {
  if (p.content && !p.schema) return enc(value);
  const { explode } = styleOf(p, 'header');
  if (Array.isArray(value)) return value.map(enc).join(',');
  if (value && typeof value === 'object')
    return entries(value)
      .map(([k, v]) => (explode ? `${enc(k)}=${enc(v)}` : `${enc(k)},${enc(v)}`))
      .join(',');
  return enc(value);
}

/** A cookie parameter as `name=value` pairs of the `Cookie` header (`form`: exploded arrays repeat the name). */
export function cookieText(p: OaObject, value: unknown): string {
  return queryPairs(p, String(p.name), value, 'cookie')
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

/**
 * The fields of an `application/x-www-form-urlencoded` body. A field with `style`, `explode` or
 * `allowReserved` in its Encoding Object is serialized as a query parameter would be; the others
 * by their default content type: an object as its JSON text, an array one field per item (the
 * name repeated, as forms send several values).
 */
export function formPairs(value: OaObject, encoding: OaObject | undefined): Pairs {
  const out: Pairs = [];
  for (const [name, v] of entries(value)) {
    const e = (encoding?.[name] ?? {}) as OaObject;
    if ('style' in e || 'explode' in e || 'allowReserved' in e) out.push(...queryPairs(e, name, v));
    else if (Array.isArray(v)) for (const item of v) out.push([name, text(item)]);
    else out.push([name, text(v)]);
  }
  return out;
}
