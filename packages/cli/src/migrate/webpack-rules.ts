import path from 'node:path';
import { type LoaderImport, loadersToRun } from './webpack-loader-rules.js';
import { type Dict, isDict, type Notes } from './notes.js';

/** A `textImports` rule of docgen.config.ts (see @docgen/config's textImportsSchema). */
export type TextImport = Partial<Record<(typeof CONDITIONS)[number], string | string[]>>;

const CONDITIONS = ['test', 'include', 'exclude', 'resourceQuery'] as const;

/** The keys of a webpack rule that say what it does to the files it matches, beside its conditions. */
const EFFECTS = new Set(['type', 'use', 'loader', 'options']);

/** A rule docgen does not apply, kept in the config's `webpackRules` for the build's errors. */
export type WebpackRule = TextImport & { from: string; does: string };

/** Loaders that give an import the file's URL (url-loader inlines small files, the same to a reader). */
const URL_LOADERS = /(^|[/\\])(file|url)-loader([/\\]|$)/;

/**
 * The rules of a `configureWebpack` result (and of the config it was given) that import files as
 * text, webpack 5's `type: 'asset/source'` or raw-loader, as docgen's `textImports`, and those
 * that import them as their URL, `type: 'asset/resource'` or `'asset'`, file-loader or
 * url-loader, as `urlImports`, and those whose loaders docgen can run over files it does not import
 * itself (a site's yaml loader) as `loaderImports`; each other rule is named in the notes (docgen does not run
 * webpack's rules), with what it matches, and, when its conditions can be read, kept in
 * `webpackRules`: an import of a file it matches that docgen cannot build then names it.
 */
export function textImportsOf(
  rules: unknown[],
  siteDir: string,
  at: string,
  notes: Notes,
): { textImports: TextImport[]; urlImports: TextImport[]; loaderImports: LoaderImport[]; webpackRules: WebpackRule[] } {
  const found: TextImport[] = [];
  const urls: TextImport[] = [];
  const loaded: LoaderImport[] = [];
  const unapplied: WebpackRule[] = [];
  for (const [i, rule] of rules.entries()) {
    const where = `${at}.configureWebpack module.rules[${i}]`;
    if (!isDict(rule)) continue;
    const conditions = conditionsOf(rule, siteDir);
    const others = Object.keys(rule).filter((k) => !EFFECTS.has(k) && !(CONDITIONS as readonly string[]).includes(k));
    const text = rule.type === 'asset/source' || loadersOf(rule).some((l) => /(^|[/\\])raw-loader([/\\]|$)/.test(l));
    if (text && conditions && others.length === 0) {
      found.push(conditions);
      continue;
    }
    const loaders = loadersOf(rule);
    const url =
      !text &&
      (loaders.length > 0
        ? loaders.every((l) => URL_LOADERS.test(l))
        : rule.type === 'asset/resource' || rule.type === 'asset');
    // A rule with no condition would make every import a URL.
    if (url && conditions && Object.keys(conditions).length > 0 && others.length === 0) {
      urls.push(conditions);
      continue;
    }
    const run =
      !text && !url && conditions && others.length === 0 ? loadersToRun(rule, conditions, siteDir) : undefined;
    if (conditions && run) {
      loaded.push({ ...conditions, use: run.length === 1 ? run[0]! : run });
      continue;
    }
    const does = text
      ? 'imports files as text'
      : rule.type !== undefined
        ? `gives the files webpack's type ${JSON.stringify(rule.type)}`
        : loadersOf(rule).length > 0
          ? `runs ${loadersOf(rule).join(', ')}`
          : 'does something docgen cannot read';
    const unread = conditions ? others : [...others, ...CONDITIONS.filter((k) => rule[k] !== undefined)];
    // A rule with no condition would match every import: too wide to name in an error.
    const kept = conditions !== undefined && Object.keys(conditions).length > 0;
    if (kept) unapplied.push({ ...conditions, from: where, does });
    notes.add(
      where,
      `(${describeRule(rule)}) ${does}; docgen does not apply it${unread.length > 0 ? ` (it cannot read ${unread.join(', ')})` : ''}: the files it matches are imported as docgen imports any file${kept ? ', and docgen.config.ts keeps it in webpackRules, so that an import of one docgen cannot build names it' : ''}.`,
      text
        ? "write it in textImports by hand ({ test: '\\\\.py$', include: './examples' }), or import the files with ?raw."
        : "import those files with the loader inline ('!!my-loader!./file'), which docgen runs, or leave the rule out if docgen's own handling of the files does (styles, images, MDX).",
    );
  }
  return { textImports: found, urlImports: urls, loaderImports: loaded, webpackRules: unapplied };
}

