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
export function definesOf(out: unknown, at: string, notes: Notes): { define: Record<string, string>; others: boolean } {
  const define: Record<string, string> = {};
  const plugins = isDict(out) && Array.isArray(out.plugins) ? (out.plugins as unknown[]) : [];
  let others = false;
  for (const plugin of plugins) {
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
  return { define, others };
}

function isJson(code: string): boolean {
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}
