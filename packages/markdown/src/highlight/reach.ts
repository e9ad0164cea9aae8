import { createRequire } from 'node:module';
import type { Highlighter, LanguageRegistration } from 'shiki';
import { bundledLanguages } from 'shiki/langs';
import { GRAMMAR_TABLE, GRAMMAR_TABLE_SHIKI } from './grammar-table.js';

type Grammars = LanguageRegistration[];

/**
 * What `loadReach` reads of shiki's bundled languages, without their grammars: per language
 * key its module (aliases share one), per module its grammars' indices in order, per grammar
 * its name, scope name, embedded languages, scopes it includes from other grammars and scopes
 * it injects into. Grammar names are unique among shiki's bundled grammars.
 */
export interface GrammarTable {
  langs: Record<string, number>;
  mods: number[][];
  grammars: [name: string, scopeName: string, embedded: string[], includes: string[], injectTo: string[]][];
}

/** Each bundled language's module: its grammar last, the grammars it embeds before it. */
const modules = new Map<string, Promise<Grammars>>();

function grammarsOf(lang: string): Promise<Grammars> {
  let grammars = modules.get(lang);
  if (!grammars) {
    const load = bundledLanguages[lang as keyof typeof bundledLanguages];
    grammars = load ? load().then((m) => m.default as Grammars) : Promise.resolve([]);
    modules.set(lang, grammars);
  }
  return grammars;
}

/** The scope names a grammar includes from other grammars (`"include": "source.css#rule"`). */
function includedScopes(grammar: LanguageRegistration): string[] {
  const scopes = new Set<string>();
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === 'include' && typeof item === 'string' && !item.startsWith('#') && !item.startsWith('$')) {
        scopes.add(item.split('#')[0]!);
      } else walk(item);
    }
  };
  walk(grammar);
  return [...scopes];
}

/** The table of `langs` (bundled language keys), read from their modules. */
export async function grammarTableOf(langs: readonly string[]): Promise<GrammarTable> {
  const table: GrammarTable = { langs: {}, mods: [], grammars: [] };
  const modIndex = new Map<Grammars, number>();
  const grammarIndex = new Map<LanguageRegistration, number>();
  for (const lang of [...langs].sort()) {
    const grammars = await grammarsOf(lang);
    let index = modIndex.get(grammars);
    if (index === undefined) {
      index = table.mods.length;
      modIndex.set(grammars, index);
      table.mods.push(
        grammars.map((g) => {
          let at = grammarIndex.get(g);
          if (at === undefined) {
            at = table.grammars.length;
            grammarIndex.set(g, at);
            table.grammars.push([g.name, g.scopeName, g.embeddedLangs ?? [], includedScopes(g), g.injectTo ?? []]);
          }
          return at;
        }),
      );
    }
    table.langs[lang] = index;
  }
  return table;
}

let table: GrammarTable | undefined;
/**
 * The table of every bundled language: the one made when docgen was built
 * (`scripts/grammar-table.mjs`) for the shiki installed then (`exact`: its grammar names are
 * unique, each name one grammar object), or, for another shiki, read from the modules of the
 * languages asked for (importing the fixed set's 18 modules only to read them was about 30 ms
 * of each highlighting thread's start).
 */
async function tableFor(langs: readonly string[]): Promise<{ table: GrammarTable; exact: boolean }> {
  const version = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
  if (version === GRAMMAR_TABLE_SHIKI)
    return { table: (table ??= JSON.parse(GRAMMAR_TABLE) as GrammarTable), exact: true };
  return { table: await grammarTableOf(langs), exact: false };
}

/** Per highlighter, the languages whose reach is loaded, with the number of languages loaded then. */
const reached = new WeakMap<Highlighter, Map<string, number>>();