/** The loaders a rule names (`use: 'raw-loader'`, `use: [{ loader }]`, `loader`), as written. */
function loadersOf(rule: Dict): string[] {
  const use = rule.use ?? rule.loader;
  return (Array.isArray(use) ? use : [use]).flatMap((u) =>
    typeof u === 'string' ? [u.split('?')[0]!] : isDict(u) && typeof u.loader === 'string' ? [u.loader] : [],
  );
}

/** The rule's conditions as docgen's, or undefined when one cannot be read (a function, `{ and }`). */
function conditionsOf(rule: Dict, siteDir: string): TextImport | undefined {
  const out: TextImport = {};
  for (const key of CONDITIONS) {
    const value = rule[key];
    if (value === undefined) continue;
    const list = (Array.isArray(value) ? value : [value]).map((v) => conditionOf(v, siteDir));
    if (list.some((c) => c === undefined)) return undefined;
    out[key] = list.length === 1 ? list[0]! : (list as string[]);
  }
  return out;
}

/**
 * A RegExp as its source (one with the `i` flag spelled out, as textImports' sources have no
 * flags), an absolute path (webpack's path prefix) as a path from the site folder.
 */
function conditionOf(value: unknown, siteDir: string): string | undefined {
  if (isRegExp(value)) {
    const flags = value.flags.replace(/[gy]/g, '');
    return flags === '' ? value.source : flags === 'i' ? caseless(value.source) : undefined;
  }
  if (typeof value !== 'string' || !path.isAbsolute(value)) return undefined;
  const rel = path.relative(siteDir, value).split(path.sep).join('/');
  return rel === '' ? '.' : rel.startsWith('..') ? rel : `./${rel}`;
}

// A RegExp made in the config's own context is no instance of this one's RegExp.
function isRegExp(value: unknown): value is RegExp {
  return Object.prototype.toString.call(value) === '[object RegExp]';
}

/** A rule as its conditions read (`test /\.py$/, include /examples/`). */
function describeRule(rule: Dict): string {
  const parts = CONDITIONS.filter((k) => rule[k] !== undefined).map((k) => {
    const list = (Array.isArray(rule[k]) ? rule[k] : [rule[k]]) as unknown[];
    return `${k} ${list.map((v) => (isRegExp(v) ? String(v) : typeof v === 'string' ? JSON.stringify(v) : typeof v === 'function' ? 'a function' : 'an object')).join(', ')}`;
  });
  return parts.length > 0 ? parts.join(', ') : 'no condition';
}

/**
 * A regexp source matching what it matches with the `i` flag (`/\/examples\//i`, as sites write
 * webpack's tests), without it: each ASCII letter as both cases (`e` → `[eE]`, in a class `a-z`
 * → `a-zA-Z`). Escapes are copied as written (`\d`, `\x4A`, `\u{1F600}`, `\p{L}`, `\k<name>`),
 * and so are group names.
 */
export function caseless(source: string): string {
  const swap = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
  const letter = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      // The escape and what it spans: hex digits and names are letters that must stay as written.
      const next = source[i + 1] ?? '';
      const span = /^[xu]$/.test(next)
        ? source[i + 2] === '{'
          ? source.indexOf('}', i) - i + 1
          : next === 'x'
            ? 4
            : 6
        : /^[pPk]$/.test(next) && /^[{<]$/.test(source[i + 2] ?? '')
          ? source.indexOf(next === 'k' ? '>' : '}', i) - i + 1
          : next === 'c'
            ? 3
            : 2;
      out += source.slice(i, i + Math.max(2, span));
      i += Math.max(2, span) - 1;
    } else if (inClass) {
      if (c === ']') inClass = false;
      if (letter(c) && source[i + 1] === '-' && letter(source[i + 2])) {
        // A range of letters and its other case: `a-f` → `a-fA-F`.
        const range = `${c}-${source[i + 2]}`;
        out += `${range}${swap(range[0]!)}-${swap(range[2]!)}`;
        i += 2;
      } else out += letter(c) ? c + swap(c) : c;
    } else if (c === '[') {
      inClass = true;
      out += c;
      if (source[i + 1] === '^') out += source[++i];
    } else if (c === '(' && source.startsWith('?<', i + 1) && !/^[=!]/.test(source[i + 3] ?? '')) {
      // A named group: its name stays as written.
      const end = source.indexOf('>', i);
      out += source.slice(i, end + 1);
      i = end;
    } else out += letter(c) ? `[${c}${swap(c)}]` : c;
  }
  return out;
}
