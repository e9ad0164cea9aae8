import RandExpModule from 'randexp';
import type { OaObject } from './model.js';
import { patternRegExp } from './pattern.js';

type RandExpClass = typeof import('randexp').default;
// randexp is CommonJS: its class is the module under Node, its `default` where that is bundled.
const RandExp = ((RandExpModule as unknown as { default?: RandExpClass }).default ?? RandExpModule) as RandExpClass;

const FORMAT_SAMPLES: Record<string, unknown> = {
  'date-time': '2025-01-01T00:00:00Z',
  date: '2025-01-01',
  time: '12:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  binary: '<binary>',
  byte: 'U3dhZ2dlcg==',
  password: '********',
  // The other formats ajv-formats checks: a made-up value must pass them too.
  duration: 'P1D',
  'iso-time': '12:00:00Z',
  'iso-date-time': '2025-01-01T00:00:00Z',
  'uri-reference': '/docs',
  'uri-template': 'https://example.com/{id}',
  regex: '^[a-z]+$',
  'json-pointer': '/id',
  'json-pointer-uri-fragment': '#/id',
  'relative-json-pointer': '0/id',
};

/** A string for a schema without an example: its format's, fitted to its length and `pattern`. */
export function stringSample(s: OaObject): unknown {
  const value = fitLength(s, (typeof s.format === 'string' ? FORMAT_SAMPLES[s.format] : undefined) ?? 'string');
  if (typeof s.pattern !== 'string' || typeof value !== 'string') return value;
  // As the examples are checked (ajv-setup's lenientRegExp).
  const pattern = patternRegExp(s.pattern);
  if (!pattern || pattern.test(value)) return value;
  let found: string | undefined;
  patternSample(pattern, (made) => {
    found = [made, ...paddedToMin(s, made)].find((v) => pattern.test(v) && fitLength(s, v) === v);
    return found !== undefined;
  });
  return found ?? value;
}

/**
 * A made string shorter than the schema's `minLength`, lengthened so its pattern may still take it:
 * its last character repeated, then letters (`enb[0-9a-zA-Z]+` of 20 characters, Okta's ids: randexp
 * repeats `+` thrice at most, `enb0` → `enb0000…`).
 */
function paddedToMin(s: OaObject, made: string): string[] {
  const min = typeof s.minLength === 'number' ? Math.min(s.minLength, 10_000) : 0;
  if (made.length >= min) return [];
  const missing = min - made.length;
  return [...new Set([made.slice(-1) || 'x', 'x', '0'])].map((c) => made + c.repeat(missing));
}

/**
 * A string a pattern matches (`^(0|[1-9][0-9]*)$` → `0`, `^evt_[a-z]+$` → `evt_a`), made by
 * randexp with every choice its lowest (else its highest, for a `minLength`), so that builds are
 * the same; letters first for `.` and negated classes, then any printable character.
 */
export function patternSample(pattern: RegExp, fits: (made: string) => boolean): string | undefined {
  const made = madeFrom(pattern, fits);
  if (made !== undefined) return made;
  // randexp makes nothing for a lookahead (`^(?=.*https?://\S+)[\s\S]+$`, a text that holds a
  // link): what the lookaheads ask for, made alone (each, then all in turn), often passes the whole.
  const ahead = lookaheads(pattern.source);
  for (const source of ahead.length > 1 ? [...ahead, ahead.map((b) => `(?:${b})`).join('')] : ahead) {
    try {
      const fromAhead = madeFrom(new RegExp(source, pattern.flags), fits);
      if (fromAhead !== undefined) return fromAhead;
    } catch {
      // Not a pattern on its own: the next one.
    }
  }
  return undefined;
}

/** The bodies of a pattern's positive lookaheads (`(?=…)`), outside character classes. */
function lookaheads(source: string): string[] {
  const out: string[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (source.startsWith('(?=', i)) {
      const end = closing(source, i);
      if (end > 0) out.push(source.slice(i + 3, end));
    }
  }
  return out;
}

/** The index of the `)` closing the group opened at `open`, or -1. */
function closing(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** randexp's lowest string (then its highest; letters first, then any character) that `fits`. */
function madeFrom(pattern: RegExp, fits: (made: string) => boolean): string | undefined {
  for (const highest of [false, true]) {
    for (const letters of [true, false]) {
      try {
        const gen = new RandExp(pattern);
        gen.max = 3;
        gen.randInt = (low: number, high: number) => (highest ? high : low);
        if (letters) {
          gen.defaultRange.subtract(32, 126);
          gen.defaultRange.add(97, 122);
        }
        const made = gen.gen();
        if (fits(made)) return made;
      } catch {
        // A pattern randexp cannot read (a lookbehind): the next way, else the plain sample.
      }
    }
  }
  return undefined;
}

/** A made-up string cut or padded to the length its schema allows (`maxLength: 2`, `minLength: 10`). */
function fitLength(s: OaObject, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const max = typeof s.maxLength === 'number' ? s.maxLength : undefined;
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  if (max !== undefined && value.length > max) return value.slice(0, Math.max(max, min));
  return value.length < min ? value + 'x'.repeat(Math.min(min, 10_000) - value.length) : value;
}

/** The lowest value a number schema allows (above an exclusive bound: 3.1's number, 3.0's flag). */
export function numberSample(s: OaObject, integer: boolean): number {
  const exclusive = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const low = exclusive ?? (typeof s.minimum === 'number' ? s.minimum : undefined);
  if (low === undefined) return 0;
  // A bound past 2^53 (int64's minimum, -2^63) is not printed as itself: JSON writes
  // -9223372036854776000, below the bound. 0, where the range holds it, is.
  const top = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
  if (low < -Number.MAX_SAFE_INTEGER && (typeof top !== 'number' || top > 0)) return 0;
  if (exclusive === undefined && s.exclusiveMinimum !== true) return low;
  if (integer) return Math.floor(low) + 1;
  return typeof top === 'number' && top > low ? (low + top) / 2 : low + 1;
}