/**
 * Loads into `highlighter` the grammars a block of `lang` can reach, among the grammars of
 * `pool` (the build's fixed set, `PRELOADED_LANGUAGES` and the site's fences) and of `lang`:
 * the grammars it embeds, those it includes by scope name and theirs, and those that inject
 * into any of them. A grammar outside that reach cannot change how a `lang` block is tokenized
 * (vscode-textmate resolves includes by scope name and takes injections by the root's scope), so
 * the block comes out as with the whole pool loaded, while a site whose blocks are in four
 * languages no longer compiles the grammars of eighteen (TSX, PHP, Markdown…) before its first
 * block. Languages are loaded in the pool's sorted order, as loading the whole pool did. The
 * reach is worked out on the grammar table; only the modules of grammars to load are imported.
 */
export async function loadReach(highlighter: Highlighter, pool: readonly string[], lang: string): Promise<void> {
  // Done for this language while nothing else was loaded since: each block of it asks again.
  let done = reached.get(highlighter);
  if (!done) reached.set(highlighter, (done = new Map()));
  const key = `${pool.join(',')}\0${lang}`;
  const loadedCount = highlighter.getLoadedLanguages().length;
  if (done.get(key) === loadedCount) return;
  // The languages loaded already count as the pool's (one a block loaded outside it, as the whole set had it).
  const names = [...new Set([...pool, ...highlighter.getLoadedLanguages(), lang])]
    .filter((l) => l in bundledLanguages)
    .sort();
  if (!names.includes(lang)) return;
  const {
    table: { langs, mods, grammars },
    exact,
  } = await tableFor(names);
  const byName = new Map<string, number>();
  const byScope = new Map<string, number[]>();
  // The language a grammar is first loaded with, in the pool's order: the order to load in.
  const firstWith = new Map<string, number>();
  names.forEach((name, i) => {
    for (const g of mods[langs[name]!]!) {
      const grammarName = grammars[g]![0];
      if (byName.has(grammarName)) continue;
      byName.set(grammarName, g);
      byScope.set(grammars[g]![1], [...(byScope.get(grammars[g]![1]) ?? []), g]);
      firstWith.set(grammarName, i);
    }
  });
  const reach = new Set<number>();
  const queue: number[] = [];
  const add = (grammar: number | undefined) => {
    if (grammar === undefined || reach.has(grammar)) return;
    reach.add(grammar);
    queue.push(grammar);
  };
  for (const g of mods[langs[lang]!]!) add(g);
  const injectors = [...byName.values()].filter((g) => grammars[g]![4].length > 0);
  // Whether `injector` injects into `scope` (vscode-textmate looks injections up by the scope's dotted prefixes).
  const injectsInto = (injector: number, scope: string) =>
    grammars[injector]![4].some((target) => scope === target || scope.startsWith(`${target}.`));
  while (queue.length > 0) {
    const [, scopeName, embedded, includes] = grammars[queue.pop()!]!;
    for (const name of embedded) add(byName.get(name));
    for (const scope of includes) for (const other of byScope.get(scope) ?? []) add(other);
    for (const injector of injectors) if (injectsInto(injector, scopeName)) add(injector);
  }
  const reachNames = new Set([...reach].map((g) => grammars[g]![0]));
  const loaded = new Set(highlighter.getLoadedLanguages());
  const order = [...reachNames].filter((name) => !loaded.has(name)).map((name) => firstWith.get(name)!);
  // Each through the language it was first loaded with (that module's grammars, in their order).
  for (const index of [...new Set(order)].sort((a, b) => a - b)) {
    const wanted = mods[langs[names[index]!]!]!.map((g) => grammars[g]![0]).filter(
      (name) =>
        reachNames.has(name) && firstWith.get(name) === index && !highlighter.getLoadedLanguages().includes(name),
    );
    // A grammar is taken from its own language's module when the table is shiki's (the same
    // object: a module embedding a language imports its module), so JSON reached through HTTP's
    // module does not import HTTP's other grammars (GraphQL, and through it TSX).
    const own = (name: string) => (exact && Object.hasOwn(langs, name) ? name : names[index]!);
    const toLoad = await Promise.all(
      wanted.map(async (name) => (await grammarsOf(own(name))).find((g) => g.name === name)!),
    );
    if (toLoad.length > 0) await highlighter.loadLanguage(...toLoad);
  }
  done.set(key, highlighter.getLoadedLanguages().length);
}
