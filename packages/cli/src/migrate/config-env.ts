import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStub } from './evaluate.js';
import { notePath } from './note-path.js';
import type { Dict, Notes } from './notes.js';
import { takeSpreadStandIns, restoreSpreadStandIns } from './stubs.js';
import { Raw, sourceOf } from './source-text.js';

/**
 * Environment variables the Docusaurus config reads (`customFields: { CI: process.env.CI }`,
 * `baseUrl: process.env.BASE_URL || '/'`). The migration evaluates the config once, on the
 * machine that migrates, where such a variable is often unset: the value it gave there would be
 * written as text, and the variable forgotten. The config is evaluated again with each variable
 * its own code read set to a mark (`__docgen_env_CI__`); a setting whose value changes depends on
 * it. In `customFields` (carried over as they are) a setting that is the variable, with the value
 * it has without it as fallback, or a text made of it, keeps its expression
 * (`process.env.CI`, `process.env.VERCEL_ENV ?? 'local'`, `` `https://${process.env.HOST}/` ``),
 * which docgen.config.ts evaluates at each build; every other setting made from one is named in
 * the report with its variable, never written silently.
 */
export interface ConfigEnv {
  /** Variables the config's own code read, with whether each was set when migrating. */
  read: Map<string, boolean>;
  /** Settings whose value depends on them (paths as `a.b[0]`), when the second evaluation ran. */
  dependents?: EnvDependent[];
}

export interface EnvDependent {
  path: string;
  /** The keys of its path. */
  steps: string[];
  /** Its value as migrated. */
  value: unknown;
  /** The variables it depends on (marks found in it; every read one when it holds none). */
  variables: string[];
  /** An expression of the variables with the same value as migrated, when there is one. */
  expression?: string;
}

/** Set by Docusaurus and docgen alike (`NODE_ENV` production) or handled apart (the locale). */
const IGNORED = new Set(['NODE_ENV', 'DOCUSAURUS_CURRENT_LOCALE']);
/** Frames of the config's own code: its CommonJS bundle, or its ES module run from the temp folder. */
const CONFIG_SCRIPT = /\.docgen-migrate\.cjs|docgen-migrate-\d+-\d+-[^/\\]*\.mjs/;
const OWN_FILE = fileURLToPath(import.meta.url);

const mark = (name: string) => `__docgen_env_${name}__`;

/**
 * Whether the read being made comes from the config's code (or a site file it requires), not
 * from a package it loads (supports-color reads `CI`) nor from docgen: the first frame of the
 * stack outside this module.
 */
