import { type Dict, isDict, type Notes } from './notes.js';

/**
 * A webpack plugin class a `configureWebpack` builds from `currentBundler.instance` (which docgen
 * does not run): it keeps its options, and its name says which plugin it stands for.
 */
export const standInBundler: Dict = new Proxy(
  {},
  {
    get: (_target, name) =>
      typeof name === 'string'
        ? // A class named as webpack's (`DefinePlugin`), so the migration can read what it defines.
          {
            [name]: class {
              constructor(readonly options?: unknown) {}
            },
          }[name]
        : undefined,
  },
);

/** What a value of webpack's DefinePlugin may become in docgen's `define`: JSON or an identifier. */
const DEFINABLE = /^(?:[A-Za-z_$][\w$]*)$/;

/**
 * The `define` a `configureWebpack`'s DefinePlugin sets (`new webpack.DefinePlugin({ __DEV__:
 * 'false' })`, or built from `currentBundler.instance`), as docgen's `define`: each name and its
 * replacement, which webpack reads as code (`'false'`, `JSON.stringify('production')`). A value
 * that is neither JSON nor one identifier (an expression), or an object of names (`process: { env
 * }`), is named in the notes. `others`: the result's plugins hold something else too.
 */
export function definesOf(
  out: unknown,
  at: string,
  notes: Notes,
  moduleOf: (file: string) => string | undefined,
): { define: Record<string, string>; provide: Record<string, string | [string, string]>; others: boolean } {
  const define: Record<string, string> = {};
  const provide: Record<string, string | [string, string]> = {};
  const plugins = isDict(out) && Array.isArray(out.plugins) ? (out.plugins as unknown[]) : [];
  let others = false;
  for (const plugin of plugins) {
    if (isDict(plugin) && plugin.constructor?.name === 'ProvidePlugin' && isDict(plugin.options)) {
      Object.assign(provide, providedBy(plugin.options, `${at}.configureWebpack ProvidePlugin`, notes, moduleOf));
      continue;
    }
    const named = isDict(plugin) && plugin.constructor?.name === 'DefinePlugin';
    const given = named ? (plugin.definitions ?? plugin.options) : undefined;
    if (!isDict(given)) {
      others = true;
      continue;
    }
    for (const [key, value] of Object.entries(given)) {
      const code =
        typeof value === 'string'
          ? value
          : typeof value === 'number' || typeof value === 'boolean'
            ? String(value)
            : undefined;
      if (code !== undefined && (DEFINABLE.test(code.trim()) || isJson(code))) define[key] = code.trim();
      else
        notes.add(
          `${at}.configureWebpack DefinePlugin ${key}`,
          `is ${code === undefined ? 'an object of names' : `the expression ${code}`}; docgen's define replaces a name by JSON or one identifier.`,
          `add define: { '${key}': '…' } to docgen.config.ts with a JSON value, or leave it out.`,
        );
    }
  }
  return { define, provide, others };
}

/**
 * webpack's ProvidePlugin options as docgen's `provide`: a module (`require.resolve('process/browser')`
 * by its package path) or `[module, export]`; anything else is named.
 */
function providedBy(
  given: Dict,
  at: string,
  notes: Notes,
  moduleOf: (file: string) => string | undefined,
): Record<string, string | [string, string]> {
  const out: Record<string, string | [string, string]> = {};
  const spec = (v: unknown) => (typeof v === 'string' && v !== '' ? (moduleOf(v) ?? v) : undefined);
  for (const [name, value] of Object.entries(given)) {
    const list = Array.isArray(value) ? value : [value];
    const module = spec(list[0]);
    if (module !== undefined && list.length === 1) out[name] = module;
    else if (module !== undefined && list.length === 2 && typeof list[1] === 'string') out[name] = [module, list[1]];
    else
      notes.add(
        `${at} ${name}`,
        "is not a module or [module, export]; docgen's provide takes those.",
        `add provide: { ${name}: '…' } to docgen.config.ts, or leave it out.`,
      );
  }
  return out;
}

function isJson(code: string): boolean {
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}