export function readByConfig(siteDir: string): boolean {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const frame = frames.find((f) => !f.includes(OWN_FILE) && !/\(node:|at node:/.test(f));
  if (!frame) return false;
  if (CONFIG_SCRIPT.test(frame)) return true;
  return frame.includes(siteDir + path.sep) && !/[\\/]node_modules[\\/]/.test(frame);
}

/**
 * `env` as the config's evaluation sees it: `each` hears every read; a read the config's code
 * makes of a variable is recorded in `read` (whether it was set).
 */
export function watchedEnv(
  env: NodeJS.ProcessEnv,
  siteDir: string,
  read: Map<string, boolean>,
  each: (key: string | symbol) => void,
): NodeJS.ProcessEnv {
  return new Proxy(env, {
    get(target, key, receiver) {
      each(key);
      if (typeof key === 'string' && !IGNORED.has(key) && !read.has(key) && readByConfig(siteDir))
        read.set(key, target[key] !== undefined);
      return Reflect.get(target, key, receiver);
    },
  });
}

/**
 * The settings that depend on the variables `read` names: `evaluate` run again with each set to
 * its mark, and, when a setting depends on one that was set, once more with them all unset (the
 * value a build without them gets, the fallback of its expression). The spread stand-ins noted
 * are the first evaluation's. Undefined dependents when the marked evaluation fails (a mark is no
 * URL a config may parse).
 */
export async function envDependents(
  read: Map<string, boolean>,
  value: unknown,
  evaluate: () => Promise<unknown>,
  /** The config's text: a variable compared with a value there (`=== '1'`) is given that value too. */
  source = '',
): Promise<ConfigEnv> {
  if (read.size === 0) return { read };
  const names = [...read.keys()];
  const marked = await withEnv(names, mark, evaluate);
  if (marked === FAILED) return { read };
  // Without the variables set here (`!!process.env.CI` is true with CI set and with its mark).
  const bare = names.some((n) => read.get(n)) ? await withEnv(names, () => undefined, evaluate) : undefined;
  const differences = differing(value, marked, [], '');
  if (bare !== undefined && bare !== FAILED)
    for (const d of differing(value, bare, [], ''))
      if (!differences.some((o) => o.path === d.path)) differences.push({ ...d, other: valueAt(marked, d.steps) });
  // A mark is never the value a setting tests for (`process.env.CF_PAGES === '1' ? '/' : '/docs'`).
  const probedBy = new Map<string, string[]>();
  let probes = 0;
  for (const [name, values] of comparedValues(source))
    for (const given of values) {
      if (!read.has(name) || process.env[name] === given || probes++ >= 8) continue;
      const probed = await withEnv([name], () => given, evaluate);
      if (probed === FAILED) continue;
      for (const d of differing(value, probed, [], '')) {
        if (!differences.some((o) => o.path === d.path)) differences.push({ ...d, other: valueAt(marked, d.steps) });
        if (!probedBy.get(d.path)?.includes(name)) probedBy.set(d.path, [...(probedBy.get(d.path) ?? []), name]);
      }
    }
  const found = differences.map((d) => {
    const text = typeof d.other === 'string' ? d.other : (JSON.stringify(d.other) ?? '');
    return { ...d, found: names.filter((name) => text.includes(mark(name))) };
  });
  const unnamed = await withoutMarks(found, read, evaluate);
  const dependents = found.map(({ path: at, steps, own, other, found: these }) => {
    const unsetValue = these.some((n) => read.get(n)) ? (bare === FAILED ? FAILED : valueAt(bare, steps)) : own;
    const expression = unsetValue === FAILED ? undefined : expressionOf(unsetValue, other, these);
    const named = [...new Set([...(probedBy.get(at) ?? []), ...(unnamed.get(at) ?? [])])];
    const variables = these.length > 0 ? these : named.length > 0 ? named : names;
    return { path: at, steps, value: own, variables, ...(expression ? { expression } : {}) };
  });
  return { read, dependents };
}

const FAILED = Symbol('failed');

/** The values the config compares a variable with (`process.env.X === 'v'`, `'v' !== process.env.X`), by variable. */
export function comparedValues(source: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (name: string, given: string) => {
    if (!out.get(name)?.includes(given)) out.set(name, [...(out.get(name) ?? []), given]);
  };
  for (const m of source.matchAll(/process\.env\.([A-Za-z_$][\w$]*)\s*[!=]==?\s*(['"`])([^'"`\n]*)\2/g))
    add(m[1]!, m[3]!);
  for (const m of source.matchAll(/(['"`])([^'"`\n]*)\1\s*[!=]==?\s*process\.env\.([A-Za-z_$][\w$]*)/g))
    add(m[3]!, m[2]!);
  // Through a name the variable is kept in (`const buildType = process.env.BUILD_TYPE;` then
  // `buildType === 'i18n' ? [...locales] : []`, docusaurus-search-local's site).
  for (const m of source.matchAll(
    /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*process\.env\.([A-Za-z_$][\w$]*)\b/g,
  )) {
    const [, kept, name] = m as unknown as [string, string, string];
    const at = `\\b${kept.replace(/\$/g, '\\$')}`;
    for (const c of source.matchAll(new RegExp(`${at}\\s*[!=]==?\\s*(['"\`])([^'"\`\\n]*)\\1`, 'g'))) add(name, c[2]!);
    for (const c of source.matchAll(new RegExp(`(['"\`])([^'"\`\\n]*)\\1\\s*[!=]==?\\s*${at}\\b`, 'g')))
      add(name, c[2]!);
  }
  return out;
}

/**
 * The variables each setting that holds no mark depends on (`isCi: !!process.env.CI`): the config
 * evaluated with one variable changed at a time (marked when it was unset, unset when it was
 * set), for a dozen variables at most (else every one is named).
 */
async function withoutMarks(
  found: readonly (Difference & { found: string[] })[],
  read: Map<string, boolean>,
  evaluate: () => Promise<unknown>,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const unnamed = found.filter((d) => d.found.length === 0);
  if (unnamed.length === 0 || read.size > 12) return out;
  for (const [name, set] of read) {
    const one = await withEnv([name], () => (set ? undefined : mark(name)), evaluate);
    if (one === FAILED) continue;
    for (const d of unnamed)
      if (!same(valueAt(one, d.steps), d.own)) out.set(d.path, [...(out.get(d.path) ?? []), name]);
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}

/** `evaluate` with each of `names` set to `given(name)` (unset for undefined), then put back. */
async function withEnv(
  names: string[],
  given: (name: string) => string | undefined,
  evaluate: () => Promise<unknown>,
): Promise<unknown> {
  const env = process.env;
  const before = new Map(names.map((k) => [k, env[k]] as const));
  const spread = takeSpreadStandIns();
  try {
    for (const name of names) {
      const v = given(name);
      if (v === undefined) delete env[name];
      else env[name] = v;
    }
    return await evaluate();
  } catch {
    return FAILED;
  } finally {
    for (const [name, v] of before) {
      if (v === undefined) delete env[name];
      else env[name] = v;
    }
    takeSpreadStandIns();
    restoreSpreadStandIns(spread);
  }
}

function valueAt(root: unknown, steps: readonly string[]): unknown {
  let value = root;
  for (const step of steps) value = typeof value === 'object' && value !== null ? (value as Dict)[step] : undefined;
  return value;
}

interface Difference {
  path: string;
  steps: string[];
  own: unknown;
  other: unknown;
}

/** The values two evaluations give differently, by path (a whole value where one is no object). */
function differing(a: unknown, b: unknown, steps: string[], at: string): Difference[] {
  if (typeof a === 'function' || typeof b === 'function' || isStub(a) || isStub(b)) return [];
  const lists = Array.isArray(a) && Array.isArray(b);
  const objects = (o: unknown) => typeof o === 'object' && o !== null && !Array.isArray(o);
  if (lists || (objects(a) && objects(b))) {
    if (lists && (a as unknown[]).length !== (b as unknown[]).length) return [{ path: at, steps, own: a, other: b }];
    const left = a as Dict;
    const right = b as Dict;
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return keys.flatMap((key) =>
      differing(left[key], right[key], [...steps, key], lists ? `${at}[${key}]` : at ? `${at}.${key}` : key),
    );
  }
  return same(a, b) ? [] : [{ path: at, steps, own: a, other: b }];
}

const envRead = (name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `process.env.${name}` : `process.env[${sourceOf(name)}]`;

/**
 * The expression of the variables `found` that gives `own` without them and `other` with each
 * set to its mark: the variable itself (with `own` as fallback), or a template literal of them.
 */
function expressionOf(own: unknown, other: unknown, found: string[]): string | undefined {
  if (typeof other !== 'string' || found.length === 0) return undefined;
  const fallback = own === undefined || ['string', 'number', 'boolean'].includes(typeof own);
  if (found.length === 1 && other === mark(found[0]!) && fallback)
    return own === undefined ? envRead(found[0]!) : `${envRead(found[0]!)} ?? ${sourceOf(own)}`;
  // A text made of them: the same text with each unset variable written out as JavaScript does.
  let unsetText = other;
  for (const name of found) unsetText = unsetText.replaceAll(mark(name), 'undefined');
  if (unsetText !== own) return undefined;
  const parts = other.split(new RegExp(`(${found.map(mark).join('|')})`));
  const body = parts
    .map((part) => {
      const name = found.find((n) => mark(n) === part);
      return name ? `\${${envRead(name)}}` : part.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');
    })
    .join('');
  return `\`${body}\``;
}

/**
 * `customFields` (changed in place) with the expression of each setting made from a variable put
 * back (a `Raw`, written as it is); each other setting made from one is left as migrated.
 */
export function customFieldsWithEnv(
  fields: Dict,
  env: ConfigEnv | undefined,
): { fields: Dict; kept: EnvDependent[]; written: EnvDependent[] } {
  const own = (env?.dependents ?? []).filter((d) => d.steps[0] === 'customFields' && d.steps.length > 1);
  const written: EnvDependent[] = [];
  const kept: EnvDependent[] = [];
  const out = fields;
  for (const d of own) {
    const steps = d.steps.slice(1);
    let target: Record<string, unknown> | undefined = out;
    for (const step of steps.slice(0, -1)) {
      const next: unknown = target?.[step];
      target = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : undefined;
    }
    const last = steps.at(-1);
    if (d.expression && target && last !== undefined) {
      target[last] = new Raw(d.expression);
      written.push(d);
    } else kept.push(d);
  }
  return { fields: out, kept, written };
}

/** The report's notes of the variables the config reads: what was kept as an expression, what was not. */
export function noteEnv(env: ConfigEnv | undefined, written: readonly EnvDependent[], notes: Notes): void {
  if (!env || env.read.size === 0) return;
  if (!env.dependents) {
    const names = [...env.read.keys()];
    notes.add(
      names.map(envRead).join(', '),
      `${names.length === 1 ? 'is' : 'are'} read by the config, which could not be evaluated again with ${names.length === 1 ? 'it' : 'them'} set: the settings made from ${names.length === 1 ? 'it' : 'them'} have the values of this machine (${names.map((n) => `${n} ${env.read.get(n) ? 'set' : 'unset'}`).join(', ')}).`,
      `write those settings in docgen.config.ts as expressions of process.env (it is code, evaluated at each build) if your builds set ${names.length === 1 ? 'it' : 'them'}.`,
    );
    return;
  }
  const expressed = new Set(written);
  const byVariables = new Map<string, EnvDependent[]>();
  for (const d of env.dependents) {
    if (expressed.has(d)) continue;
    const key = d.variables.join(',');
    byVariables.set(key, [...(byVariables.get(key) ?? []), d]);
  }
  for (const [key, list] of byVariables) {
    const names = key.split(',');
    const set = names.filter((n) => env.read.get(n));
    const shown = list
      .slice(0, 6)
      .map((d) => `${notePath(d.path)} (${d.value === undefined ? 'unset' : describe(d.value)})`);
    const more = list.length > 6 ? ` and ${list.length - 6} more` : '';
    const state =
      set.length === 0
        ? `not set when migrating: ${shown.join(', ')}${more} ${list.length === 1 ? 'has' : 'have'} the value the config gives without ${names.length === 1 ? 'it' : 'them'}`
        : `set when migrating (${set.join(', ')}): ${shown.join(', ')}${more} ${list.length === 1 ? 'has' : 'have'} the value of this machine`;
    notes.add(
      names.map(envRead).join(', '),
      `${names.length === 1 ? 'is' : 'are'} read by the config and ${state}, written in docgen.config.ts as it is.`,
      `where docgen.config.ts has ${list.length === 1 ? 'that setting' : 'those settings'}, write ${list.length === 1 ? 'it' : 'them'} as ${names.length === 1 ? 'an expression' : 'expressions'} of ${names.map(envRead).join(', ')} (docgen.config.ts is code, evaluated at each build) if your builds set ${names.length === 1 ? 'it' : 'them'}${set.length > 0 ? ', and keep secrets out of the file' : ''}.`,
    );
  }
}

function describe(value: unknown): string {
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'a list' : 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…"` : text;
}
